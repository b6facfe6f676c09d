import Testing
import UIKit

/// UITextField and UITextView: defaults, sizes, placeholder and text drawing, self-sizing.
@MainActor
@Suite("UITextField and UITextView")
struct TextInputTests {
    /// A delegate that counts editing callbacks.
    final class FieldDelegate: UITextFieldDelegate {
        var began = 0, ended = 0
        var allowBegin = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { allowBegin }
        func textFieldDidBeginEditing(_ textField: UITextField) { began += 1 }
        func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
    }

    @Test("Defaults: empty text, system 17 font, no border, natural alignment")
    func fieldDefaults() {
        let field = UITextField()
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "")
        #expect(field.font?.pointSize == 17)
        #expect(field.borderStyle == .none)
        #expect(field.textAlignment == .natural)
        #expect(field.clearButtonMode == .never)
        #expect(field.keyboardType == .default)
        #expect(field.placeholder == nil)
    }

    @Test("A rounded-rect field with the 17-point system font is 34 points tall")
    func roundedRectHeight() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        #expect(field.intrinsicContentSize.height == 34)
    }

    @Test("The placeholder is drawn in the placeholder text color")
    func placeholderColor() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.placeholder = "██████"
        let image = ControlRendering.render(field, scale: 1, save: "field-placeholder")
        // Somewhere in the block characters: placeholderText (60, 60, 67) at 30% over white.
        var found = false
        for x in 2..<40 where ControlRendering.near(ControlRendering.pixel(image, x, 17), (197, 197, 199), tolerance: 4) { found = true }
        #expect(found)
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.placeholderText
            || field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) != nil)
    }

    @Test("Dark: the placeholder is dark mode's placeholder text color and the rounded rectangle is filled")
    func darkPlaceholder() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "██████"
        let image = ControlRendering.render(field, dark: true, scale: 1)
        // placeholderText dark: (235, 235, 245) at 30% over the field's fill.
        let fill = ControlRendering.pixel(image, 150, 17)
        let expected = (Int((235 * 0.3 + Double(fill.r) * 0.7).rounded()), Int((235 * 0.3 + Double(fill.g) * 0.7).rounded()),
                        Int((245 * 0.3 + Double(fill.b) * 0.7).rounded()))
        var found = false
        for x in 8..<40 where ControlRendering.near(ControlRendering.pixel(image, x, 17), expected, tolerance: 4) { found = true }
        #expect(found, "placeholder over \(fill)")
    }

    @Test("Secure entry hides the text behind bullets of the same count")
    func secure() {
        let field = UITextField()
        field.text = "secret"
        let plainWidth = field.intrinsicContentSize.width
        field.isSecureTextEntry = true
        #expect(field.text == "secret")
        #expect(field.intrinsicContentSize.width != plainWidth)
    }

    @Test("Left and right views take room from the text and show as their modes say")
    func overlays() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = left
        #expect(field.textRect(forBounds: field.bounds).minX == 0, "leftViewMode is .never by default")
        field.leftViewMode = .always
        #expect(field.textRect(forBounds: field.bounds).minX == 30)
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        field.layoutIfNeeded()
        #expect(left.superview === field)
        field.text = "Hello"
        field.clearButtonMode = .whileEditing
        #expect(field.textRect(forBounds: field.bounds).maxX == 200, "no clear button while not editing")
        field.clearButtonMode = .always
        #expect(field.textRect(forBounds: field.bounds).maxX < 200)
    }

    @Test("A left view sized by its own constraints (the iOS 13 pattern) settles without conflicts")
    func constrainedLeftView() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        let icon = UIView()
        icon.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([icon.widthAnchor.constraint(equalToConstant: 30), icon.heightAnchor.constraint(equalToConstant: 20)])
        field.leftView = icon
        field.leftViewMode = .always
        field.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(icon.frame.size == CGSize(width: 30, height: 20))
        #expect(icon.frame.minX == 0)
        #expect(field.frame.height == 34)
        #expect(field.textRect(forBounds: field.bounds).minX == 30)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("Editing asks the delegate and sends editing events")
    func editing() {
        let field = UITextField()
        let delegate = FieldDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        delegate.allowBegin = false
        #expect(field.becomeFirstResponder() == false)
        delegate.allowBegin = true
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing)
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(delegate.began == 1 && delegate.ended == 1)
        #expect(events == ["begin", "end"])
    }

    @Test("Text view defaults: 12-point font, 8-point top and bottom insets, 5-point padding")
    func textViewDefaults() {
        let view = UITextView()
        #expect(view.text == "")
        #expect(view.font == nil)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.isEditable && view.isSelectable && view.isScrollEnabled)
        #expect(view.clipsToBounds)
        #expect(view.dataDetectorTypes == [])
    }

    @Test("Without scrolling a text view sizes to its text and wraps at the width it is given")
    func selfSizing() {
        let view = UITextView()
        view.isScrollEnabled = false
        view.font = .systemFont(ofSize: 17)
        view.text = "One line"
        let oneLine = view.intrinsicContentSize
        #expect(oneLine.height == (view.font!.lineHeight + 16).rounded(.up) || abs(oneLine.height - (view.font!.lineHeight + 16)) < 1)
        view.text = String(repeating: "Words that wrap across several lines. ", count: 6)
        let stack = UIStackView(arrangedSubviews: [view])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width == 200)
        #expect(view.frame.height > 3 * oneLine.height - 32, "wrapped onto several lines: \(view.frame)")
        #expect(view.contentSize.height == view.frame.height)
    }

    @Test("A text view's text starts inside the container inset and the line fragment padding")
    func textViewTextOrigin() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        view.font = .systemFont(ofSize: 17)
        view.text = "██"
        let image = ControlRendering.render(view, scale: 1)
        var firstDark: Int?
        for x in 0..<30 where ControlRendering.pixel(image, x, 20).r < 128 {
            firstDark = x
            break
        }
        // 0-point left inset + 5-point padding; the block glyph has a little side bearing.
        #expect(firstDark.map { $0 >= 5 && $0 <= 8 } ?? false, "first dark column \(String(describing: firstDark))")
        var topDark: Int?
        for y in 0..<30 where ControlRendering.pixel(image, 10, y).r < 128 {
            topDark = y
            break
        }
        #expect(topDark.map { $0 >= 8 } ?? false, "the 8-point top inset, \(String(describing: topDark))")
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        let flush = ControlRendering.render(view, scale: 1)
        #expect(ControlRendering.pixel(flush, 2, 10).r < 128, "no inset, no padding: the text touches the corner")
    }

    @Test("Scroll views: offset is the bounds origin, content guide sizes the content")
    func scrollView() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.clipsToBounds)
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 50))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 190, "the least scroll that shows the rectangle")

        let guided = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        guided.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guided.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guided.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guided.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guided.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: guided.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 500),
        ])
        guided.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 500))
        #expect(guided.contentSize == CGSize(width: 100, height: 500))
        #expect(guided.layoutReports().isEmpty, "\(guided.layoutReports())")
    }
}
