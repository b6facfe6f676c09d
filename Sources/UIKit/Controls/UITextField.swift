import Foundation

/// A one-line editable text input, UIKit's `UITextField`: text (or a faded placeholder when
/// empty) on one line, truncated at the tail, centred vertically; a border of
/// `borderStyle` (iOS 13–17's rounded rectangle: a filled 5-point-radius box with a thin
/// separator-colored outline); left and right overlay views and a clear button shown as
/// their modes say; bullets for secure entry. No keyboard, caret or selection is drawn.
@preconcurrency @MainActor
open class UITextField: UIControl {
    // Metrics (see docs/UIKIT-CONTROLS.md).
    private static let roundedRectCornerRadius: CGFloat = 5
    private static let roundedRectTextInset: CGFloat = 7
    private static let roundedRectVerticalPadding: CGFloat = 14
    private static let lineInset: CGFloat = 2
    private static let clearButtonSide: CGFloat = 19
    private static let clearButtonMargin: CGFloat = 6

    @exclusivity(unchecked) private var storedText: NSAttributedString = NSAttributedString(string: "")
    @exclusivity(unchecked) private var storedPlaceholder: NSAttributedString?
    @exclusivity(unchecked) private var editing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        coder.decodeNibAttributes(of: self, level: UITextField.self)
    }

    private func setUp() {
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
        contentVerticalAlignment = .center
    }

    // MARK: Text

    /// The text ("" when none; setting nil makes it "").
    open var text: String? {
        get { storedText.string }
        set {
            storedText = NSAttributedString(string: newValue ?? "")
            inputModel.textWasSet()
            textDidChange()
        }
    }

    /// The text with attributes; stretches without a font or color take the field's.
    open var attributedText: NSAttributedString? {
        get { filled(storedText, color: textColor ?? .label) }
        set {
            storedText = newValue.map { NSAttributedString(attributedString: $0) } ?? NSAttributedString(string: "")
            inputModel.textWasSet()
            textDidChange()
        }
    }

    /// The text shown, faded, while the field is empty.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set {
            storedPlaceholder = newValue.map { NSAttributedString(string: $0) }
            textDidChange()
        }
    }

    /// The placeholder with attributes (the placeholder text color where none is given).
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder.map { filled($0, color: .placeholderText) } }
        set {
            storedPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
            textDidChange()
        }
    }

    /// The font (the body style of the system font, 17 points at the default text size, by
    /// default and when set to nil).
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? .preferredFont(forTextStyle: .body)
            textDidChange()
        }
    }
    private var storedFont = UIFont.preferredFont(forTextStyle: .body)

    /// The text color (the label color when nil).
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }
    @exclusivity(unchecked) private var storedTextColor = UIColor.label

    /// The alignment of the text (`.natural`).
    @exclusivity(unchecked) open var textAlignment = NSTextAlignment.natural {
        didSet { setNeedsDisplay() }
    }

    /// The attributes new text takes.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: storedFont, .foregroundColor: storedTextColor] }
        set {
            if let font = newValue[.font] as? UIFont { storedFont = font }
            if let color = newValue[.foregroundColor] as? UIColor { storedTextColor = color }
            textDidChange()
        }
    }

    /// Whether a font made from a text style follows the content size category of the
    /// field's traits (false by default).
    @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false {
        didSet { textDidChange() }
    }

    /// The font as drawn: scaled for the content size category when asked.
    private var drawnFont: UIFont {
        adjustsFontForContentSizeCategory ? storedFont.adjusted(for: traitCollection.preferredContentSizeCategory) : storedFont
    }

    /// The attributes typed text takes (stored only: nothing is typed in a render).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the user may change the text's attributes (stored only).
    @exclusivity(unchecked) open var allowsEditingTextAttributes = false
    /// Whether editing starts with empty text (false).
    @exclusivity(unchecked) open var clearsOnBeginEditing = false
    /// Whether inserting text replaces the whole text (stored only).
    @exclusivity(unchecked) open var clearsOnInsertion = false

    /// Whether the font shrinks (to `minimumFontSize`) so the text fits the width.
    @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }
    /// The smallest size `adjustsFontSizeToFitWidth` shrinks the font to.
    @exclusivity(unchecked) open var minimumFontSize: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// Whether the text is drawn as bullets.
    @exclusivity(unchecked) open var isSecureTextEntry = false {
        didSet { textDidChange() }
    }

    // MARK: Border and background

    /// The border (`.none` by default).
    @exclusivity(unchecked) open var borderStyle = BorderStyle.none {
        didSet { textDidChange() }
    }

    /// An image drawn as the background (in place of the border).
    @exclusivity(unchecked) open var background: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// The background image while disabled.
    @exclusivity(unchecked) open var disabledBackground: UIImage? {
        didSet { setNeedsDisplay() }
    }

    // MARK: Overlay views

    /// A view at the leading edge, shown as `leftViewMode` says.
    @exclusivity(unchecked) open var leftView: UIView? {
        didSet { overlayDidChange(old: oldValue, new: leftView) }
    }
    /// When the left view shows (`.never` by default).
    @exclusivity(unchecked) open var leftViewMode = ViewMode.never {
        didSet { overlayDidChange(old: nil, new: nil) }
    }

    /// A view at the trailing edge, shown as `rightViewMode` says.
    @exclusivity(unchecked) open var rightView: UIView? {
        didSet { overlayDidChange(old: oldValue, new: rightView) }
    }
    /// When the right view shows (`.never` by default).
    @exclusivity(unchecked) open var rightViewMode = ViewMode.never {
        didSet { overlayDidChange(old: nil, new: nil) }
    }

    /// When the clear button shows (`.never` by default; it needs text to show).
    @exclusivity(unchecked) open var clearButtonMode = ViewMode.never {
        didSet { textDidChange() }
    }

    private func overlayDidChange(old: UIView?, new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        textDidChange()
        setNeedsLayout()
    }

    // MARK: Editing

    /// The delegate asked about and told of editing.
    @exclusivity(unchecked) open weak var delegate: UITextFieldDelegate?

    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { editing }

    /// A custom input view and accessory (never shown in a render).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    @exclusivity(unchecked) private var storedInputView: UIView?
    @exclusivity(unchecked) private var storedInputAccessoryView: UIView?
    /// An archive of the editing state (stored only).
    open var interactionState: Any?

    /// Automatic capitalization (stored only; `.sentences` by default).
    @exclusivity(unchecked) open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Autocorrection (stored only).
    @exclusivity(unchecked) open var autocorrectionType = UITextAutocorrectionType.default
    /// Spell checking (stored only).
    @exclusivity(unchecked) open var spellCheckingType = UITextSpellCheckingType.default
    /// Smart quotes (stored only).
    @exclusivity(unchecked) open var smartQuotesType = UITextSmartQuotesType.default
    /// Smart dashes (stored only).
    @exclusivity(unchecked) open var smartDashesType = UITextSmartDashesType.default
    /// Smart spacing (stored only).
    @exclusivity(unchecked) open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    /// The keyboard asked for (stored only).
    @exclusivity(unchecked) open var keyboardType = UIKeyboardType.default
    /// The keyboard's look (stored only).
    @exclusivity(unchecked) open var keyboardAppearance = UIKeyboardAppearance.default
    /// The return key's title (stored only).
    @exclusivity(unchecked) open var returnKeyType = UIReturnKeyType.default
    /// Whether the return key waits for text (stored only).
    @exclusivity(unchecked) open var enablesReturnKeyAutomatically = false
    /// What the text is, for AutoFill (stored only).
    open var textContentType: UITextContentType!

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing when the delegate agrees: the field becomes first responder and sends
    /// `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !editing else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        editing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        sendActions(for: .editingDidBegin)
        textDidChange()
        return true
    }

    /// Ends editing when the delegate agrees and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard editing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        _ = super.resignFirstResponder()
        editing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
        sendActions(for: .editingDidEnd)
        textDidChange()
        return true
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
    }

    open override var isEnabled: Bool {
        didSet { setNeedsDisplay() }
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        super.traitsDidChange(from: previous)
        if adjustsFontForContentSizeCategory { invalidateIntrinsicContentSize() }
        setNeedsDisplay()
    }

    // MARK: Rectangles

    private func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return editing
        case .unlessEditing: return !editing
        }
    }

    private var showsLeftView: Bool { leftView != nil && isShown(leftViewMode) }
    private var showsRightView: Bool { rightView != nil && isShown(rightViewMode) }
    private var showsClearButton: Bool { !storedText.string.isEmpty && isShown(clearButtonMode) }

    /// The size an overlay view takes: the size its constraints give it when it uses
    /// constraints (as iOS 13 and later honour), else its frame's, else its intrinsic size.
    private func overlaySize(_ view: UIView) -> CGSize {
        if !view.translatesAutoresizingMaskIntoConstraints {
            return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        }
        if view.bounds.size != .zero { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    /// The text's horizontal inset from the border for the current style.
    private var textInset: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return Self.lineInset
        case .roundedRect: return Self.roundedRectTextInset
        }
    }

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle: the bounds less the border's inset and the overlay views and
    /// clear button shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX + textInset
        var right = bounds.maxX - textInset
        let rightToLeft = isRightToLeft
        if showsLeftView {
            let rect = leftViewRect(forBounds: bounds)
            if rightToLeft { right = min(right, rect.minX) } else { left = max(left, rect.maxX) }
        }
        if showsRightView {
            let rect = rightViewRect(forBounds: bounds)
            if rightToLeft { left = max(left, rect.maxX) } else { right = min(right, rect.minX) }
        }
        if showsClearButton {
            let rect = clearButtonRect(forBounds: bounds)
            if rightToLeft { left = max(left, rect.maxX) } else { right = min(right, rect.minX) }
        }
        var vertical = bounds
        if borderStyle == .line || borderStyle == .bezel { vertical = bounds.insetBy(dx: 0, dy: Self.lineInset) }
        return CGRect(x: left, y: vertical.minY, width: max(0, right - left), height: vertical.height)
    }

    /// The placeholder's rectangle: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle text is edited in: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: a 19-point circle at the trailing edge.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let margin = borderStyle == .roundedRect ? Self.clearButtonMargin : 0
        var trailing = bounds.maxX - margin
        if showsRightView, !isRightToLeft { trailing = min(trailing, rightViewRect(forBounds: bounds).minX) }
        let side = Self.clearButtonSide
        let y = (bounds.midY - side / 2).rounded()
        if isRightToLeft {
            var leading = bounds.minX + margin
            if showsRightView { leading = max(leading, rightViewRect(forBounds: bounds).maxX) }
            return CGRect(x: leading, y: y, width: side, height: side)
        }
        return CGRect(x: trailing - side, y: y, width: side, height: side)
    }

    /// The left view's rectangle: at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = overlaySize(leftView)
        let x = isRightToLeft ? bounds.maxX - size.width : bounds.minX
        return CGRect(x: x, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The right view's rectangle: at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = overlaySize(rightView)
        let x = isRightToLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The constraints placing an overlay view that sizes itself with constraints.
    private var overlayPlacements: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, shown, rect, name) in [(leftView, showsLeftView, leftViewRect(forBounds: bounds), "leftView"),
                                          (rightView, showsRightView, rightViewRect(forBounds: bounds), "rightView")] {
            guard let view else { continue }
            guard shown else {
                if view.superview === self { view.removeFromSuperview() }
                overlayPlacements[ObjectIdentifier(view)] = nil
                continue
            }
            if view.superview !== self { addSubview(view) }
            if view.translatesAutoresizingMaskIntoConstraints {
                view.frame = rect
            } else {
                place(view, at: rect.origin, name: name)
            }
        }
    }

    /// Pins a constraint-based overlay view's top left at `origin` (its constraints size it).
    private func place(_ view: UIView, at origin: CGPoint, name: String) {
        let key = ObjectIdentifier(view)
        if let placement = overlayPlacements[key], placement.count == 2, placement.allSatisfy({ $0.isActive }) {
            if placement[0].constant != origin.x { placement[0].constant = origin.x }
            if placement[1].constant != origin.y { placement[1].constant = origin.y }
            return
        }
        let placement = [view.leftAnchor.constraint(equalTo: leftAnchor, constant: origin.x),
                         view.topAnchor.constraint(equalTo: topAnchor, constant: origin.y)]
        placement[0].systemName = "UITextField-\(name)-left"
        placement[1].systemName = "UITextField-\(name)-top"
        NSLayoutConstraint.activate(placement)
        overlayPlacements[key] = placement
    }

    // MARK: Size

    /// The text shown: bullets for secure entry.
    private var displayedText: NSAttributedString {
        guard isSecureTextEntry, storedText.length > 0 else { return storedText }
        let bullets = String(repeating: "\u{2022}", count: storedText.string.count)
        let attributes = storedText.attributes(at: 0, effectiveRange: nil)
        return NSAttributedString(string: bullets, attributes: attributes)
    }

    open override var intrinsicContentSize: CGSize {
        let shown = storedText.length > 0 ? displayedText : (storedPlaceholder ?? NSAttributedString(string: ""))
        let font = drawnFont
        let textWidth = shown.length > 0 ? ControlDrawing.size(of: shown, font: storedFont, scalesWithContentSize: adjustsFontForContentSizeCategory,
                                                                 in: self).width : 0
        var width = textWidth + 2 * textInset
        if showsLeftView, let leftView { width += overlaySize(leftView).width }
        if showsRightView, let rightView { width += overlaySize(rightView).width }
        if showsClearButton { width += Self.clearButtonSide + (borderStyle == .roundedRect ? Self.clearButtonMargin : 0) }
        let lineHeight = font.lineHeight
        var height: CGFloat
        switch borderStyle {
        case .none: height = lineHeight
        case .line, .bezel: height = lineHeight + 2 * Self.lineInset
        case .roundedRect: height = (lineHeight + Self.roundedRectVerticalPadding).rounded(.down)
        }
        for view in [showsLeftView ? leftView : nil, showsRightView ? rightView : nil].compactMap({ $0 }) {
            height = max(height, overlaySize(view).height)
        }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return CGSize(width: (width * scale).rounded(.up) / scale, height: (height * scale).rounded(.up) / scale)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    /// The rounded rectangle's fill and outline.
    private static var roundedRectFill: UIColor { .tertiarySystemBackground }
    private static var roundedRectStroke: UIColor { .separator }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let border = borderRect(forBounds: bounds)
        if let image = (isEnabled ? background : (disabledBackground ?? background)) {
            ImageDrawing.draw(image, in: border, context: context, tint: nil)
        } else {
            drawBorder(in: border, context: context)
        }
        if storedText.length > 0 {
            drawText(in: textRect(forBounds: bounds))
        } else if storedPlaceholder != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds), context: context) }
    }

    private func drawBorder(in border: CGRect, context: CGContext) {
        switch borderStyle {
        case .none:
            return
        case .line:
            context.setStrokeColor(ControlDrawing.cgColor(.label, for: self))
            context.setLineWidth(1)
            context.stroke(border.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            context.setStrokeColor(ControlDrawing.cgColor(.systemGray, for: self))
            context.setLineWidth(1)
            context.stroke(border.insetBy(dx: 0.5, dy: 0.5))
            context.setStrokeColor(ControlDrawing.cgColor(.systemGray2, for: self))
            context.move(to: CGPoint(x: border.minX + 1, y: border.minY + 1.5))
            context.addLine(to: CGPoint(x: border.maxX - 1, y: border.minY + 1.5))
            context.strokePath()
        case .roundedRect:
            let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
            let hairline = max(0.5, 1 / scale)
            let path = UIBezierPath(roundedRect: border.insetBy(dx: hairline / 2, dy: hairline / 2),
                                    cornerRadius: Self.roundedRectCornerRadius).cgPath
            context.setFillColor(ControlDrawing.cgColor(Self.roundedRectFill, for: self))
            context.addPath(path)
            context.fillPath()
            context.setStrokeColor(ControlDrawing.cgColor(Self.roundedRectStroke, for: self))
            context.setLineWidth(hairline)
            context.addPath(path)
            context.strokePath()
        }
    }

    /// The line's rectangle within `rect` for the vertical content alignment.
    private func lineRect(in rect: CGRect, height: CGFloat) -> CGRect {
        switch contentVerticalAlignment {
        case .top: return CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: height)
        case .bottom: return CGRect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height)
        case .center, .fill: return rect
        }
    }

    /// Draws the text (bullets for secure entry) in `rect`, on one line, truncated at the
    /// tail; dimmed when disabled.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color: UIColor = storedTextColor
        var font = storedFont
        let shown = displayedText
        let scales = adjustsFontForContentSizeCategory
        if adjustsFontSizeToFitWidth {
            let width = ControlDrawing.size(of: shown, font: font, scalesWithContentSize: scales, in: self).width
            if width > rect.width, width > 0 {
                let floor = minimumFontSize > 0 ? minimumFontSize : font.pointSize * 0.5
                font = font.withSize(max(floor, font.pointSize * rect.width / width))
            }
        }
        ControlDrawing.drawLine(shown, font: font, color: color, alignment: textAlignment, scalesWithContentSize: scales,
                                in: lineRect(in: rect, height: drawnFont.lineHeight), context: context, view: self,
                                colorOverride: isEnabled ? nil : color.withAlphaComponent(0.35))
    }

    /// Draws the placeholder in `rect` in the placeholder text color.
    open func drawPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let storedPlaceholder else { return }
        let font = drawnFont
        ControlDrawing.drawLine(storedPlaceholder, font: storedFont, color: .placeholderText, alignment: textAlignment,
                                scalesWithContentSize: adjustsFontForContentSizeCategory, in: lineRect(in: rect, height: font.lineHeight),
                                context: context, view: self)
    }

    /// The clear button: a filled circle with a knocked-out ×.
    private func drawClearButton(in rect: CGRect, context: CGContext) {
        let circle = rect.insetBy(dx: 1, dy: 1)
        context.saveGState()
        context.setFillColor(ControlDrawing.cgColor(.tertiaryLabel, for: self))
        context.fillEllipse(in: circle)
        context.setBlendMode(.clear)
        context.setLineWidth(1.5)
        context.setLineCap(.round)
        let arm = circle.width * 0.2
        let center = CGPoint(x: circle.midX, y: circle.midY)
        context.move(to: CGPoint(x: center.x - arm, y: center.y - arm))
        context.addLine(to: CGPoint(x: center.x + arm, y: center.y + arm))
        context.move(to: CGPoint(x: center.x + arm, y: center.y - arm))
        context.addLine(to: CGPoint(x: center.x - arm, y: center.y + arm))
        context.strokePath()
        context.restoreGState()
    }

    /// `string` with `color` and the field's font where it has none.
    private func filled(_ string: NSAttributedString, color: UIColor) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: string)
        let whole = NSRange(location: 0, length: result.length)
        var missing: [(NSAttributedString.Key, Any, NSRange)] = []
        result.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            if attributes[.font] == nil { missing.append((.font, storedFont, range)) }
            if attributes[.foregroundColor] == nil { missing.append((.foregroundColor, color, range)) }
        }
        for (key, value, range) in missing { result.addAttribute(key, value: value, range: range) }
        return result
    }

    package override var descriptionDetails: [String] {
        var details: [String] = []
        if !storedText.string.isEmpty { details.append("text = '\(isSecureTextEntry ? "<secure>" : storedText.string)'") }
        if let placeholder { details.append("placeholder = \(placeholder)") }
        details.append("borderStyle = \(borderStyle)")
        return details
    }

    // MARK: Text input (UIKeyInput and UITextInput; TextInputModel has the logic)

    /// The shared text input logic (selection, marked text, edits, positions, geometry).
    lazy var inputModel = TextInputModel(host: self)

    /// Whether there is text.
    open var hasText: Bool { inputText.length > 0 }
    /// Types `text` at the insertion point, as the keyboard does (the delegate is asked).
    open func insertText(_ text: String) { inputModel.insertText(text) }
    /// Deletes the character before the insertion point (or the selection), as the delete key.
    open func deleteBackward() { inputModel.deleteBackward() }
    /// The text in `range`.
    open func text(in range: UITextRange) -> String? { inputModel.text(in: range) }
    /// Replaces the text in `range` with `text`, as autocorrection does.
    open func replace(_ range: UITextRange, withText text: String) { inputModel.replace(range, withText: text) }
    /// Whether the text in `range` may be replaced: true.
    open func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    /// The selection; setting it moves the insertion point.
    open var selectedTextRange: UITextRange? {
        get { inputModel.selectedTextRange }
        set { inputModel.selectedTextRange = newValue }
    }
    /// The text being composed by an input method.
    open var markedTextRange: UITextRange? { inputModel.markedTextRange }
    /// How marked text is drawn (kept; marked text is drawn as other text).
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { inputModel.markedTextStyle }
        set { inputModel.markedTextStyle = newValue }
    }
    /// Replaces the marked text (or the selection) with `markedText`, as an input method does.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { inputModel.setMarkedText(markedText, selectedRange: selectedRange) }
    /// Makes the marked text ordinary text.
    open func unmarkText() { inputModel.unmarkText() }
    /// The start of the text.
    open var beginningOfDocument: UITextPosition { inputModel.beginningOfDocument }
    /// The end of the text.
    open var endOfDocument: UITextPosition { inputModel.endOfDocument }
    /// The range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        inputModel.textRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 code units from `position`; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { inputModel.position(from: position, offset: offset) }
    /// The position `offset` characters or lines from `position` in `direction`.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        inputModel.position(from: position, in: direction, offset: offset)
    }
    /// How two positions are ordered.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { inputModel.compare(position, to: other) }
    /// The UTF-16 code units from one position to another.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { inputModel.offset(from: from, to: toPosition) }
    /// The object told of text and selection changes.
    open var inputDelegate: UITextInputDelegate? {
        get { inputModel.inputDelegate }
        set { inputModel.inputDelegate = newValue }
    }
    /// The tokenizer (a `UITextInputStringTokenizer`).
    open var tokenizer: UITextInputTokenizer { inputModel.tokenizer }
    /// The end of `range` farthest in `direction`.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        inputModel.position(within: range, farthestIn: direction)
    }
    /// The range from `position` to the start or end of the text in `direction`.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        inputModel.characterRange(byExtending: position, in: direction)
    }
    /// The writing direction: the view's layout direction.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        inputModel.baseWritingDirection()
    }
    /// Sets the writing direction of `range` (not kept: the text follows the layout direction).
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    /// The rectangle of the first line of `range`.
    open func firstRect(for range: UITextRange) -> CGRect { inputModel.firstRect(for: range) }
    /// The insertion point's rectangle at `position`: 2 points wide, the line's height.
    open func caretRect(for position: UITextPosition) -> CGRect { inputModel.caretRect(for: position) }
    /// The rectangles covering `range`, one per line.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { inputModel.selectionRects(for: range) }
    /// The insertion point nearest `point`.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { inputModel.closestPosition(to: point) }
    /// The insertion point within `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        inputModel.closestPosition(to: point, within: range)
    }
    /// The character at `point`.
    open func characterRange(at point: CGPoint) -> UITextRange? { inputModel.characterRange(at: point) }
    /// The view the text is drawn in: this one.
    open var textInputView: UIView { self }
    /// Which way the selection leans at a line end.
    open var selectionAffinity: UITextStorageDirection {
        get { inputModel.selectionAffinity }
        set { inputModel.selectionAffinity = newValue }
    }
    /// Rules for generated passwords (kept).
    @exclusivity(unchecked) open var passwordRules: UITextInputPasswordRules?
    /// Whether inline predictions show (kept).
    @exclusivity(unchecked) open var inlinePredictionType = UITextInlinePredictionType.default

    // MARK: Text input host (what TextInputModel reads and calls)

    /// The selection, in UTF-16 code units (the insertion point at the end of set text).
    @exclusivity(unchecked) var inputSelection = NSRange(location: 0, length: 0)

    var inputText: NSString { storedText.string as NSString }

    func inputShouldReplace(_ range: NSRange, with text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    func inputReplace(_ range: NSRange, with text: String) {
        let edited = NSMutableAttributedString(attributedString: storedText)
        edited.replaceCharacters(in: range, with: text)
        storedText = edited
        textDidChange()
    }

    func inputDidEdit() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func inputSelectionDidChange() {
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The text on its one line where `drawText(in:)` puts it: in the editing (or text)
    /// rectangle, placed by the alignment, centred vertically.
    var inputGeometry: TextInputGeometry {
        let rect = editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let lineHeight = drawnFont.lineHeight
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        let layout = storedText.length > 0
            ? ControlDrawing.styling(storedText, font: storedFont, color: storedTextColor, alignment: textAlignment,
                                     scalesWithContentSize: adjustsFontForContentSizeCategory, in: self)
                .flatMap { ControlDrawing.layout($0, maxWidth: nil, lines: 1, in: self) }
            : nil
        let width = layout.map { CGFloat($0.width) } ?? 0
        let x: CGFloat
        switch textAlignment {
        case .center: x = rect.minX + (rect.width - width) / 2
        case .right: x = rect.maxX - width
        case .natural where isRightToLeft: x = rect.maxX - width
        default: x = rect.minX
        }
        let height = layout.map { CGFloat($0.height) } ?? lineHeight
        let top = rect.minY + ((rect.height - height) / 2 * scale).rounded() / scale
        let emptyCaret = CGRect(x: x, y: top, width: TextInputGeometry.caretWidth, height: lineHeight)
        return TextInputGeometry(layout: layout, text: storedText.string, origin: CGPoint(x: x, y: top), emptyCaret: emptyCaret)
    }

    // MARK: Types

    /// A text field's border, UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Hashable, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view shows, UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Hashable, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended, UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Hashable, Sendable {
        case committed = 0
    }
}
