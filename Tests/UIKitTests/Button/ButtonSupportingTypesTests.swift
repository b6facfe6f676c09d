import Foundation
import Testing
import UIKit

/// The types buttons bring along: UIImageView, UIBackgroundConfiguration, the color
/// transformers and UIKit's attributes on AttributedString.
@MainActor
@Suite("Button supporting types")
struct ButtonSupportingTypesTests {
    func square(_ side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    @Test("UIImageView's intrinsic size is its image's; without one it has none")
    func imageViewIntrinsicSize() {
        let view = UIImageView(image: square(24))
        #expect(view.intrinsicContentSize == CGSize(width: 24, height: 24))
        #expect(view.frame.size == CGSize(width: 24, height: 24))
        view.image = nil
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(!view.isUserInteractionEnabled)
    }

    @Test("UIImageView shows the highlighted image while highlighted")
    func imageViewHighlight() {
        let view = UIImageView(image: square(10), highlightedImage: square(20))
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test("UIImageView draws a template image in its tint color")
    func imageViewTint() {
        let view = UIImageView(image: square(20).withRenderingMode(.alwaysTemplate))
        view.tintColor = .systemRed
        let image = ButtonTestSupport.render(view)
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(image, 10, 10), (255, 59, 48)))
    }

    @Test("A background configuration's colors fall back to the tint and go through their transformers")
    func backgroundConfiguration() {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = nil
        #expect(ButtonTestSupport.components(background.resolvedBackgroundColor(for: .systemPink)) == ButtonTestSupport.components(UIColor.systemPink))
        background.backgroundColor = .red
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(ButtonTestSupport.components(background.resolvedBackgroundColor(for: .blue)).alpha == 128)
        #expect(ButtonTestSupport.components(UIConfigurationColorTransformer.grayscale(.red)).red
            == ButtonTestSupport.components(UIConfigurationColorTransformer.grayscale(.red)).blue)
    }

    @Test("AttributeContainer takes UIKit's font and foregroundColor, and converts to NSAttributedString keys")
    func attributeScope() {
        var container = AttributeContainer()
        container.font = UIFont.boldSystemFont(ofSize: 20)
        container.foregroundColor = UIColor.red
        container.kern = 2
        let string = AttributedString("Hi", attributes: container)
        let bridged = NSAttributedString(string)
        #expect((bridged.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        #expect(bridged.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.red)
        #expect(bridged.attribute(.kern, at: 0, effectiveRange: nil) as? CGFloat == 2)
        #expect(AttributedString(bridged).runs.first?.font?.pointSize == 20)
    }

    @Test("A configured button whose title wraps grows taller at the width the layout gives it")
    func wrappingTitle() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 400))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "A rather long title that has to wrap onto more lines"
        let button = UIButton(configuration: configuration)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     button.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     button.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(button.frame.width == 160)
        #expect(label.frame.height > label.font.lineHeight * 2)
        #expect(abs(button.frame.height - (label.frame.height + CGFloat(14))) < 0.01)
    }
}
