/// A `StyledText` unpacked for the stages: its scalars, offsets for reporting, its spans
/// per scalar and its paragraphs.
final class TextBuffer: Sendable {
    let text: StyledText
    /// The Unicode scalars' values.
    let scalars: [UInt32]
    /// UTF-8 offset of each scalar, plus the total length at the end.
    let utf8Offsets: [Int]
    /// UTF-16 offset (what `NSRange` counts) of each scalar, plus the total length at the end:
    /// kept, not counted from the start for each missing character, which made a text of
    /// thousands of characters no font has take seconds (found by scripts/fuzz).
    let utf16Offsets: [Int]
    /// Paragraphs: scalar ranges between hard line breaks (the separators excluded).
    let paragraphs: [Range<Int>]

    init(_ text: StyledText) {
        self.text = text
        var scalars: [UInt32] = []
        var utf8Offsets: [Int] = []
        var utf16Offsets: [Int] = []
        scalars.reserveCapacity(text.scalarCount)
        utf8Offsets.reserveCapacity(text.scalarCount + 1)
        utf16Offsets.reserveCapacity(text.scalarCount + 1)
        var utf8 = 0, utf16 = 0
        for scalar in text.string.unicodeScalars {
            scalars.append(scalar.value)
            utf8Offsets.append(utf8)
            utf16Offsets.append(utf16)
            utf8 += UTF8.width(scalar)
            utf16 += UTF16.width(scalar)
        }
        utf8Offsets.append(utf8)
        utf16Offsets.append(utf16)
        self.scalars = scalars
        self.utf8Offsets = utf8Offsets
        self.utf16Offsets = utf16Offsets
        self.paragraphs = Self.paragraphs(of: scalars)
    }

    /// Splits at LF, CR, CR LF, NEL, LS and PS. A separator at the very end opens no new
    /// line, as in UILabel.
    private static func paragraphs(of scalars: [UInt32]) -> [Range<Int>] {
        var paragraphs: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == 0x0A || scalar == 0x0D || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029 {
                paragraphs.append(start..<i)
                if scalar == 0x0D, i + 1 < scalars.count, scalars[i + 1] == 0x0A { i += 1 }
                start = i + 1
            }
            i += 1
        }
        if start < scalars.count || paragraphs.isEmpty && !scalars.isEmpty {
            paragraphs.append(start..<scalars.count)
        }
        return paragraphs
    }

    /// The UTF-16 offset (what `NSRange` counts) of the scalar at `index`.
    func utf16Offset(of index: Int) -> Int {
        utf16Offsets[index]
    }

    /// The index of the span containing `scalarIndex` (the last span for the end index).
    func spanIndex(at scalarIndex: Int) -> Int {
        let spans = text.spans
        var low = 0
        var high = spans.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if spans[mid].scalarRange.lowerBound <= scalarIndex { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The paragraph's text as UTF-16, and the scalar index for each UTF-16 offset.
    func utf16(of paragraph: Range<Int>) -> (units: [UInt16], scalarAt: [Int]) {
        var units: [UInt16] = []
        var scalarAt: [Int] = []
        units.reserveCapacity(paragraph.count)
        for index in paragraph {
            let value = scalars[index]
            if value < 0x10000 {
                units.append(UInt16(value))
                scalarAt.append(index)
            } else {
                let offset = value - 0x10000
                units.append(UInt16(0xD800 + (offset >> 10)))
                units.append(UInt16(0xDC00 + (offset & 0x3FF)))
                scalarAt.append(index)
                scalarAt.append(index)
            }
        }
        scalarAt.append(paragraph.upperBound)
        return (units, scalarAt)
    }
}
