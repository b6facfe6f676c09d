import Foundation
import Testing
import ViewRendering

/// Each design check on a view built to trip it and on one built not to
/// (docs/DESIGN-CHECKS.md).
@MainActor
@Suite("Design checks")
struct DesignCheckTests {
    static let renderer = try? ViewRenderer()

    static func environment(_ language: String = "ja", style: UIUserInterfaceStyle = .light, device: RenderDevice? = nil) -> RenderEnvironment {
        var traits = UITraitCollection(displayScale: 2)
        traits = UITraitCollection(traitsFrom: [traits, UITraitCollection(userInterfaceStyle: style)])
        var environment = RenderEnvironment(traits: traits, language: Locale.Language(identifier: language))
        environment.device = device
        return environment
    }

    /// The findings of a component made by `make`, `size` points, on white.
    static func findings(_ size: CGSize, language: String = "ja", _ make: @MainActor () -> UIView) throws -> [DesignFinding] {
        let renderer = try #require(renderer)
        let environment = environment(language)
        let view = renderer.withEnvironment(environment) { make() }
        return try renderer.render(view, in: environment, size: .fixed(size), background: .white).findings
    }

    /// The findings of a screen made by `make` on an iPhone in portrait.
    static func screenFindings(_ make: @MainActor () -> UIViewController) throws -> [DesignFinding] {
        let renderer = try #require(renderer)
        let environment = environment(device: .iPhonePortrait)
        let controller = renderer.withEnvironment(environment) { make() }
        return try renderer.render(controller, in: environment).findings
    }

    static func label(_ text: String, font: UIFont = .preferredFont(forTextStyle: .body), color: UIColor = .black, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = font
        label.textColor = color
        return label
    }

