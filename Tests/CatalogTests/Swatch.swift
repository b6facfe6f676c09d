import Catalog
import ViewKit

/// A tiny component for the catalog's own tests: a colored box whose width is inspectable.
final class Swatch: View, CatalogComponent {
    /// The box's width in points.
    var width = 40.0 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the box is drawn red instead of blue.
    var isAlert = false { didSet { backgroundColor = isAlert ? .systemRed : .systemBlue } }

    required init() {
        super.init(frame: .zero)
        backgroundColor = .systemBlue
    }

    override var intrinsicContentSize: Size { Size(width: width, height: 20) }

    static var inspectableProperties: [InspectableProperty<Swatch>] {
        [InspectableProperty("width", \.width), InspectableProperty("isAlert", \.isAlert)]
    }

    func prepareForCatalog() {
        width = 30
    }
}

/// A screen for the catalog's tests: fills its device, with a bar inside the safe area.
final class Backdrop: View {
    let bar = View()

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        bar.backgroundColor = .systemGreen
        addSubview(bar)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        bar.frame = Rect(x: safeAreaInsets.left, y: safeAreaInsets.top, width: bounds.width - safeAreaInsets.left - safeAreaInsets.right, height: 10)
    }
}

enum TestCatalog {
    /// Two swatches and a screen, one pinned to landscape.
    static func make(alert: Bool = false, name: String = "Tests") -> Catalog {
        Catalog(name: name, entries: [
            .component(Swatch.self, group: "Boxes", variants: [
                .component(Swatch.self, "default"),
                .component(Swatch.self, "wide") { $0.width = 80; $0.isAlert = alert },
            ]),
            .screen(Backdrop.self, variants: [
                .view("portrait") { Backdrop(frame: .zero) },
                .view("landscape", sizing: .onDevice(.iPhoneLandscape)) { Backdrop(frame: .zero) },
            ]),
        ])
    }
}
