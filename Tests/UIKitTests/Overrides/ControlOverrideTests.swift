import ObjectiveC
import Testing
import UIKit

/// A label with padding, written as iOS code writes it: `textRect` grows by the insets and
/// `drawText(in:)` draws inside them.
private final class PaddedLabel: UILabel {
    let insets = UIEdgeInsets(top: 5, left: 12, bottom: 5, right: 8)

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return inner.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    override var text: String? {
        didSet { lastText = text }
    }
    var lastText: String?
}

/// A button that lays its title and image out itself.
private final class CustomButton: UIButton {
    var madeWithFrame = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeWithFrame = true
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { CGRect(x: 40, y: 2, width: 50, height: 20) }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { CGRect(x: 4, y: 2, width: 20, height: 20) }
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 2, dy: 2) }
    override var isHighlighted: Bool {
        didSet { highlights.append(isHighlighted) }
    }
    var highlights: [Bool] = []
}

/// A text field whose text sits 40 points in.
private final class InsetField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
}

/// A control that keeps the actions it is asked to send.
private final class RecordingControl: UIControl {
    var sent: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) { sent.append(action.name) }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
    override var isEnabled: Bool {
        didSet { sent.append("isEnabled=\(isEnabled)") }
    }
}

/// A text view made through UIKit's designated initializer.
private final class PlaceholderTextView: UITextView {
    var designatedCalls = 0
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        designatedCalls += 1
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Subclasses of the other views and controls, through the initializers iOS code calls.
private final class Avatar: UIImageView {
    override var image: UIImage? {
        didSet { imageSets += 1 }
    }
    var imageSets = 0
}
private final class Pager: UIScrollView {
    override var contentOffset: CGPoint {
        didSet { offsets.append(contentOffset) }
    }
    var offsets: [CGPoint] = []
}
private final class Row: UIStackView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
    var layouts = 0
}
private final class Toggle: UISwitch {}
private final class Meter: UISlider {}
private final class Tabs: UISegmentedControl {}

/// UIKit calls the overrides of label, button, text field, control and text view subclasses.
@MainActor
@Suite("Control overrides")
struct ControlOverrideTests {
    @Test("A label's overridden textRect sizes it and its drawText(in:) places the text")
    func paddedLabel() throws {
        let plain = UILabel(), padded = PaddedLabel(frame: .zero)
        plain.text = "Label"
        padded.text = "Label"
        #expect(padded.lastText == "Label")
        #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 20)
        #expect(padded.intrinsicContentSize.height == plain.intrinsicContentSize.height + 10)
        plain.sizeToFit()
        padded.sizeToFit()
        let plainInk = try #require(CoreRender.ink(CoreRender.onWhite(plain)))
        let paddedInk = try #require(CoreRender.ink(CoreRender.onWhite(padded)))
        #expect(paddedInk.minX - plainInk.minX == 12)
        #expect(paddedInk.minY - plainInk.minY == 5)
    }

    @Test("UIButton(type:) makes the subclass through init(frame:) and lays out by its rect overrides")
    func customButton() throws {
        let button = CustomButton(type: .custom)
        #expect(button.madeWithFrame)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 24)
        button.setTitle("Go", for: .normal)
        button.setImage(ImageTestSupport.solid(.red, size: CGSize(width: 10, height: 10)), for: .normal)
        button.layoutIfNeeded()
        #expect(try #require(button.titleLabel).frame == CGRect(x: 40, y: 2, width: 50, height: 20))
        #expect(try #require(button.imageView).frame == CGRect(x: 4, y: 2, width: 20, height: 20))
        button.isHighlighted = true
        #expect(button.highlights == [true])
    }

    @Test("A text field draws its text in the overridden textRect(forBounds:)")
    func insetField() throws {
        let field = InsetField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "Text"
        let ink = try #require(CoreRender.ink(CoreRender.onWhite(field)))
        #expect(ink.minX >= 40)
        let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        plain.text = "Text"
        #expect(try #require(CoreRender.ink(CoreRender.onWhite(plain))).minX < 40)
    }

    @Test("sendActions(for:) goes through the overridden sendAction(_:to:for:)")
    func controlActions() {
        let control = RecordingControl(frame: .zero)
        control.addTarget(nil, action: Selector("save"), for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        control.isEnabled = false
        #expect(control.sent == ["save", "isEnabled=false"])
    }

    @Test("UITextView(frame:) reaches the overridden designated init(frame:textContainer:)")
    func textView() {
        let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.designatedCalls == 1)
        #expect(PlaceholderTextView().designatedCalls == 1)
    }

    @Test("Image views, scroll views, stack views and controls take their subclasses' overrides")
    func otherViews() {
        let avatar = Avatar(image: ImageTestSupport.solid(.blue, size: CGSize(width: 8, height: 8)))
        avatar.image = nil
        #expect(avatar.imageSets == 1)
        let pager = Pager(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        pager.contentSize = CGSize(width: 300, height: 100)
        pager.contentOffset = CGPoint(x: 100, y: 0)
        #expect(pager.offsets.last == CGPoint(x: 100, y: 0))
        let row = Row(arrangedSubviews: [UIView(), UIView()])
        row.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        row.layoutIfNeeded()
        #expect(row.arrangedSubviews.count == 2 && row.layouts > 0)
        #expect(Toggle(frame: .zero).intrinsicContentSize == UISwitch(frame: .zero).intrinsicContentSize)
        #expect(Meter(frame: .zero).maximumValue == 1)
        #expect(Tabs(items: ["A", "B"]).numberOfSegments == 2)
    }
}
