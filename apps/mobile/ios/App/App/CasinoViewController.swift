import Capacitor
import UIKit

/// The wrapper's one screen (Main.storyboard): Capacitor's web view on the player site. It registers the
/// site's native bridge, and owns what the bridge changes on screen: the status bar and home indicator
/// (full screen) and the allowed orientations (landscape or portrait).
class CasinoViewController: CAPBridgeViewController {

    /// True while the site shows horizontal-layout content full screen.
    private(set) var isFullScreen = false

    /// The orientations the site asked for; nil keeps Info.plist's list.
    private var lockedOrientations: UIInterfaceOrientationMask?

    override func capacitorDidLoad() {
        // Capacitor 7: a plugin of the app's own target is registered as an instance, not found by name.
        bridge?.registerPluginInstance(NativeBridgePlugin())
    }

    override var prefersStatusBarHidden: Bool {
        return isFullScreen || super.prefersStatusBarHidden
    }

    override var prefersHomeIndicatorAutoHidden: Bool {
        return isFullScreen
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return lockedOrientations ?? super.supportedInterfaceOrientations
    }

    /// Hides or shows the status bar and the home indicator.
    func setFullScreen(_ fullScreen: Bool) {
        isFullScreen = fullScreen
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
    }

    /// Allows only `orientations` and turns the screen to them.
    func lockOrientation(_ orientations: UIInterfaceOrientationMask) {
        lockedOrientations = orientations
        if #available(iOS 16.0, *) {
            setNeedsUpdateOfSupportedInterfaceOrientations()
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: orientations)) { error in
                CAPLog.print("NativeBridge: orientation change refused: \(error.localizedDescription)")
            }
        } else {
            let target: UIInterfaceOrientation = orientations.contains(.portrait) ? .portrait : .landscapeRight
            UIDevice.current.setValue(target.rawValue, forKey: "orientation")
            UIViewController.attemptRotationToDeviceOrientation()
        }
    }
}
