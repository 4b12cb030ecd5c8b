package com.casino.player;

import android.os.Bundle;
import com.getcapacitor.BridgeActivity;

/** The wrapper's one screen: Capacitor's web view on the player site, with the site's native bridge. */
public class MainActivity extends BridgeActivity {

    @Override
    public void onCreate(Bundle savedInstanceState) {
        // Local plugins are registered before the bridge starts (Capacitor 7).
        registerPlugin(NativeBridgePlugin.class);
        super.onCreate(savedInstanceState);
    }
}
