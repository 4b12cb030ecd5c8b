package com.casino.player;

import android.annotation.SuppressLint;
import android.app.Activity;
import android.app.Dialog;
import android.graphics.Color;
import android.text.TextUtils;
import android.util.TypedValue;
import android.view.Gravity;
import android.view.ViewGroup;
import android.view.Window;
import android.view.WindowManager;
import android.webkit.WebSettings;
import android.webkit.WebView;
import android.webkit.WebViewClient;
import android.widget.ImageButton;
import android.widget.LinearLayout;
import android.widget.TextView;

/**
 * The bridge's onPopup: a web page in a dialog over the app, {@code top} CSS pixels from the top (under the
 * site's header), with a title bar and a close button, running {@code script} in the page once it has loaded.
 * With {@code fullScreen} it covers the whole screen.
 */
final class NativePopupDialog extends Dialog {

    private static final int TITLE_BAR_DP = 48;
    private static final int BAR_COLOR = Color.parseColor("#161f2c");

    private final WebView webView;

    @SuppressLint("SetJavaScriptEnabled")
    NativePopupDialog(Activity activity, String url, String title, int topCssPx, boolean fullScreen, String script) {
        // Full screen covers the status bar too; otherwise the app stays visible above `top`.
        super(activity, fullScreen
            ? android.R.style.Theme_Black_NoTitleBar_Fullscreen
            : android.R.style.Theme_Translucent_NoTitleBar);
        LinearLayout column = new LinearLayout(activity);
        column.setOrientation(LinearLayout.VERTICAL);
        column.setBackgroundColor(BAR_COLOR);

        LinearLayout bar = new LinearLayout(activity);
        bar.setGravity(Gravity.CENTER_VERTICAL);
        bar.setBackgroundColor(BAR_COLOR);
        TextView titleView = new TextView(activity);
        titleView.setText(title);
        titleView.setTextColor(Color.WHITE);
        titleView.setTextSize(TypedValue.COMPLEX_UNIT_SP, 16);
        titleView.setSingleLine(true);
        titleView.setEllipsize(TextUtils.TruncateAt.END);
        int padding = dp(activity, 16);
        titleView.setPadding(padding, 0, padding, 0);
        bar.addView(titleView, new LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1f));
        ImageButton close = new ImageButton(activity);
        close.setImageResource(android.R.drawable.ic_menu_close_clear_cancel);
        close.setBackgroundColor(Color.TRANSPARENT);
        close.setContentDescription(activity.getString(R.string.popup_close));
        close.setOnClickListener(view -> dismiss());
        bar.addView(close, new LinearLayout.LayoutParams(dp(activity, TITLE_BAR_DP), dp(activity, TITLE_BAR_DP)));
        column.addView(bar, new LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, dp(activity, TITLE_BAR_DP)));

        webView = new WebView(activity);
        WebSettings settings = webView.getSettings();
        settings.setJavaScriptEnabled(true);
        settings.setDomStorageEnabled(true);
        settings.setAllowFileAccess(false);
        settings.setAllowContentAccess(false);
        settings.setMixedContentMode(WebSettings.MIXED_CONTENT_NEVER_ALLOW);
        webView.setWebViewClient(new WebViewClient() {
            @Override
            public void onPageFinished(WebView view, String loaded) {
                if (script != null && !script.isEmpty()) view.evaluateJavascript(script, null);
            }
        });
        column.addView(webView, new LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, 0, 1f));
        setContentView(column);
        setOnDismissListener(dialog -> webView.destroy());

        Window window = getWindow();
        if (window != null) {
            WindowManager.LayoutParams layout = window.getAttributes();
            layout.gravity = Gravity.BOTTOM;
            layout.width = WindowManager.LayoutParams.MATCH_PARENT;
            int screenHeight = activity.getResources().getDisplayMetrics().heightPixels;
            int topPx = fullScreen ? 0 : dp(activity, topCssPx);
            layout.height = Math.max(dp(activity, TITLE_BAR_DP * 2), screenHeight - topPx);
            window.setAttributes(layout);
        }
        webView.loadUrl(url);
    }

    @Override
    public void onBackPressed() {
        if (webView.canGoBack()) webView.goBack();
        else super.onBackPressed();
    }

    /** CSS pixels (the web page's unit) and dp are the same on Android web views. */
    private static int dp(Activity activity, int value) {
        return Math.round(TypedValue.applyDimension(
            TypedValue.COMPLEX_UNIT_DIP, value, activity.getResources().getDisplayMetrics()));
    }
}
