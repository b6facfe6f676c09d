import Foundation

/// Attributed text that layout managers lay out, UIKit's `NSTextStorage`: an
/// `NSMutableAttributedString` that records its edits (`editedMask`, `editedRange`,
/// `changeInLength`), tells its delegate around processing them, and keeps its layout
/// managers. Not main-actor isolated, as on iOS. Edits through `mutableString` are not
/// recorded (layout managers see them anyway: they lay out the current text).
open class NSTextStorage: NSMutableAttributedString {
    /// The layout managers laying the text out.
    open private(set) var layoutManagers: [NSLayoutManager] = []
    /// What the pending edits changed.
    @exclusivity(unchecked) open private(set) var editedMask: EditActions = []
    /// The range the pending edits cover, in the final text.
    @exclusivity(unchecked) open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the pending edits changed the length.
    @exclusivity(unchecked) open private(set) var changeInLength = 0
    /// Told before and after edits are processed.
    @exclusivity(unchecked) open weak var delegate: NSTextStorageDelegate?
    /// Whether attributes are fixed lazily (kept).
    open var fixesAttributesLazily: Bool { false }
    @exclusivity(unchecked) private var editingDepth = 0
    @exclusivity(unchecked) private var processing = false
    /// How deep inside a recorded mutation the storage is: Foundation's mutations call one
    /// another, and only the outermost records the edit.
    @exclusivity(unchecked) private var mutationDepth = 0

    /// Runs `mutation` and records it as one edit when it is the outermost one.
    private func recording(_ mask: EditActions, _ range: NSRange, delta: @autoclosure () -> Int, _ mutation: () -> Void) {
        mutationDepth += 1
        mutation()
        mutationDepth -= 1
        if mutationDepth == 0 { edited(mask, range: range, changeInLength: delta()) }
    }

    /// Called after edits were processed (a text view adopts them).
    var onProcessedEdit: (() -> Void)?

    /// Empty text storage.
    public convenience init() {
        self.init(string: "")
    }

    /// Adds `aLayoutManager`, which then lays out this text.
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
        aLayoutManager.textStorage?.removeLayoutManager(aLayoutManager)
        layoutManagers.append(aLayoutManager)
        aLayoutManager.textStorage = self
    }

    /// Removes `aLayoutManager`.
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === aLayoutManager }
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }

    /// Records an edit: `editedMask` of `editedRange` (in the text before the edit) that
    /// changed the length by `delta`; processes it unless inside `beginEditing()`.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let newRange = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedRange.location == NSNotFound {
            self.editedRange = newRange
        } else {
            self.editedRange = NSUnionRange(self.editedRange, newRange)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0, !processing { processEditing() }
    }

    /// Tells the delegate and the layout managers of the pending edits, then clears them.
    open func processEditing() {
        processing = true
        defer { processing = false }
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        for manager in layoutManagers {
            manager.processEditing(for: self, edited: editedMask, range: editedRange, changeInLength: changeInLength,
                                   invalidatedRange: editedRange)
        }
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        onProcessedEdit?()
    }

    /// Makes the attributes consistent in `range` (nothing to fix here).
    open func ensureAttributesAreFixed(in range: NSRange) {}
    /// Marks the attributes in `range` as needing fixing (nothing to fix here).
    open func invalidateAttributes(in range: NSRange) {}

    // MARK: Recording edits

    open override func beginEditing() {
        super.beginEditing()
        editingDepth += 1
    }

    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    open override func replaceCharacters(in range: NSRange, with str: String) {
        recording(.editedCharacters, range, delta: (str as NSString).length - range.length) { super.replaceCharacters(in: range, with: str) }
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        recording([.editedCharacters, .editedAttributes], range, delta: attrString.length - range.length) {
            super.replaceCharacters(in: range, with: attrString)
        }
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        recording(.editedAttributes, range, delta: 0) { super.setAttributes(attrs, range: range) }
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        recording(.editedAttributes, range, delta: 0) { super.addAttribute(name, value: value, range: range) }
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        recording(.editedAttributes, range, delta: 0) { super.addAttributes(attrs, range: range) }
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        recording(.editedAttributes, range, delta: 0) { super.removeAttribute(name, range: range) }
    }

    open override func append(_ attrString: NSAttributedString) {
        recording([.editedCharacters, .editedAttributes], NSRange(location: length, length: 0), delta: attrString.length) { super.append(attrString) }
    }

    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        recording([.editedCharacters, .editedAttributes], NSRange(location: loc, length: 0), delta: attrString.length) {
            super.insert(attrString, at: loc)
        }
    }

    open override func deleteCharacters(in range: NSRange) {
        recording(.editedCharacters, range, delta: -range.length) { super.deleteCharacters(in: range) }
    }

    open override func setAttributedString(_ attrString: NSAttributedString) {
        let old = length
        recording([.editedCharacters, .editedAttributes], NSRange(location: 0, length: old), delta: attrString.length - old) {
            super.setAttributedString(attrString)
        }
    }

    /// What an edit changed, UIKit's `NSTextStorage.EditActions`.
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Actions with `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }
}

/// What a text storage tells its delegate around processing edits, UIKit's
/// `NSTextStorageDelegate` (every method optional).
public protocol NSTextStorageDelegate: AnyObject {
    /// Edits are about to be processed; the delegate may still change the text's attributes.
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
                     changeInLength delta: Int)
    /// Edits were processed.
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
                     changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
                            changeInLength delta: Int) {}
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
                            changeInLength delta: Int) {}
}