    static func container(_ size: CGSize, _ subviews: [UIView]) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = .white
        subviews.forEach(view.addSubview)
        return view
    }

    @Test("A line limit with an ellipsis is a designed truncation; text a clipping container cuts is clipped text")
    func truncation() throws {
        let designed = try Self.findings(CGSize(width: 120, height: 30)) {
            Self.label("An address much too long for one line", frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        }
        #expect(designed.map(\.check) == [.designedTruncation], "\(designed)")
        #expect(designed.first?.severity == .info)
        #expect(designed.first?.region == CGRect(x: 0, y: 0, width: 120, height: 30))

        let clipped = try Self.findings(CGSize(width: 200, height: 20)) {
            let box = Self.container(CGSize(width: 200, height: 20), [])
            box.clipsToBounds = true
            let text = Self.label("Two lines\nof text", frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            text.numberOfLines = 0
            box.addSubview(text)
            return box
        }
        #expect(clipped.filter { $0.check == .clippedText }.count == 1, "\(clipped)")
        #expect(clipped.first { $0.check == .clippedText }?.message.contains("a view that clips its content cuts it") == true)

        let fits = try Self.findings(CGSize(width: 200, height: 30)) { Self.label("Short", frame: CGRect(x: 0, y: 0, width: 200, height: 30)) }
        #expect(fits.isEmpty, "\(fits)")
    }

    @Test("Text drawn over other text is an overlap; side by side, or under an opaque panel, it is not")
    func overlap() throws {
        let over = try Self.findings(CGSize(width: 200, height: 40)) {
            Self.container(CGSize(width: 200, height: 40), [
                Self.label("Underneath", frame: CGRect(x: 0, y: 0, width: 150, height: 30)),
                Self.label("On top", frame: CGRect(x: 50, y: 10, width: 150, height: 30)),
            ])
        }
        let overlaps = over.filter { $0.check == .overlap }
        #expect(overlaps.count == 1, "\(over)")
        #expect(overlaps.first?.region == CGRect(x: 50, y: 10, width: 100, height: 20))

        let apart = try Self.findings(CGSize(width: 300, height: 40)) {
            Self.container(CGSize(width: 300, height: 40), [
                Self.label("Left", frame: CGRect(x: 0, y: 0, width: 140, height: 30)),
                Self.label("Right", frame: CGRect(x: 150, y: 0, width: 140, height: 30)),
            ])
        }
        #expect(!apart.contains { $0.check == .overlap }, "\(apart)")

        let drawer = try Self.findings(CGSize(width: 200, height: 60)) {
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            panel.backgroundColor = .white
            panel.addSubview(Self.label("Menu item", frame: CGRect(x: 10, y: 10, width: 150, height: 30)))
            return Self.container(CGSize(width: 200, height: 60), [Self.label("Behind the menu", frame: CGRect(x: 10, y: 15, width: 150, height: 30)), panel])
        }
        #expect(!drawer.contains { $0.check == .overlap }, "a panel that hides what is under it: \(drawer)")
    }

    /// A screen whose label is pinned to the view's top (under the sensor housing) or to the
    /// safe area.
    final class PinnedController: UIViewController {
        let safe: Bool
        init(safe: Bool) {
            self.safe = safe
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let title = UILabel()
            title.text = "タイトル"
            title.font = .preferredFont(forTextStyle: .title1)
            title.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(title)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: safe ? view.safeAreaLayoutGuide.topAnchor : view.topAnchor),
                title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            ])
        }
    }

    @Test("Text under the sensor housing is outside the safe area; pinned to the safe area it is not")
    func safeArea() throws {
        let outside = try Self.screenFindings { PinnedController(safe: false) }
        let found = outside.filter { $0.check == .outsideSafeArea }
        #expect(found.count == 1, "\(outside)")
        #expect(found.first?.message.contains("at the top") == true)
        #expect(found.first?.region.minY == 0)
        let inside = try Self.screenFindings { PinnedController(safe: true) }
        #expect(!inside.contains { $0.check == .outsideSafeArea }, "\(inside)")
    }

    @Test("A view wider than the screen is found; one as wide as the screen is not")
    func width() throws {
        final class Wide: UIViewController {
            let width: CGFloat
            init(width: CGFloat) { self.width = width; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                let banner = UIView(frame: CGRect(x: 0, y: 100, width: width, height: 60))
                banner.backgroundColor = .systemBlue
                view.addSubview(banner)
            }
        }
        let wide = try Self.screenFindings { Wide(width: 500) }
        #expect(wide.filter { $0.check == .widerThanScreen }.count == 1, "\(wide)")
        #expect(wide.first { $0.check == .widerThanScreen }?.message.contains("to 500 on a screen 390 points wide") == true)
        let fits = try Self.screenFindings { Wide(width: 390) }
        #expect(!fits.contains { $0.check == .widerThanScreen }, "\(fits)")
    }

    static func button(_ title: String, frame: CGRect, background: UIColor?, insets: UIEdgeInsets = .zero) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = frame
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.backgroundColor = background
        button.contentEdgeInsets = insets
        return button
    }

    @Test("A title pushed off the button's centre is found; a centred one is not")
    func offCentre() throws {
        let blue = UIColor(red: 0.04, green: 0.37, blue: 0.85, alpha: 1)
        let low = try Self.findings(CGSize(width: 200, height: 60)) {
            Self.container(CGSize(width: 200, height: 60), [Self.button("Book", frame: CGRect(x: 0, y: 0, width: 200, height: 60), background: blue,
                                                                        insets: UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))])
        }
        let found = low.filter { $0.check == .offCentreText }
        #expect(found.count == 1, "\(low)")
        #expect(found.first?.message.contains("below the button's centre") == true)
        let centred = try Self.findings(CGSize(width: 200, height: 60)) {
            Self.container(CGSize(width: 200, height: 60), [Self.button("Book", frame: CGRect(x: 0, y: 0, width: 200, height: 60), background: blue)])
        }
        #expect(centred.isEmpty, "\(centred)")
    }

    @Test("Text under WCAG's 4.5:1 is found, large text from 3:1; black text and large grey text pass")
    func textContrast() throws {
        let grey = UIColor(white: 0.6, alpha: 1)  // #999999 on white: 2.85:1
        let faint = try Self.findings(CGSize(width: 200, height: 30)) {
            Self.container(CGSize(width: 200, height: 30), [Self.label("Faint", color: grey, frame: CGRect(x: 0, y: 0, width: 200, height: 30))])
        }
        let found = faint.filter { $0.check == .textContrast }
        #expect(found.count == 1, "\(faint)")
        #expect(found.first?.message.contains("#999999 on #FFFFFF: contrast 2.85:1, under the 4.5:1") == true, "\(found)")
        let black = try Self.findings(CGSize(width: 200, height: 30)) {
            Self.container(CGSize(width: 200, height: 30), [Self.label("Black", frame: CGRect(x: 0, y: 0, width: 200, height: 30))])
        }
        #expect(black.isEmpty, "\(black)")
        // #888888 is 3.54:1: too little for body text, enough for large text (24 points).
        let large = try Self.findings(CGSize(width: 300, height: 60)) {
            Self.container(CGSize(width: 300, height: 60), [Self.label("Large", font: UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 30)),
                                                                       color: UIColor(white: 0x88 / 255, alpha: 1), frame: CGRect(x: 0, y: 0, width: 300, height: 60))])
        }
        #expect(!large.contains { $0.check == .textContrast }, "\(large)")
    }

    @Test("A pale filled button on white is under 3:1; a blue one passes; a disabled one is exempt")
    func controlContrast() throws {
        let pale = try Self.findings(CGSize(width: 240, height: 80)) {
            let button = Self.button("Book", frame: CGRect(x: 20, y: 16, width: 200, height: 48), background: UIColor(white: 0.9, alpha: 1))
            button.setTitleColor(.black, for: .normal)
            return Self.container(CGSize(width: 240, height: 80), [button])
        }
        #expect(pale.filter { $0.check == .controlContrast }.count == 1, "\(pale)")
        let blue = try Self.findings(CGSize(width: 240, height: 80)) {
            Self.container(CGSize(width: 240, height: 80), [Self.button("Book", frame: CGRect(x: 20, y: 16, width: 200, height: 48),
                                                                        background: UIColor(red: 0.04, green: 0.37, blue: 0.85, alpha: 1))])
        }
        #expect(blue.isEmpty, "\(blue)")
        let disabled = try Self.findings(CGSize(width: 240, height: 80)) {
            let button = Self.button("Book", frame: CGRect(x: 20, y: 16, width: 200, height: 48), background: UIColor(white: 0.9, alpha: 1))
            button.isEnabled = false
            return Self.container(CGSize(width: 240, height: 80), [button])
        }
        #expect(!disabled.contains { $0.check == .controlContrast || $0.check == .textContrast }, "\(disabled)")
    }

    @Test("A 30-point button is a small tap target; 44 points and a switch are not")
    func tapTargets() throws {
        let blue = UIColor(red: 0.04, green: 0.37, blue: 0.85, alpha: 1)
        let small = try Self.findings(CGSize(width: 100, height: 60)) {
            Self.container(CGSize(width: 100, height: 60), [Self.button("×", frame: CGRect(x: 10, y: 10, width: 30, height: 30), background: blue)])
        }
        let found = small.filter { $0.check == .smallTapTarget }
        #expect(found.count == 1, "\(small)")
        #expect(found.first?.message.hasPrefix("30 × 30 points") == true)
        let enough = try Self.findings(CGSize(width: 100, height: 60)) {
            let toggle = UISwitch()
            toggle.frame.origin = CGPoint(x: 48, y: 10)
            return Self.container(CGSize(width: 100, height: 60), [Self.button("×", frame: CGRect(x: 0, y: 8, width: 44, height: 44), background: blue), toggle])
        }
        #expect(!enough.contains { $0.check == .smallTapTarget }, "\(enough)")
    }

    @Test("A fixed 17-point font ignores Dynamic Type; a text style or UIFontMetrics follows it")
    func dynamicType() throws {
        let fixed = try Self.findings(CGSize(width: 200, height: 30)) {
            Self.container(CGSize(width: 200, height: 30), [Self.label("Fixed", font: .systemFont(ofSize: 17), frame: CGRect(x: 0, y: 0, width: 200, height: 30))])
        }
        #expect(fixed.map(\.check) == [.fixedTextSize], "\(fixed)")
        let scaled = try Self.findings(CGSize(width: 200, height: 60)) {
            Self.container(CGSize(width: 200, height: 60), [
                Self.label("Style", font: .preferredFont(forTextStyle: .body), frame: CGRect(x: 0, y: 0, width: 200, height: 30)),
                Self.label("Metrics", font: UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17)), frame: CGRect(x: 0, y: 30, width: 200, height: 30)),
            ])
        }
        #expect(scaled.isEmpty, "\(scaled)")
    }

    @Test("Untagged Japanese in a Chinese environment takes a Chinese font's forms and is found; in a Japanese one it is not")
    func japaneseForms() throws {
        let chinese = try Self.findings(CGSize(width: 200, height: 30), language: "zh-Hans") {
            Self.container(CGSize(width: 200, height: 30), [Self.label("日本橋のお店", frame: CGRect(x: 0, y: 0, width: 200, height: 30))])
        }
        let found = chinese.filter { $0.check == .nonJapaneseFont }
        #expect(found.count == 1, "\(chinese)")
        #expect(found.first?.message.contains("Noto Sans CJK SC") == true, "\(found)")
        #expect(found.first?.severity == .error)
        let japanese = try Self.findings(CGSize(width: 200, height: 30)) {
            Self.container(CGSize(width: 200, height: 30), [Self.label("日本橋のお店", frame: CGRect(x: 0, y: 0, width: 200, height: 30))])
        }
        #expect(japanese.isEmpty, "\(japanese)")
    }

    @Test("A character no font has is a missing glyph; covered text is not")
    func missingGlyphs() throws {
        let missing = try Self.findings(CGSize(width: 200, height: 30)) {
            Self.container(CGSize(width: 200, height: 30), [Self.label("Logo \u{F8FF}", frame: CGRect(x: 0, y: 0, width: 200, height: 30))])
        }
        let found = missing.filter { $0.check == .missingGlyphs }
        #expect(found.count == 1, "\(missing)")
        #expect(found.first?.message.contains("U+F8FF") == true)
        let covered = try Self.findings(CGSize(width: 200, height: 30)) {
            Self.container(CGSize(width: 200, height: 30), [Self.label("Logo 日本語", frame: CGRect(x: 0, y: 0, width: 200, height: 30))])
        }
        #expect(covered.isEmpty, "\(covered)")
    }
}
