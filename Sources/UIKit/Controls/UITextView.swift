import Foundation
internal import Typesetting

/// A scrollable, multi-line, editable text area, UIKit's `UITextView`: a scroll view whose
/// content is the text wrapped to its width, inset by `textContainerInset` (8 points top
/// and bottom) and the container's line fragment padding (5 points each side). With
/// scrolling disabled its intrinsic size is its text's, so it sizes itself in stacks and
/// under Auto Layout like a multi-line label. No caret, selection or keyboard is drawn.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    private var storedText = NSAttributedString(string: "")
    @exclusivity(unchecked) private var engineWidth: CGFloat?
    @exclusivity(unchecked) private var editing = false

    /// The container the text is laid out in.
    open private(set) var textContainer = NSTextContainer(size: CGSize(width: 0, height: 10_000_000))

    /// A text view with a container of its own.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextView()
        coder.decodeNibAttributes(of: self, level: UITextView.self)
    }

    /// A text view whose text is laid out in `textContainer` (a container of its own when
    /// nil): UIKit's designated initializer, which subclasses override.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        if let textContainer { self.textContainer = textContainer }
        super.init(frame: frame)
        setUpTextView()
    }

    /// A text view for TextKit 1 (the same here: one layout engine).
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero)
    }

    private func setUpTextView() {
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
        backgroundColor = .systemBackground
        textContainer.onChange = { [weak self] in self?.textDidChange() }
        setUpTextKit()
    }

    // MARK: TextKit

    /// The text as TextKit sees it: kept in step with `text` and `attributedText` both ways
    /// (editing it changes what the view shows).
    open private(set) var textStorage = NSTextStorage()
    /// The layout manager laying `textStorage` out in `textContainer` with the engine the
    /// view draws with.
    open private(set) var layoutManager = NSLayoutManager()
    @exclusivity(unchecked) private var syncingStorage = false
    @exclusivity(unchecked) private var adoptingStorage = false

    /// Wires the container to a layout manager and storage: the container's own when it
    /// came with them (its storage's text becomes the view's), else the view's.
    private func setUpTextKit() {
        if let manager = textContainer.layoutManager {
            layoutManager = manager
            if let storage = manager.textStorage {
                textStorage = storage
                if storage.length > 0 { storedText = NSAttributedString(attributedString: storage) }
            } else {
                textStorage.addLayoutManager(manager)
            }
        } else {
            textStorage.addLayoutManager(layoutManager)
            layoutManager.addTextContainer(textContainer)
        }
        textContainer.textView = self
        textStorage.onProcessedEdit = { [weak self] in self?.textStorageDidEdit() }
        trackContainerSize()
        syncTextStorage()
    }

    /// Copies the view's text into the storage.
    private func syncTextStorage() {
        guard !adoptingStorage else { return }
        syncingStorage = true
        textStorage.setAttributedString(attributedText)
        syncingStorage = false
    }

    /// Takes an edit made to the storage as the view's text.
    private func textStorageDidEdit() {
        guard !syncingStorage else { return }
        adoptingStorage = true
        storedText = NSAttributedString(attributedString: textStorage)
        textDidChange()
        adoptingStorage = false
    }

    /// Keeps the container's width (and height, when it tracks it) the view's, less the
    /// container inset, as iOS does when the view is resized.
    private func trackContainerSize() {
        var size = textContainer.size
        if textContainer.widthTracksTextView { size.width = max(0, bounds.width - textContainerInset.left - textContainerInset.right) }
        if textContainer.heightTracksTextView { size.height = max(0, bounds.height - textContainerInset.top - textContainerInset.bottom) }
        if size != textContainer.size { textContainer.size = size }
    }

    open override var frame: CGRect {
        didSet { trackContainerSize() }
    }

    open override var bounds: CGRect {
        didSet { trackContainerSize() }
    }

    // MARK: Text

    /// The text ("" when none).
    open var text: String! {
        get { storedText.string }
        set {
            storedText = NSAttributedString(string: newValue ?? "")
            inputModel.textWasSet()
            textDidChange()
        }
    }

    /// The text with attributes; stretches without a font or color take the view's.
    open var attributedText: NSAttributedString! {
        get {
            let result = NSMutableAttributedString(attributedString: storedText)
            let whole = NSRange(location: 0, length: result.length)
            var missing: [(NSAttributedString.Key, Any, NSRange)] = []
            result.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
                if attributes[.font] == nil { missing.append((.font, effectiveFont, range)) }
                if attributes[.foregroundColor] == nil { missing.append((.foregroundColor, effectiveTextColor, range)) }
            }
            for (key, value, range) in missing { result.addAttribute(key, value: value, range: range) }
            return result
        }
        set {
            storedText = newValue.map { NSAttributedString(attributedString: $0) } ?? NSAttributedString(string: "")
            inputModel.textWasSet()
            textDidChange()
        }
    }

    /// The font (nil: the system font at 12 points, iOS's default for text views).
    @exclusivity(unchecked) open var font: UIFont? {
        didSet { textDidChange() }
    }

    /// The text color (nil: the label color).
    @exclusivity(unchecked) open var textColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The alignment of the lines (`.natural`).
    @exclusivity(unchecked) open var textAlignment = NSTextAlignment.natural {
        didSet { textDidChange() }
    }

    private var effectiveFont: UIFont { font ?? .systemFont(ofSize: 12) }
    private var effectiveTextColor: UIColor { textColor ?? .label }

    /// Whether the user can edit (true), select (true) the text.
    @exclusivity(unchecked) open var isEditable = true
    /// Whether the user can select the text (true).
    @exclusivity(unchecked) open var isSelectable = true

    /// What kinds of data become links (none; links are not detected in a render).
    open var dataDetectorTypes = UIDataDetectorTypes()

    /// The attributes links are drawn with, new text takes.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The attributes typed text takes (stored only: nothing is typed in a render).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Whether the user may change the text's attributes (stored only).
    @exclusivity(unchecked) open var allowsEditingTextAttributes = false
    /// Whether inserting text replaces the whole text (stored only).
    @exclusivity(unchecked) open var clearsOnInsertion = false
    /// The selected range (stored only: no selection is drawn).
    @exclusivity(unchecked) open var selectedRange = NSRange(location: 0, length: 0)
    /// Whether text scales as on the Mac (stored only).
    @exclusivity(unchecked) open var usesStandardTextScaling = false
    /// Whether the find panel is available (stored only).
    @exclusivity(unchecked) open var isFindInteractionEnabled = false

    /// Whether a font made from a text style follows the content size category.
    @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false {
        didSet { textDidChange() }
    }

    /// The inset of the text container within the content (8 points top and bottom).
    @exclusivity(unchecked) open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            trackContainerSize()
            textDidChange()
        }
    }

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
    /// Whether the text is secure (stored only for text views).
    @exclusivity(unchecked) open var isSecureTextEntry = false
    /// What the text is, for AutoFill (stored only).
    open var textContentType: UITextContentType!
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

    /// The delegate as a text view delegate (set `delegate` to a `UITextViewDelegate`).
    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { textDidChange() } }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Starts editing when the delegate agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !editing else { return true }
        guard isEditable, textViewDelegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        editing = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard editing else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        _ = super.resignFirstResponder()
        editing = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    /// Scrolls so the text in `range` is visible (to the top of the text here).
    open func scrollRangeToVisible(_ range: NSRange) {}

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
        syncTextStorage()
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        super.traitsDidChange(from: previous)
        if adjustsFontForContentSizeCategory { invalidateIntrinsicContentSize() }
        setNeedsDisplay()
    }

    // MARK: Layout

    private var displayScale: CGFloat {
        traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    }

    /// The horizontal room around the lines: the insets and the padding at both ends.
    private var horizontalChrome: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    private func styling() -> TextStyling? {
        ControlDrawing.styling(storedText, font: effectiveFont, color: effectiveTextColor, alignment: textAlignment,
                               lineBreakMode: textContainer.lineBreakMode, scalesWithContentSize: adjustsFontForContentSizeCategory, in: self)
    }

    /// The text laid out for a view `width` wide (nil: unbounded lines).
    private func textLayout(forWidth width: CGFloat?) -> TextLayout? {
        guard let styling = styling() else { return nil }
        let lineWidth = width.map { max(1, $0 - horizontalChrome) }
        return ControlDrawing.layout(styling, maxWidth: lineWidth, lines: textContainer.maximumNumberOfLines, in: self)
    }

    /// The size the text needs in a view `width` wide, with the insets and padding.
    private func contentFitting(width: CGFloat?) -> CGSize {
        let layout = textLayout(forWidth: width)
        let lineHeight = effectiveFont.lineHeight
        let textHeight = layout.map { CGFloat($0.height) } ?? lineHeight
        let textWidth = layout.map { CGFloat($0.width) } ?? 0
        let height = textHeight + textContainerInset.top + textContainerInset.bottom
        let fullWidth = textWidth + horizontalChrome
        return CGSize(width: (fullWidth * displayScale).rounded(.up) / displayScale, height: (height * displayScale).rounded(.up) / displayScale)
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return contentFitting(width: engineWidth)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : nil
        let fitting = contentFitting(width: width)
        return CGSize(width: width.map { max($0, fitting.width) } ?? fitting.width, height: fitting.height)
    }

    package override func engineDidAssignWidth(_ width: CGFloat) -> Bool {
        guard !isScrollEnabled else { return false }
        if let engineWidth, abs(engineWidth - width) < 0.5 / displayScale { return false }
        let before = intrinsicContentSize
        engineWidth = width
        let after = intrinsicContentSize
        guard before != after else { return false }
        invalidateIntrinsicContentSize()
        return true
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if textContainer.widthTracksTextView {
            let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
            if textContainer.size.width != width { textContainer.size.width = width }
        }
        let fitting = contentFitting(width: bounds.width)
        let size = CGSize(width: bounds.width, height: fitting.height)
        if contentSize != size { contentSize = size }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let styling = styling(), let layout = textLayout(forWidth: bounds.width) else { return }
        let origin = CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
        TextPainter.draw(layout, styling: styling, at: origin, in: context, traits: traitCollection)
        for issue in styling.unsupported { RenderIssues.report("\(hierarchyPath) uses \(issue), which is not drawn yet.") }
        if !dataDetectorTypes.isEmpty {
            RenderIssues.report("\(hierarchyPath) asks for data detection; links are not detected in a render.")
        }
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

    /// The selection: `selectedRange`.
    var inputSelection: NSRange {
        get { selectedRange }
        set { selectedRange = newValue }
    }

    var inputText: NSString { storedText.string as NSString }

    func inputShouldReplace(_ range: NSRange, with text: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func inputReplace(_ range: NSRange, with text: String) {
        let edited = NSMutableAttributedString(attributedString: storedText)
        edited.replaceCharacters(in: range, with: text)
        storedText = edited
        textDidChange()
    }

    func inputDidEdit() {
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func inputSelectionDidChange() {
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// The lines where `draw(_:)` puts them: inside the container inset and line fragment
    /// padding, in content coordinates.
    var inputGeometry: TextInputGeometry {
        let origin = CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
        let emptyCaret = CGRect(x: origin.x, y: origin.y, width: TextInputGeometry.caretWidth, height: effectiveFont.lineHeight)
        return TextInputGeometry(layout: storedText.length > 0 ? textLayout(forWidth: bounds.width) : nil, text: storedText.string,
                                 origin: origin, emptyCaret: emptyCaret)
    }

    package override var descriptionDetails: [String] {
        let shown = storedText.string.count > 40 ? String(storedText.string.prefix(40)) + "…" : storedText.string
        return ["text = '\(shown)'"] + super.descriptionDetails
    }
}
