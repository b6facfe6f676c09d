import Foundation
import Testing
import UIKit

/// Buttons with a `UIButton.Configuration` (iOS 15+): defaults, metrics, the styles' colors
/// per state and appearance, the update handler and text attribute transformers.
@MainActor
@Suite("UIButton.Configuration")
struct ConfigurationButtonTests {
    @Test("Defaults: medium size, dynamic corners, leading image, no image padding, 1-point title padding")
    func defaults() {
        let configuration = UIButton.Configuration.filled()
        #expect(configuration.buttonSize == .medium)
        #expect(configuration.cornerStyle == .dynamic)
        #expect(configuration.imagePlacement == .leading)
        #expect(configuration.imagePadding == 0)
        #expect(configuration.titlePadding == 1)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(configuration.background.cornerRadius == 5.95)
        #expect(UIButton.Configuration.plain().automaticallyUpdateForSelection)
        #expect(!UIButton.Configuration.filled().automaticallyUpdateForSelection)
    }

    @Test("Custom content insets stick until setDefaultContentInsets()")
    func contentInsets() {
        var configuration = UIButton.Configuration.gray()
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets != NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("title and attributedTitle are one value")
    func titleMirrorsAttributedTitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Hello"
        #expect(configuration.attributedTitle == AttributedString("Hello"))
        configuration.attributedTitle = AttributedString("Bye")
        #expect(configuration.title == "Bye")
    }

