import Testing
import UIKit

/// UIImageView as iOS gives it: sized by its image, the image placed by content mode,
/// templates and symbols in the tint, asset images in the variant for the view's traits.
@MainActor
@Suite("UIImageView shows images as on iOS")
struct ImageViewTests {
    typealias Support = ImageTestSupport

    @Test("init(image:) sizes the view to the image; the intrinsic size is the image's, none without one")
    func sizing() {
        let image = Support.solid(.red, size: CGSize(width: 24, height: 16))
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 24, height: 16))
        #expect(view.intrinsicContentSize == CGSize(width: 24, height: 16))
        #expect(view.image === image)

        let empty = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        empty.image = image
        #expect(empty.frame.size == CGSize(width: 50, height: 50), "setting the image does not resize the view")
        #expect(empty.intrinsicContentSize == CGSize(width: 24, height: 16))
    }

    @Test("Defaults: no touches, no clipping, scale to fill, not highlighted or animating")
    func defaults() {
        let view = UIImageView(image: nil)
        #expect(view.isUserInteractionEnabled == false)
        #expect(view.clipsToBounds == false)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.isHighlighted == false)
        #expect(view.isAnimating == false)
        #expect(view.frame == .zero)
    }

    @Test("Auto Layout sizes an unconstrained image view to its image")
    func autoLayoutUsesImageSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIImageView(image: Support.solid(.blue, size: CGSize(width: 30, height: 20)))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                                     view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 20))
    }

    /// Where a 10 × 10 red image lands in a 40 × 20 view for each content mode: the pixel
    /// rows and columns that are red.
    @Test("Every content mode places the image where UIKit does", arguments: [
        (UIView.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 40, height: 20)),
        (.scaleAspectFit, CGRect(x: 10, y: 0, width: 20, height: 20)),
        (.scaleAspectFill, CGRect(x: 0, y: -10, width: 40, height: 40)),
        (.redraw, CGRect(x: 0, y: 0, width: 40, height: 20)),
        (.center, CGRect(x: 15, y: 5, width: 10, height: 10)),
        (.top, CGRect(x: 15, y: 0, width: 10, height: 10)),
        (.bottom, CGRect(x: 15, y: 10, width: 10, height: 10)),
        (.left, CGRect(x: 0, y: 5, width: 10, height: 10)),
        (.right, CGRect(x: 30, y: 5, width: 10, height: 10)),
        (.topLeft, CGRect(x: 0, y: 0, width: 10, height: 10)),
        (.topRight, CGRect(x: 30, y: 0, width: 10, height: 10)),
        (.bottomLeft, CGRect(x: 0, y: 10, width: 10, height: 10)),
        (.bottomRight, CGRect(x: 30, y: 10, width: 10, height: 10)),
    ])
    func contentModes(mode: UIView.ContentMode, expected: CGRect) {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.image = Support.solid(.red, size: CGSize(width: 10, height: 10))
        view.contentMode = mode
        let rendered = Support.render(view)
        let visible = expected.intersection(view.bounds)
        for y in 0..<20 {
            for x in 0..<40 {
                let inside = visible.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                let red = Support.pixel(rendered, x, y, is: (255, 0, 0, 255))
                let clear = Support.pixel(rendered, x, y).alpha == 0
                #expect(inside ? red : clear, "\(mode) at (\(x), \(y)): \(Support.pixel(rendered, x, y))")
                if inside ? !red : !clear { return }
            }
        }
    }

    @Test("A template image is drawn in the view's tint color, and follows it when it changes")
    func templateTint() {
        let template = Support.solid(.black, size: CGSize(width: 8, height: 8)).withRenderingMode(.alwaysTemplate)
        let view = UIImageView(image: template)
        view.tintColor = .red
        #expect(Support.pixel(Support.render(view), 4, 4, is: (255, 0, 0, 255)))
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(Support.pixel(Support.render(view), 4, 4, is: (0, 0, 255, 255)))

        let original = UIImageView(image: Support.solid(.black, size: CGSize(width: 8, height: 8)))
        original.tintColor = .red
        #expect(Support.pixel(Support.render(original), 4, 4, is: (0, 0, 0, 255)), "an image drawn as itself ignores the tint")
    }

    @Test("The tint comes from the superview when the image view has none")
    func inheritedTint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        root.tintColor = .green
        let view = UIImageView(image: Support.solid(.black, size: CGSize(width: 8, height: 8)).withRenderingMode(.alwaysTemplate))
        root.addSubview(view)
        #expect(Support.pixel(Support.render(root), 4, 4, is: (0, 255, 0, 255)))
    }

    @Test("A highlighted image view shows its highlighted image")
    func highlighted() {
        let view = UIImageView(image: Support.solid(.red, size: CGSize(width: 4, height: 4)),
                               highlightedImage: Support.solid(.blue, size: CGSize(width: 6, height: 6)))
        #expect(Support.pixel(Support.render(view), 1, 1, is: (255, 0, 0, 255)))
        view.isHighlighted = true
        #expect(Support.pixel(Support.render(view), 1, 1, is: (0, 0, 255, 255)))
        #expect(view.intrinsicContentSize == CGSize(width: 6, height: 6))
    }

    @Test("Animation frames are kept; an animating view shows the first frame, a stopped one its image")
    func animationImages() {
        let frames = [Support.solid(.green, size: CGSize(width: 4, height: 4)), Support.solid(.blue, size: CGSize(width: 4, height: 4))]
        let view = UIImageView(image: Support.solid(.red, size: CGSize(width: 4, height: 4)))
        view.animationImages = frames
        view.animationDuration = 0.5
        #expect(view.animationImages?.count == 2)
        #expect(Support.pixel(Support.render(view), 1, 1, is: (255, 0, 0, 255)))
        view.startAnimating()
        #expect(view.isAnimating)
        #expect(Support.pixel(Support.render(view), 1, 1, is: (0, 255, 0, 255)))
        view.stopAnimating()
        #expect(Support.pixel(Support.render(view), 1, 1, is: (255, 0, 0, 255)))
    }

    @Test("An animated image shows its first frame and keeps every frame")
    func animatedImage() throws {
        let frames = [ImageTestSupport.solid(.blue, size: CGSize(width: 5, height: 5)), ImageTestSupport.solid(.red, size: CGSize(width: 5, height: 5))]
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 1))
        #expect(animated.images?.count == 2)
        #expect(animated.duration == 1)
        let view = UIImageView(image: animated)
        #expect(view.intrinsicContentSize == CGSize(width: 5, height: 5))
        #expect(Support.pixel(Support.render(view), 2, 2, is: (0, 0, 255, 255)))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }

    @Test("The alignment insets are the image's")
    func alignmentInsets() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let view = UIImageView(image: Support.solid(.red, size: CGSize(width: 10, height: 10)).withAlignmentRectInsets(insets))
        #expect(view.alignmentRectInsets == insets)
        #expect(UIImageView(image: nil).alignmentRectInsets == .zero)
    }

    @Test("An asset image shows its dark variant in a dark window, and its light one again in light")
    func darkVariantFollowsTraits() throws {
        let image = try #require(UIImage(named: "Badge", in: Support.bundle, compatibleWith: Support.traits(scale: 2)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.traitOverrides.displayScale = 2
        let view = UIImageView(image: image)
        window.addSubview(view)
        #expect(Support.pixel(Support.render(window, scale: 2), 4, 4, is: (0, 255, 0, 255)), "light 2x: green")
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(Support.pixel(Support.render(window, scale: 2), 4, 4, is: (255, 255, 0, 255)), "dark 2x: yellow")
        #expect(view.image === image, "the image property keeps the image that was set")
        window.traitOverrides.userInterfaceStyle = .light
        #expect(Support.pixel(Support.render(window, scale: 2), 4, 4, is: (0, 255, 0, 255)))
    }

    @Test("A symbol image is a template: its placeholder is drawn in the tint, and the render names the symbol")
    func symbolInTint() throws {
        let symbol = try #require(UIImage(systemName: "star.fill"))
        let view = UIImageView(image: symbol)
        view.tintColor = .red
        let diagnostics = RenderDiagnostics()
        let rendered = diagnostics.collect { Support.render(view, scale: 2) }
        let issues = diagnostics.issues
        #expect(issues.contains { $0.contains("'star.fill'") }, "\(issues)")
        var redPixels = 0
        for y in 0..<Int(view.bounds.height * 2) {
            for x in 0..<Int(view.bounds.width * 2) where Support.pixel(rendered, x, y, is: (255, 0, 0, 255), tolerance: 8) { redPixels += 1 }
        }
        #expect(redPixels > 20, "the placeholder is drawn in the tint")
    }

    @Test("preferredSymbolConfiguration sizes a symbol; the image's own configuration wins")
    func preferredSymbolConfiguration() throws {
        let view = UIImageView(image: try #require(UIImage(systemName: "heart")))
        let natural = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        let larger = view.intrinsicContentSize
        #expect(larger.height > natural.height)
        #expect(larger == UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))?.size)

        let configured = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12)))
        view.image = configured
        #expect(view.intrinsicContentSize == configured.size, "the image's point size is more specific than the view's")
    }
}
