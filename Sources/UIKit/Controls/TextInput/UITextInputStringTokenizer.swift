import Foundation
internal import Typesetting

/// The standard tokenizer, UIKit's `UITextInputStringTokenizer`: characters are grapheme
/// clusters, words and sentences follow Unicode's rules (with ICU's dictionaries for Japanese
/// and Chinese words), paragraphs end at line breaks, lines are the input's laid-out lines
/// (paragraphs for inputs that do not say), and the document is the whole text. It reads
/// the text through the input's own `UITextInput` methods, so custom inputs can use it too.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var input: (UIResponder & UITextInput)?

    /// A tokenizer for `textInput`.
    public init(textInput: UIResponder & UITextInput) {
        input = textInput
        super.init()
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let input, let offset = offset(of: position) else { return nil }
        let forward = direction.isForward
        guard let unit = units(granularity).first(where: { forward ? ($0.lowerBound <= offset && offset < $0.upperBound)
                                                                   : ($0.lowerBound < offset && offset <= $0.upperBound) }),
              let start = input.position(from: input.beginningOfDocument, offset: unit.lowerBound),
              let end = input.position(from: input.beginningOfDocument, offset: unit.upperBound) else { return nil }
        return input.textRange(from: start, to: end)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let offset = offset(of: position) else { return false }
        let forward = direction.isForward
        return units(granularity).contains { forward ? $0.upperBound == offset : $0.lowerBound == offset }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let input, let offset = offset(of: position) else { return nil }
        let all = units(granularity)
        let target = direction.isForward ? all.map(\.upperBound).first { $0 > offset } : all.map(\.lowerBound).last { $0 < offset }
        return target.flatMap { input.position(from: input.beginningOfDocument, offset: $0) }
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let offset = offset(of: position) else { return false }
        let forward = direction.isForward
        return units(granularity).contains { forward ? ($0.lowerBound <= offset && offset < $0.upperBound)
                                                     : ($0.lowerBound < offset && offset <= $0.upperBound) }
    }

    // MARK: Units

    private func offset(of position: UITextPosition) -> Int? {
        guard let input else { return nil }
        return input.offset(from: input.beginningOfDocument, to: position)
    }

    private var text: String {
        guard let input, let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) else { return "" }
        return input.text(in: whole) ?? ""
    }

    /// The units of `granularity` as UTF-16 ranges, in order (for words, only those with a
    /// letter or digit; the spaces and punctuation between are not words).
    private func units(_ granularity: UITextGranularity) -> [Range<Int>] {
        let text = self.text
        let utf16 = Array(text.utf16)
        switch granularity {
        case .document:
            return [0..<utf16.count]
        case .paragraph:
            return Self.paragraphs(utf16)
        case .line:
            if let lines = (input as? TextLineProviding)?.lineRanges, !lines.isEmpty { return lines }
            return Self.paragraphs(utf16)
        case .character:
            return Self.segments(utf16, .character)
        case .sentence:
            return Self.segments(utf16, .sentence)
        case .word:
            let ns = text as NSString
            return Self.segments(utf16, .word).filter { range in
                ns.substring(with: NSRange(location: range.lowerBound, length: range.count))
                    .unicodeScalars.contains { CharacterSet.alphanumerics.contains($0) }
            }
        }
    }

    private static func segments(_ utf16: [UInt16], _ unit: TextSegmentation.Unit) -> [Range<Int>] {
        guard let bounds = try? TextSegmentation.boundaries(of: utf16, by: unit), bounds.count > 1 else { return [] }
        return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    }

    private static func paragraphs(_ utf16: [UInt16]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (index, unit) in utf16.enumerated() where unit == 0x0A || unit == 0x2029 {
            result.append(start..<(index + 1))
            start = index + 1
        }
        if start < utf16.count || result.isEmpty { result.append(start..<utf16.count) }
        return result
    }
}

/// A text input that knows its laid-out lines (as UTF-16 ranges), for line granularity.
@preconcurrency @MainActor
protocol TextLineProviding: AnyObject {
    var lineRanges: [Range<Int>] { get }
}
