/// How a paragraph is broken, aligned and spaced, UIKit's `NSParagraphStyle`.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Kept first: what Core Foundation reads as this object's type word
    /// (`CoreFoundationTypeWord`), so attributed strings compare it through Swift.
    private let coreFoundationTypeWord = CoreFoundationTypeWord.swiftObject
    /// The default: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    @exclusivity(unchecked) var storedAlignment = NSTextAlignment.natural
    @exclusivity(unchecked) var storedLineBreakMode = NSLineBreakMode.byWordWrapping
    @exclusivity(unchecked) var storedLineSpacing: CGFloat = 0
    @exclusivity(unchecked) var storedParagraphSpacing: CGFloat = 0
    @exclusivity(unchecked) var storedParagraphSpacingBefore: CGFloat = 0
    @exclusivity(unchecked) var storedLineHeightMultiple: CGFloat = 0
    @exclusivity(unchecked) var storedMinimumLineHeight: CGFloat = 0
    @exclusivity(unchecked) var storedMaximumLineHeight: CGFloat = 0
    @exclusivity(unchecked) var storedFirstLineHeadIndent: CGFloat = 0
    @exclusivity(unchecked) var storedHeadIndent: CGFloat = 0
    @exclusivity(unchecked) var storedTailIndent: CGFloat = 0
    @exclusivity(unchecked) var storedHyphenationFactor: Float = 0
    @exclusivity(unchecked) var storedBaseWritingDirection = NSWritingDirection.natural
    @exclusivity(unchecked) var storedLineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard
    @exclusivity(unchecked) var storedAllowsDefaultTighteningForTruncation = false
    @exclusivity(unchecked) var storedDefaultTabInterval: CGFloat = 28

    public override init() {
        super.init()
    }

    open var alignment: NSTextAlignment { storedAlignment }
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    open var lineSpacing: CGFloat { storedLineSpacing }
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
    open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
    open var headIndent: CGFloat { storedHeadIndent }
    open var tailIndent: CGFloat { storedTailIndent }
    open var hyphenationFactor: Float { storedHyphenationFactor }
    open var baseWritingDirection: NSWritingDirection { storedBaseWritingDirection }
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy { storedLineBreakStrategy }
    open var allowsDefaultTighteningForTruncation: Bool { storedAllowsDefaultTighteningForTruncation }
    open var defaultTabInterval: CGFloat { storedDefaultTabInterval }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.take(self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.take(self)
        return copy
    }

    /// Takes every setting of `other`.
    func take(_ other: NSParagraphStyle) {
        storedAlignment = other.alignment
        storedLineBreakMode = other.lineBreakMode
        storedLineSpacing = other.lineSpacing
        storedParagraphSpacing = other.paragraphSpacing
        storedParagraphSpacingBefore = other.paragraphSpacingBefore
        storedLineHeightMultiple = other.lineHeightMultiple
        storedMinimumLineHeight = other.minimumLineHeight
        storedMaximumLineHeight = other.maximumLineHeight
        storedFirstLineHeadIndent = other.firstLineHeadIndent
        storedHeadIndent = other.headIndent
        storedTailIndent = other.tailIndent
        storedHyphenationFactor = other.hyphenationFactor
        storedBaseWritingDirection = other.baseWritingDirection
        storedLineBreakStrategy = other.lineBreakStrategy
        storedAllowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
        storedDefaultTabInterval = other.defaultTabInterval
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode && lineSpacing == other.lineSpacing
            && paragraphSpacing == other.paragraphSpacing && paragraphSpacingBefore == other.paragraphSpacingBefore
            && lineHeightMultiple == other.lineHeightMultiple && minimumLineHeight == other.minimumLineHeight
            && maximumLineHeight == other.maximumLineHeight && firstLineHeadIndent == other.firstLineHeadIndent
            && headIndent == other.headIndent && tailIndent == other.tailIndent
    }

    /// How lines break, UIKit's `NSParagraphStyle.LineBreakStrategy`.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
