/// A paragraph style to change, UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() {
        super.init()
    }

    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { storedParagraphSpacingBefore }
        set { storedParagraphSpacingBefore = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { storedFirstLineHeadIndent }
        set { storedFirstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { storedHeadIndent }
        set { storedHeadIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { storedTailIndent }
        set { storedTailIndent = newValue }
    }
    open override var hyphenationFactor: Float {
        get { storedHyphenationFactor }
        set { storedHyphenationFactor = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { storedBaseWritingDirection }
        set { storedBaseWritingDirection = newValue }
    }
    open override var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get { storedLineBreakStrategy }
        set { storedLineBreakStrategy = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { storedAllowsDefaultTighteningForTruncation }
        set { storedAllowsDefaultTighteningForTruncation = newValue }
    }
    open override var defaultTabInterval: CGFloat {
        get { storedDefaultTabInterval }
        set { storedDefaultTabInterval = newValue }
    }

    /// Takes every setting of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        take(obj)
    }
}
