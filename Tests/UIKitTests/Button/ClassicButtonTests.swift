import Foundation
import Testing
import UIKit

/// Classic (pre-configuration) buttons as iOS 17 builds them: per-state values, the type's
/// default colors and font, intrinsic size and the deprecated insets.
@MainActor
@Suite("UIButton, classic API")
struct ClassicButtonTests {
    @Test("A state without its own title uses the normal one; selected + highlighted does not fall back to selected")
    func stateFallback() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        #expect(button.title(for: .highlighted) == "Normal")
        #expect(button.title(for: .selected) == "Selected")
        #expect(button.title(for: [.selected, .highlighted]) == "Normal")
        button.isSelected = true
        #expect(button.currentTitle == "Selected")
        button.isHighlighted = true
        #expect(button.currentTitle == "Normal")
    }

    @Test("An attributed title wins over the plain title")
    func attributedTitleWins() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.currentTitle == "Styled")
        #expect(button.title(for: .normal) == "Plain")
    }

    @Test("Custom buttons draw white titles; system buttons the tint, grayed while disabled")
    func defaultTitleColors() {
        let custom = UIButton(type: .custom)
        #expect(custom.currentTitleColor == UIColor.white)
        let system = UIButton(type: .system)
        #expect(ButtonTestSupport.components(system.currentTitleColor) == ButtonTestSupport.components(UIColor.systemBlue))
        system.tintColor = .systemRed
        #expect(ButtonTestSupport.components(system.currentTitleColor) == ButtonTestSupport.components(UIColor.systemRed))
        system.isEnabled = false
        let disabled = ButtonTestSupport.components(system.currentTitleColor)
        #expect(disabled.red == disabled.green && disabled.green == disabled.blue, "a gray of the tint")
        #expect(disabled.alpha < 255)
    }

    @Test("An explicit normal title color is used in states without their own")
    func explicitColorFallback() {
        let button = UIButton(type: .system)
        button.setTitleColor(.systemGreen, for: .normal)
        button.isEnabled = false
        #expect(ButtonTestSupport.components(button.currentTitleColor) == ButtonTestSupport.components(UIColor.systemGreen))
    }

    @Test("init(frame:) makes a custom button; init(type:) keeps the type")
    func types() {
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(type: .close).buttonType == .close)
        #expect(UIButton.ButtonType.close.rawValue == 7)
    }

    @Test("The title font of classic buttons is the system font at 15 points")
    func titleFont() {
        #expect(UIButton(type: .system).titleLabel?.font.pointSize == 15)
        #expect(UIButton(type: .custom).titleLabel?.font.pointSize == 15)
    }

    @Test("The intrinsic size is the title's plus 6 points above and below while contentEdgeInsets is zero")
    func intrinsicSizePadsTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        let label = try #require(button.titleLabel)
        let title = label.intrinsicContentSize
        #expect(button.intrinsicContentSize.width == title.width)
        #expect(button.intrinsicContentSize.height == title.height + CGFloat(12))
    }

    @Test("contentEdgeInsets add to the size (and replace the 6-point padding)")
    func contentEdgeInsetsAdd() throws {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(ButtonTestSupport.same(button.intrinsicContentSize, CGSize(width: title.width + CGFloat(40), height: title.height + CGFloat(20))))
    }

    @Test("titleEdgeInsets and imageEdgeInsets move content without changing the size")
    func titleInsetsOnlyMove() throws {
        let button = UIButton(type: .system)
        button.setTitle("Move", for: .normal)
        let before = button.intrinsicContentSize
        button.frame = CGRect(origin: .zero, size: CGSize(width: 120, height: 44))
        button.layoutIfNeeded()
        let centered = try #require(button.titleLabel).frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        #expect(button.intrinsicContentSize == before)
        button.layoutIfNeeded()
        let moved = try #require(button.titleLabel).frame
        #expect(abs(moved.minX - (centered.minX + CGFloat(10))) < 0.01)
        #expect(moved.minY == centered.minY)
    }

    @Test("Setting titleLabel's font changes the intrinsic size and the Auto Layout frame")
    func fontChangesLayout() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let button = UIButton(type: .system)
        button.setTitle("Resize me", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     button.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let small = button.frame.size
        button.titleLabel?.font = .systemFont(ofSize: 30)
        root.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(button.frame.size.width > small.width)
        #expect(button.frame.size.height == label.intrinsicContentSize.height + CGFloat(12))
    }

    @Test("Content alignment places the title: left at the content rectangle's left, right at its right")
    func contentAlignment() throws {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(abs(try #require(button.titleLabel).frame.minX - 8) < 0.01)
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(abs(try #require(button.titleLabel).frame.maxX - 192) < 0.01)
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(abs(try #require(button.titleLabel).frame.minY) < 0.01)
    }

    /// A button whose content rectangle overrides UIKit's.
    final class InsetButton: UIButton {
        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            CGRect(x: 3, y: 4, width: 50, height: 20)
        }
    }

    @Test("titleRect(forContentRect:) can be overridden to place the title")
    func overridableRects() throws {
        let button = InsetButton(type: .system)
        button.setTitle("Custom place", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        #expect(try #require(button.titleLabel).frame == CGRect(x: 3, y: 4, width: 50, height: 20))
    }

    @Test("A system button's title draws in the tint color")
    func systemTitlePixels() {
        let button = UIButton(type: .system)
        button.setTitle("MMMM", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 40)
        button.sizeToFit()
        let image = ButtonTestSupport.render(button)
        var darkest = (red: 255, green: 255, blue: 255)
        for x in 0..<Int(button.bounds.width) {
            let pixel = ButtonTestSupport.pixel(image, x, Int(button.bounds.midY))
            if pixel.red + pixel.green < darkest.red + darkest.green { darkest = pixel }
        }
        #expect(ButtonTestSupport.close(darkest, (0, 122, 255), tolerance: 6), "\(darkest)")
    }

    @Test("init(type:primaryAction:) shows the action's title and runs it on the primary action")
    func primaryAction() {
        var runs = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in runs += 1 })
        #expect(button.currentTitle == "Save")
        button.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
    }

    @Test("changesSelectionAsPrimaryAction toggles isSelected on the primary action")
    func changesSelection() {
        let button = UIButton(type: .system)
        button.changesSelectionAsPrimaryAction = true
        button.sendActions(for: .primaryActionTriggered)
        #expect(button.isSelected)
        button.sendActions(for: .primaryActionTriggered)
        #expect(!button.isSelected)
    }

    @Test("The close button is 30 by 30 points")
    func closeButtonSize() {
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    func square(_ side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    @Test("An image-only button is the image's size; with an image the title gets no 6-point padding")
    func imageSuppressesPadding() throws {
        let icon = UIButton(type: .custom)
        icon.setImage(square(24), for: .normal)
        #expect(icon.intrinsicContentSize == CGSize(width: 24, height: 24))
        let both = UIButton(type: .system)
        both.setImage(square(10), for: .normal)
        both.setTitle("Label", for: .normal)
        let title = try #require(both.titleLabel).intrinsicContentSize
        #expect(ButtonTestSupport.same(both.intrinsicContentSize, CGSize(width: title.width + CGFloat(10), height: max(CGFloat(10), title.height))))
    }

    @Test("The image sits immediately before the title, the pair centered")
    func imageBeforeTitle() throws {
        let button = UIButton(type: .system)
        button.setImage(square(20), for: .normal)
        button.setTitle("Next", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let image = try #require(button.imageView).frame
        let title = try #require(button.titleLabel).frame
        #expect(abs(title.minX - image.maxX) < 0.34, "UIKit floors the image offset and rounds the title offset: at most one pixel apart")
        #expect(abs((image.minX - 0) - (200 - title.maxX)) <= 1)
    }

    @Test("Top alignment keeps the 6-point title padding inside the content rectangle")
    func topAlignmentPadding() throws {
        let button = UIButton(type: .system)
        button.setTitle("Top", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(abs(try #require(button.titleLabel).frame.minY - 6) < 0.01)
    }

    @Test("A custom button's image darkens while highlighted only when the normal image stands in")
    func highlightDarkening() {
        let button = UIButton(type: .custom)
        let white = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        button.setImage(white, for: .normal)
        button.sizeToFit()
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(ButtonTestSupport.render(button), 10, 10), (255, 255, 255)))
        button.isHighlighted = true
        let darkened = ButtonTestSupport.pixel(ButtonTestSupport.render(button), 10, 10)
        #expect(darkened.red < 230, "\(darkened)")
        button.setImage(white, for: .highlighted)
        #expect(ButtonTestSupport.close(ButtonTestSupport.pixel(ButtonTestSupport.render(button), 10, 10), (255, 255, 255)))
    }
}