    @Test("A medium button is its title (body font) plus 7 points above and below and 12 at the sides")
    func intrinsicSize() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(label.font.pointSize == 17)
        let title = label.intrinsicContentSize
        #expect(ButtonTestSupport.same(button.intrinsicContentSize, CGSize(width: title.width + CGFloat(24), height: title.height + CGFloat(14))))
    }

    @Test("Small buttons use the subheadline font (15 points)")
    func smallFont() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Small"
        configuration.buttonSize = .small
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        #expect(try #require(button.titleLabel).font.pointSize == 15)
    }

    @Test("The image and title sit side by side with imagePadding between them")
    func imagePadding() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Star"
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        button.sizeToFit()
        button.layoutIfNeeded()
        let image = try #require(button.imageView).frame
        let title = try #require(button.titleLabel).frame
        #expect(title.minX == image.maxX + CGFloat(8))
        #expect(image.minX == 12)
    }

    @Test("Filled: the tint behind a white title, in light and dark")
    func filledColors() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        let light = ButtonTestSupport.render(button)
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(light, 4, 20), (0, 122, 255)))
        let dark = ButtonTestSupport.render(button, background: .black, style: .dark)
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(dark, 4, 20), (10, 132, 255)))
        let updated = configuration.updated(for: button)
        #expect(updated.background.backgroundColor != nil)
    }

    @Test("Filled while highlighted: the fill at three quarters of its alpha (light)")
    func filledHighlighted() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.baseBackgroundColor = .red
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        button.isHighlighted = true
        let image = ButtonTestSupport.render(button)
        // Red at 75% over white: 255, 64, 64.
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(image, 4, 20), (255, 64, 64)))
    }

    @Test("Filled while disabled: secondary system fill at three quarters of its alpha, tertiary label text")
    func filledDisabled() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        button.isEnabled = false
        let image = ButtonTestSupport.render(button)
        // (120, 120, 128) at 0.16 × 0.75 = 0.12 over white.
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(image, 4, 20), (239, 239, 240)))
        #expect(ButtonTestSupport.components(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
            == ButtonTestSupport.components(UIColor.tertiaryLabel))
    }

    @Test("Gray: secondary system fill behind a tint-colored title")
    func grayColors() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        let image = ButtonTestSupport.render(button)
        // (120, 120, 128) at 0.16 over white.
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(image, 4, 20), (235, 235, 236)))
        #expect(ButtonTestSupport.components(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
            == ButtonTestSupport.components(UIColor.systemBlue))
    }

    @Test("Plain: no fill; selected, it takes the tinted look")
    func plainSelection() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(ButtonTestSupport.render(button), 4, 20), (255, 255, 255)))
        button.isSelected = true
        let selected = ButtonTestSupport.pixel(ButtonTestSupport.render(button), 4, 20)
        #expect(selected.blue == 255 && selected.red < 250, "\(selected)")
    }

    @Test("Capsule corners: the corner pixel is outside the fill")
    func capsule() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Capsule"
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        let image = ButtonTestSupport.render(button)
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(image, 2, 2), (255, 255, 255)))
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(image, 60, 2), (0, 122, 255)))
    }

    @Test("configurationUpdateHandler runs before layout after a state change and after setNeedsUpdateConfiguration()")
    func updateHandler() {
        var runs = 0
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Off"
        let button = UIButton(configuration: configuration)
        button.configurationUpdateHandler = { button in
            runs += 1
            button.configuration?.title = button.isHighlighted ? "On" : "Off"
        }
        button.layoutIfNeeded()
        let initial = runs
        #expect(initial >= 1)
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(runs == initial + 1)
        #expect(button.titleLabel?.text == "On")
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(runs == initial + 2)
    }

    /// A subclass that updates its configuration itself.
    final class CountingButton: UIButton {
        var updates = 0
        override func updateConfiguration() {
            updates += 1
            configuration?.subtitle = isSelected ? "Selected" : nil
        }
    }

    @Test("updateConfiguration() overrides run on state changes")
    func updateConfigurationOverride() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Row"
        let button = CountingButton(configuration: configuration)
        button.layoutIfNeeded()
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(button.updates >= 2)
        #expect(button.subtitleLabel?.text == "Selected")
    }

    @Test("titleTextAttributesTransformer sets the title's font through AttributeContainer")
    func textTransformer() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Bold"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 24)
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        let text = try #require(button.titleLabel?.attributedText)
        let font = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font?.pointSize == 24)
    }

    @Test("An attributed title keeps its own foreground color over the style's")
    func attributedTitleColor() throws {
        var configuration = UIButton.Configuration.filled()
        var container = AttributeContainer()
        container.foregroundColor = UIColor.systemYellow
        configuration.attributedTitle = AttributedString("Yellow", attributes: container)
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        let text = try #require(button.titleLabel?.attributedText)
        #expect(ButtonTestSupport.components(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
            == ButtonTestSupport.components(UIColor.systemYellow))
    }

    @Test("A background color set on the configuration wins over the style's")
    func customBackground() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.background.backgroundColor = .systemGreen
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(ButtonTestSupport.render(button), 4, 20), (52, 199, 89)))
    }

    @Test("bordered styles are gray, tinted and filled on iOS")
    func borderedStyles() {
        #expect(UIButton.Configuration.bordered() == UIButton.Configuration.gray())
        #expect(UIButton.Configuration.borderedTinted() == UIButton.Configuration.tinted())
        #expect(UIButton.Configuration.borderedProminent() == UIButton.Configuration.filled())
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.filled())
    }

    @Test("A configured button in a stack view takes its intrinsic size")
    func inStackView() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Stacked"
        let button = UIButton(configuration: configuration)
        let stack = UIStackView(arrangedSubviews: [button])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.layoutIfNeeded()
        #expect(button.frame.width == button.intrinsicContentSize.width)
    }

    @Test("A button made under dark current traits draws the dark tint (as iOS resolves dynamic colors)")
    func darkCurrentTraits() {
        var button: UIButton?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Dark"
            let made = UIButton(configuration: configuration)
            made.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
            made.layoutIfNeeded()
            button = made
        }
        guard let button else { return }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: button.bounds.size, format: format).image { button.layer.render(in: $0.cgContext) }
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(image, 4, 20), (10, 132, 255)))
    }

    @Test("Tinted: the tint washed out behind a tint-colored title (15% in light)")
    func tintedColors() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        let pixel = ButtonTestSupport.pixel(ButtonTestSupport.render(button), 4, 20)
        // systemBlue (0, 122, 255) at 15% over white.
        #expect(ButtonTestSupport.close(pixel, (217, 235, 255)), "\(pixel)")
    }
}
