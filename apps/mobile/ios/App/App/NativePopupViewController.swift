import UIKit
import WebKit

/// The bridge's onPopup: a web page over the app, `top` points from the top (under the site's header),
/// with a title bar and a close button, running `script` in the page once it has loaded. With `fullScreen`
/// it covers the whole screen.
final class NativePopupViewController: UIViewController, WKNavigationDelegate {
    private static let barHeight: CGFloat = 48
    private static let barColor = UIColor(red: 0x16 / 255, green: 0x1f / 255, blue: 0x2c / 255, alpha: 1)

    private let url: URL
    private let popupTitle: String
    private let top: CGFloat
    private let fullScreen: Bool
    private let script: String
    private let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())

    init(url: URL, title: String, top: CGFloat, fullScreen: Bool, script: String) {
        self.url = url
        self.popupTitle = title
        self.top = top
        self.fullScreen = fullScreen
        self.script = script
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder: NSCoder) {
        fatalError("NativePopupViewController is created in code")
    }

    override var prefersStatusBarHidden: Bool {
        return fullScreen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)

        let panel = UIView()
        panel.backgroundColor = Self.barColor
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)

        let titleLabel = UILabel()
        titleLabel.text = popupTitle
        titleLabel.textColor = .white
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(titleLabel)

        let close = UIButton(type: .close)
        close.addTarget(self, action: #selector(closePopup), for: .touchUpInside)
        close.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(close)

        webView.navigationDelegate = self
        webView.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(webView)

        let topAnchor = fullScreen ? view.topAnchor : view.safeAreaLayoutGuide.topAnchor
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: topAnchor, constant: fullScreen ? 0 : top),
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            titleLabel.topAnchor.constraint(equalTo: panel.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
            titleLabel.heightAnchor.constraint(equalToConstant: Self.barHeight),
            close.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            close.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            close.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -16),
            webView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
            webView.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            webView.bottomAnchor.constraint(equalTo: panel.bottomAnchor)
        ])
        webView.load(URLRequest(url: url))
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        guard !script.isEmpty else { return }
        webView.evaluateJavaScript(script) { _, error in
            if let error = error { NSLog("NativeBridge popup script failed: \(error.localizedDescription)") }
        }
    }

    @objc private func closePopup() {
        dismiss(animated: true)
    }
}
