import Catalog
import UIKit

/// A tiny component for the catalog's own tests: a colored box whose width is inspectable.
final class Swatch: UIView {
    /// The box's width in points.
    var width: CGFloat = 40 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the box is drawn red instead of blue.
    var isAlert = false {
        didSet { backgroundColor = isAlert ? .systemRed : .systemBlue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        width = 30
    }
}

/// A screen for the catalog's tests: fills its device, with a bar inside the safe area.
final class BackdropViewController: UIViewController {
    let bar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        bar.backgroundColor = .systemGreen
        view.addSubview(bar)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets
        bar.frame = CGRect(x: safe.left, y: safe.top, width: view.bounds.width - safe.left - safe.right, height: 10)
    }
}

enum TestCatalog {
    /// Two swatches and a screen, one pinned to landscape.
    @MainActor
    static func make(alert: Bool = false, name: String = "Tests") -> Catalog {
        let inspectables = [InspectableProperty("width", \Swatch.width), InspectableProperty("isAlert", \Swatch.isAlert)]
        return Catalog(name: name, entries: [
            .component(Swatch.self, group: "Boxes", variants: [
                .view("default", inspectables: inspectables, prepareForInterfaceBuilder: true) { Swatch(frame: .zero) },
                .view("wide", inspectables: inspectables) {
                    let swatch = Swatch(frame: .zero)
                    swatch.width = 80
                    swatch.isAlert = alert
                    return swatch
                },
            ]),
            .screen(BackdropViewController.self, variants: [
                .controller("portrait") { BackdropViewController() },
                .controller("landscape", sizing: .onDevice(.iPhoneLandscape)) { BackdropViewController() },
            ]),
        ])
    }
}
