import Capacitor
import UIKit

/// The native bridge the player site calls (spec §7 "Native bridge methods"), as
/// `window.Capacitor.Plugins.NativeBridge`. The site's side is apps/web/src/lib/native/bridge.ts; it makes
/// the four screen calls only when `realVersionCode` (CFBundleVersion) is 113 or higher (spec §9).
@objc(NativeBridgePlugin)
public class NativeBridgePlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "NativeBridgePlugin"
    public let jsName = "NativeBridge"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "launchUrl", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "deviceInfo", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "onPopup", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "enterFullScreen", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "exitFullScreen", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "landScreen", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "portScreen", returnType: CAPPluginReturnPromise)
    ]

    /// Opens an http(s) address in the system browser (or the app that handles it).
    @objc func launchUrl(_ call: CAPPluginCall) {
        guard let url = Self.webAddress(call.getString("url")) else {
            call.reject("url must be an http(s) address")
            return
        }
        DispatchQueue.main.async {
            UIApplication.shared.open(url) { opened in
                if opened { call.resolve() } else { call.reject("no app opens this address") }
            }
        }
    }

    /// The shell's os, build and version code (spec §3 "Native device info").
    @objc func deviceInfo(_ call: CAPPluginCall) {
        let info = Bundle.main.infoDictionary ?? [:]
        let versionName = info["CFBundleShortVersionString"] as? String ?? ""
        let versionCode = Int(info["CFBundleVersion"] as? String ?? "") ?? 0
        call.resolve([
            "os": "ios",
            "context": "\(Bundle.main.bundleIdentifier ?? "") \(versionName)",
            "realVersionCode": versionCode
        ])
    }

    /// A web page in a native popup over the app: {top, title, url, fullScreen, script}.
    @objc func onPopup(_ call: CAPPluginCall) {
        guard let url = Self.webAddress(call.getString("url")) else {
            call.reject("url must be an http(s) address")
            return
        }
        let popup = NativePopupViewController(
            url: url,
            title: call.getString("title") ?? "",
            top: CGFloat(max(0, call.getInt("top") ?? 0)),
            fullScreen: call.getBool("fullScreen") ?? false,
            script: call.getString("script") ?? ""
        )
        DispatchQueue.main.async { [weak self] in
            guard let host = self?.bridge?.viewController else {
                call.reject("no screen to show the popup on")
                return
            }
            host.present(popup, animated: true) { call.resolve() }
        }
    }

    /// Hides the status bar and the home indicator.
    @objc func enterFullScreen(_ call: CAPPluginCall) {
        onScreen(call) { $0.setFullScreen(true) }
    }

    /// Shows the status bar and the home indicator again.
    @objc func exitFullScreen(_ call: CAPPluginCall) {
        onScreen(call) { $0.setFullScreen(false) }
    }

    /// Landscape, either way up as the device is held.
    @objc func landScreen(_ call: CAPPluginCall) {
        onScreen(call) { $0.lockOrientation(.landscape) }
    }

    /// Back to portrait, the app's usual orientation.
    @objc func portScreen(_ call: CAPPluginCall) {
        onScreen(call) { $0.lockOrientation(.portrait) }
    }

    /// Runs a screen change on the main thread, on the wrapper's own view controller.
    private func onScreen(_ call: CAPPluginCall, _ change: @escaping (CasinoViewController) -> Void) {
        DispatchQueue.main.async { [weak self] in
            guard let screen = self?.bridge?.viewController as? CasinoViewController else {
                call.reject("the app's screen is not the wrapper's")
                return
            }
            change(screen)
            call.resolve()
        }
    }

    /// The address if it is an absolute http(s) one, else nil (no other schemes from the web).
    static func webAddress(_ text: String?) -> URL? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), let url = URL(string: text),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return nil }
        return url
    }
}
