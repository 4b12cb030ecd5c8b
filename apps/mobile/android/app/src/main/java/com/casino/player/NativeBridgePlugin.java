package com.casino.player;

import android.app.Activity;
import android.content.ActivityNotFoundException;
import android.content.Intent;
import android.content.pm.ActivityInfo;
import android.net.Uri;
import android.view.Window;
import androidx.core.view.WindowCompat;
import androidx.core.view.WindowInsetsCompat;
import androidx.core.view.WindowInsetsControllerCompat;
import com.getcapacitor.JSObject;
import com.getcapacitor.Plugin;
import com.getcapacitor.PluginCall;
import com.getcapacitor.PluginMethod;
import com.getcapacitor.annotation.CapacitorPlugin;

/**
 * The native bridge the player site calls (spec §7 "Native bridge methods"), as
 * {@code window.Capacitor.Plugins.NativeBridge}. The site's side is apps/web/src/lib/native/bridge.ts; it
 * makes the four screen calls only when {@code realVersionCode} is 113 or higher (spec §9).
 */
@CapacitorPlugin(name = "NativeBridge")
public class NativeBridgePlugin extends Plugin {

    /** Opens an http(s) address in the system browser (or the app that handles it). */
    @PluginMethod
    public void launchUrl(PluginCall call) {
        Uri uri = webAddress(call.getString("url"));
        if (uri == null) {
            call.reject("url must be an http(s) address");
            return;
        }
        Intent intent = new Intent(Intent.ACTION_VIEW, uri).addCategory(Intent.CATEGORY_BROWSABLE);
        try {
            getActivity().startActivity(intent);
            call.resolve();
        } catch (ActivityNotFoundException error) {
            call.reject("no app opens this address", error);
        }
    }

    /** The shell's os, build and version code (spec §3 "Native device info"). */
    @PluginMethod
    public void deviceInfo(PluginCall call) {
        JSObject info = new JSObject();
        info.put("os", "android");
        info.put("context", BuildConfig.APPLICATION_ID + " " + BuildConfig.VERSION_NAME);
        info.put("realVersionCode", BuildConfig.VERSION_CODE);
        call.resolve(info);
    }

    /** A web page in a native popup over the app: {top, title, url, fullScreen, script}. */
    @PluginMethod
    public void onPopup(PluginCall call) {
        Uri uri = webAddress(call.getString("url"));
        if (uri == null) {
            call.reject("url must be an http(s) address");
            return;
        }
        int topPx = Math.max(0, call.getInt("top", 0));
        String title = call.getString("title", "");
        boolean fullScreen = Boolean.TRUE.equals(call.getBoolean("fullScreen", false));
        String script = call.getString("script", "");
        Activity activity = getActivity();
        activity.runOnUiThread(() -> {
            new NativePopupDialog(activity, uri.toString(), title, topPx, fullScreen, script).show();
            call.resolve();
        });
    }

    /** Hides the status and navigation bars; a swipe shows them for a moment. */
    @PluginMethod
    public void enterFullScreen(PluginCall call) {
        onUiThread(call, () -> {
            WindowInsetsControllerCompat bars = systemBars();
            bars.setSystemBarsBehavior(WindowInsetsControllerCompat.BEHAVIOR_SHOW_TRANSIENT_BARS_BY_SWIPE);
            bars.hide(WindowInsetsCompat.Type.systemBars());
        });
    }

    /** Shows the status and navigation bars again. */
    @PluginMethod
    public void exitFullScreen(PluginCall call) {
        onUiThread(call, () -> systemBars().show(WindowInsetsCompat.Type.systemBars()));
    }

    /** Landscape, either way up as the device is held. */
    @PluginMethod
    public void landScreen(PluginCall call) {
        onUiThread(call, () -> getActivity().setRequestedOrientation(ActivityInfo.SCREEN_ORIENTATION_SENSOR_LANDSCAPE));
    }

    /** Back to portrait, the app's usual orientation. */
    @PluginMethod
    public void portScreen(PluginCall call) {
        onUiThread(call, () -> getActivity().setRequestedOrientation(ActivityInfo.SCREEN_ORIENTATION_PORTRAIT));
    }

    private WindowInsetsControllerCompat systemBars() {
        Window window = getActivity().getWindow();
        return WindowCompat.getInsetsController(window, window.getDecorView());
    }

    /** Window changes belong on the UI thread; the call answers once done. */
    private void onUiThread(PluginCall call, Runnable change) {
        getActivity().runOnUiThread(() -> {
            change.run();
            call.resolve();
        });
    }

    /** The address if it is an absolute http(s) one, else null (no intents to other schemes from the web). */
    static Uri webAddress(String url) {
        if (url == null) return null;
        Uri uri = Uri.parse(url.trim());
        String scheme = uri.getScheme();
        boolean web = "http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme);
        return web && uri.getHost() != null && !uri.getHost().isEmpty() ? uri : null;
    }
}
