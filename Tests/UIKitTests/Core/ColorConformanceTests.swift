import Testing
import UIKit

/// UIColor as iOS 17 defines it: sRGB components, the system and semantic colours' published
/// light and dark values (Apple's Human Interface Guidelines, "Color"), dynamic providers,
/// and dynamic colours drawn with the traits of the view that shows them.
@MainActor
@Suite("UIColor conformance")
struct ColorConformanceTests {
    // MARK: Components

    @Test("getRed(_:green:blue:alpha:) returns the sRGB components a colour was made with")
    func getRedComponents() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-6 && abs(g - 0.4) < 1e-6 && abs(b - 0.6) < 1e-6 && abs(a - 0.8) < 1e-6)
    }

    @Test("UIColor(white:alpha:) reads back as an equal red, green and blue")
    func whiteColor() {
        let gray = CoreComponents(UIColor(white: 0.5, alpha: 0.25))
        #expect(gray.is(127.5, 127.5, 127.5, alpha: 0.25), "\(gray)")
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.5, alpha: 0.25).getWhite(&white, alpha: &alpha))
        #expect(abs(white - 0.5) < 1e-6)
        #expect(abs(alpha - 0.25) < 1e-6)
    }

    @Test("The fixed colours' components (black, white, gray, clear, red, orange, purple, brown)")
    func fixedColors() {
        #expect(CoreComponents(.black).is(0, 0, 0))
        #expect(CoreComponents(.white).is(255, 255, 255))
        #expect(CoreComponents(.gray).is(127.5, 127.5, 127.5))
        #expect(CoreComponents(.darkGray).is(85, 85, 85))
        #expect(CoreComponents(.lightGray).is(170, 170, 170))
        #expect(CoreComponents(.clear).is(0, 0, 0, alpha: 0))
        #expect(CoreComponents(.red).is(255, 0, 0))
        #expect(CoreComponents(.orange).is(255, 127.5, 0))
        #expect(CoreComponents(.purple).is(127.5, 0, 127.5))
        #expect(CoreComponents(.brown).is(153, 102, 51))
    }

    @Test("Hue, saturation and brightness convert to and from RGB")
    func hueSaturationBrightness() {
        #expect(CoreComponents(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)).is(255, 0, 0))
        #expect(CoreComponents(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)).is(0, 0, 255))
        #expect(CoreComponents(UIColor(hue: 0, saturation: 0, brightness: 0.5, alpha: 1)).is(127.5, 127.5, 127.5))
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.green.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 1.0 / 3.0) < 1e-6 && s == 1 && v == 1 && a == 1)
    }

    // MARK: System colours

    /// The light and dark values iOS 17 gives the system colours (HIG, "Specifications").
    nonisolated static let systemColors: [(String, UIColor, light: (CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat))] = [
        ("systemBlue", .systemBlue, (0, 122, 255), (10, 132, 255)),
        ("systemRed", .systemRed, (255, 59, 48), (255, 69, 58)),
        ("systemGreen", .systemGreen, (52, 199, 89), (48, 209, 88)),
        ("systemOrange", .systemOrange, (255, 149, 0), (255, 159, 10)),
        ("systemYellow", .systemYellow, (255, 204, 0), (255, 214, 10)),
        ("systemPink", .systemPink, (255, 45, 85), (255, 55, 95)),
        ("systemPurple", .systemPurple, (175, 82, 222), (191, 90, 242)),
        ("systemIndigo", .systemIndigo, (88, 86, 214), (94, 92, 230)),
        ("systemTeal", .systemTeal, (48, 176, 199), (64, 200, 224)),
        ("systemGray", .systemGray, (142, 142, 147), (142, 142, 147)),
        ("systemGray6", .systemGray6, (242, 242, 247), (28, 28, 30)),
        ("groupTableViewBackground", .groupTableViewBackground, (242, 242, 247), (0, 0, 0)),
    ]

    @Test("System colours resolve to iOS 17's light and dark values", arguments: 0..<systemColors.count)
    func systemColorValues(index: Int) {
        let (name, color, light, dark) = Self.systemColors[index]
        let inLight = CoreComponents(color.resolvedColor(with: styleTraits(.light)))
        let inDark = CoreComponents(color.resolvedColor(with: styleTraits(.dark)))
        #expect(inLight.is(light.0, light.1, light.2), "\(name) light: \(inLight)")
        #expect(inDark.is(dark.0, dark.1, dark.2), "\(name) dark: \(inDark)")
    }

    @Test("Semantic label colours: label is black / white, secondaryLabel is 60,60,67 / 235,235,245 at 60 %")
    func labelColors() {
        #expect(CoreComponents(UIColor.label.resolvedColor(with: styleTraits(.light))).is(0, 0, 0))
        #expect(CoreComponents(UIColor.label.resolvedColor(with: styleTraits(.dark))).is(255, 255, 255))
        let secondaryLight = CoreComponents(UIColor.secondaryLabel.resolvedColor(with: styleTraits(.light)))
        let secondaryDark = CoreComponents(UIColor.secondaryLabel.resolvedColor(with: styleTraits(.dark)))
        #expect(secondaryLight.is(60, 60, 67, alpha: 0.6), "\(secondaryLight)")
        #expect(secondaryDark.is(235, 235, 245, alpha: 0.6), "\(secondaryDark)")
        #expect(CoreComponents(UIColor.tertiaryLabel.resolvedColor(with: styleTraits(.light))).is(60, 60, 67, alpha: 0.3))
    }

    @Test("Background colours: white / black, 242,242,247 / 28,28,30; elevated dark backgrounds are lighter")
    func backgroundColors() {
        #expect(CoreComponents(UIColor.systemBackground.resolvedColor(with: styleTraits(.light))).is(255, 255, 255))
        #expect(CoreComponents(UIColor.systemBackground.resolvedColor(with: styleTraits(.dark))).is(0, 0, 0))
        #expect(CoreComponents(UIColor.secondarySystemBackground.resolvedColor(with: styleTraits(.light))).is(242, 242, 247))
        #expect(CoreComponents(UIColor.secondarySystemBackground.resolvedColor(with: styleTraits(.dark))).is(28, 28, 30))
        let elevated = UITraitCollection(traitsFrom: [styleTraits(.dark), UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(CoreComponents(UIColor.systemBackground.resolvedColor(with: elevated)).is(28, 28, 30))
        #expect(CoreComponents(UIColor.secondarySystemBackground.resolvedColor(with: elevated)).is(44, 44, 46))
        #expect(CoreComponents(UIColor.systemGroupedBackground.resolvedColor(with: styleTraits(.light))).is(242, 242, 247))
    }

    @Test("An unspecified appearance resolves as light")
    func unspecifiedIsLight() {
        #expect(CoreComponents(UIColor.systemBlue.resolvedColor(with: UITraitCollection())).is(0, 122, 255))
        #expect(CoreComponents(UIColor.label.resolvedColor(with: UITraitCollection())).is(0, 0, 0))
    }

    @Test("getRed on a dynamic colour resolves it with UITraitCollection.current")
    func getRedUsesCurrentTraits() {
        #expect(CoreComponents(.systemBlue).is(0, 122, 255))
        styleTraits(.dark).performAsCurrent {
            #expect(CoreComponents(.systemBlue).is(10, 132, 255))
            #expect(CoreComponents(.systemBackground).is(0, 0, 0))
        }
        #expect(CoreComponents(.systemBackground).is(255, 255, 255))
    }

    @Test("A system colour equals itself (code compares backgroundColor with .systemBackground)")
    func systemColorEquality() {
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBackground.isEqual(UIColor.systemBackground))
        #expect(UIColor.systemBlue != UIColor.systemRed)
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let view = UIView()
        view.backgroundColor = .secondarySystemBackground
        #expect(view.backgroundColor == .secondarySystemBackground)
    }

    // MARK: Dynamic providers

    @Test("UIColor { traits in … } is asked with the traits it is resolved with")
    func dynamicProvider() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        #expect(CoreComponents(color.resolvedColor(with: styleTraits(.dark))).is(255, 0, 0))
        #expect(CoreComponents(color.resolvedColor(with: styleTraits(.light))).is(0, 0, 255))
        let bySize = UIColor { traits in traits.preferredContentSizeCategory.isAccessibilityCategory ? .black : .white }
        #expect(CoreComponents(bySize.resolvedColor(with: sizeTraits(.accessibilityLarge))).is(0, 0, 0))
        #expect(CoreComponents(bySize.resolvedColor(with: sizeTraits(.large))).is(255, 255, 255))
    }

    @Test("A provider may return another dynamic colour; it is resolved all the way")
    func nestedDynamicColor() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemRed : .systemGreen }
        #expect(CoreComponents(color.resolvedColor(with: styleTraits(.dark))).is(255, 69, 58))
        #expect(CoreComponents(color.resolvedColor(with: styleTraits(.light))).is(52, 199, 89))
    }

    @Test("resolvedColor(with:) of a fixed colour is the colour")
    func fixedResolvesToItself() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(color.resolvedColor(with: styleTraits(.dark)) == color)
    }

    // MARK: Alpha and CGColor

    @Test("withAlphaComponent replaces the alpha and keeps the components")
    func withAlpha() {
        let faded = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).withAlphaComponent(0.3)
        #expect(CoreComponents(faded).is(255, 127.5, 0, alpha: 0.3))
        #expect(CoreComponents(UIColor.white.withAlphaComponent(0.5)).is(255, 255, 255, alpha: 0.5))
    }

    @Test("withAlphaComponent on a dynamic colour stays dynamic")
    func withAlphaDynamic() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(CoreComponents(faded.resolvedColor(with: styleTraits(.light))).is(0, 122, 255, alpha: 0.5))
        #expect(CoreComponents(faded.resolvedColor(with: styleTraits(.dark))).is(10, 132, 255, alpha: 0.5))
        let secondary = UIColor.secondaryLabel.withAlphaComponent(1)
        #expect(CoreComponents(secondary.resolvedColor(with: styleTraits(.dark))).is(235, 235, 245, alpha: 1))
    }

    @Test("cgColor carries the components (RGB colours have four, white colours two)")
    func cgColor() {
        let red = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75).cgColor
        #expect(red.numberOfComponents == 4)
        #expect(red.components == [1, 0.5, 0.25, 0.75])
        #expect(red.alpha == 0.75)
        // UIColor(white:alpha:) and the gray colours are in a gray colour space on iOS:
        // their CGColor has a white and an alpha component.
        let gray = UIColor(white: 0.5, alpha: 1).cgColor
        #expect(gray.numberOfComponents == 2)
        #expect(gray.components == [0.5, 1])
        #expect(UIColor.black.cgColor.components == [0, 1])
        #expect(UIColor.white.cgColor.components == [1, 1])
        #expect(UIColor(white: 0.25, alpha: 0.5).withAlphaComponent(1).cgColor.components == [0.25, 1])
    }

    @Test("cgColor of a dynamic colour is resolved with the current traits")
    func cgColorDynamic() {
        #expect(UIColor.systemBackground.cgColor.components == [1, 1, 1, 1])
        styleTraits(.dark).performAsCurrent {
            #expect(UIColor.systemBackground.cgColor.components == [0, 0, 0, 1])
            let blue = UIColor.systemBlue.cgColor.components ?? []
            #expect(blue.count == 4 && abs(blue[0] * 255 - 10) < 0.5 && abs(blue[1] * 255 - 132) < 0.5 && blue[2] == 1)
        }
    }

    @Test("UIColor(cgColor:) reads the CGColor's components")
    func fromCGColor() {
        let color = UIColor(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(CoreComponents(color).is(51, 102, 153))
    }

    // MARK: Drawing

    @Test("A view's dynamic backgroundColor is drawn with its window's appearance")
    func backgroundInDarkAndLightWindow() {
        func render(_ style: UIUserInterfaceStyle) -> UIImage {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.overrideUserInterfaceStyle = style
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            view.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
            window.addSubview(view)
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            card.backgroundColor = .systemBackground
            window.addSubview(card)
            return CoreRender.image(of: window)
        }
        let dark = render(.dark), light = render(.light)
        #expect(CoreRender.pixel(dark, 20, 20).isOpaque(255, 0, 0), "\(CoreRender.pixel(dark, 20, 20))")
        #expect(CoreRender.pixel(light, 20, 20).isOpaque(0, 0, 255), "\(CoreRender.pixel(light, 20, 20))")
        #expect(CoreRender.pixel(dark, 5, 5).isOpaque(0, 0, 0))
        #expect(CoreRender.pixel(light, 5, 5).isOpaque(255, 255, 255))
    }

    @Test("Changing the window's appearance redraws a dynamic background in the new colour")
    func backgroundFollowsStyleChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.overrideUserInterfaceStyle = .light
        let view = UIView(frame: window.bounds)
        view.backgroundColor = .secondarySystemBackground
        window.addSubview(view)
        #expect(CoreRender.pixel(CoreRender.image(of: window), 10, 10).isOpaque(242, 242, 247))
        window.overrideUserInterfaceStyle = .dark
        #expect(CoreRender.pixel(CoreRender.image(of: window), 10, 10).isOpaque(28, 28, 30))
    }

    @Test("Inside draw(_:), UITraitCollection.current is the view's, so setFill() resolves dynamic colours")
    func drawResolvesWithViewTraits() {
        final class Swatch: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.label.setFill()
                UIRectFill(bounds)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.overrideUserInterfaceStyle = .dark
        let swatch = Swatch(frame: window.bounds)
        window.addSubview(swatch)
        #expect(CoreRender.pixel(CoreRender.image(of: window), 10, 10).isOpaque(255, 255, 255))
        window.overrideUserInterfaceStyle = .light
        #expect(CoreRender.pixel(CoreRender.image(of: window), 10, 10).isOpaque(0, 0, 0))
    }

    @Test("A semi-transparent colour is composited over what is below it")
    func alphaComposited() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.backgroundColor = .white
        let overlay = UIView(frame: host.bounds)
        overlay.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        host.addSubview(overlay)
        let p = CoreRender.pixel(CoreRender.image(of: host), 5, 5)
        #expect(p.isOpaque(128, 128, 128, tolerance: 2), "\(p)")
    }
}
