import Foundation
import Testing
import UIKit

/// Measures text as "read more" labels do, from a nonisolated function: TextKit's classes are
/// not main-actor isolated on iOS, and are not here.
nonisolated func measuredHeight(of text: String, font: UIFont, width: CGFloat, lines: Int) -> (used: CGRect, lineCount: Int, truncated: Bool) {
    let storage = NSTextStorage(attributedString: NSAttributedString(string: text, attributes: [.font: font]))
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    let container = NSTextContainer(size: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
    container.lineFragmentPadding = 0
    container.maximumNumberOfLines = lines
    container.lineBreakMode = .byTruncatingTail
    manager.addTextContainer(container)
    var count = 0
    var truncated = false
    manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { _, _, _, range, _ in
        count += 1
        if manager.truncatedGlyphRange(inLineFragmentForGlyphAt: range.location).location != NSNotFound { truncated = true }
    }
    return (manager.usedRect(for: container), count, truncated)
}

/// NSTextContainer, NSLayoutManager and NSTextStorage, laid out by the engine UILabel and
/// UITextView draw with, so components' measurements agree with what is drawn.
@MainActor
@Suite("TextKit family")
struct TextKitFamilyTests {
    static let text = "東京の天気は晴れ。Tomorrow it will rain in the afternoon, 明日は午後から雨が降るでしょう。"

    /// `value` rounded up to the pixel grid at @3x, as UILabel rounds.
    private func pixelCeil(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-7).rounded(.up) / 3 }

    private func stack(_ text: String, font: UIFont, width: CGFloat) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(attributedString: NSAttributedString(string: text, attributes: [.font: font]))
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        return (storage, manager, container)
    }

    @Test("usedRect is what UILabel's sizeThatFits gives for the same text, width and font")
    func usedRectMatchesLabel() {
        let font = UIFont.systemFont(ofSize: 17)
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = Self.text
        let fitting = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let (storage, manager, container) = stack(Self.text, font: font, width: 200)
        let used = manager.usedRect(for: container)
        #expect(fitting.height > font.lineHeight * 2)
        #expect(pixelCeil(used.width) == fitting.width)
        #expect(pixelCeil(used.height) == fitting.height)
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: storage.length))
        #expect(manager.numberOfGlyphs == (Self.text as NSString).length)
    }

    @Test("A line limit with tail truncation: as many lines as a two-line label, the rest hidden in the last")
    func readMore() {
        let font = UIFont.systemFont(ofSize: 15)
        let measured = measuredHeight(of: Self.text, font: font, width: 180, lines: 2)
        let label = UILabel()
        label.numberOfLines = 2
        label.font = font
        label.text = Self.text
        let fitting = label.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
        #expect(measured.lineCount == 2)
        #expect(measured.truncated)
        #expect(pixelCeil(measured.used.height) == fitting.height)
        let full = measuredHeight(of: Self.text, font: font, width: 180, lines: 0)
        #expect(full.lineCount > 2 && !full.truncated)
    }

    @Test("Line fragments, glyph locations and the character under a tap")
    func hitTesting() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let (storage, manager, container) = stack("Read the terms of service before you continue", font: font, width: 160)
        container.lineFragmentPadding = 5
        var effective = NSRange()
        let first = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &effective)
        #expect(first.origin == .zero && first.width == 160)
        #expect(effective.location == 0 && effective.length > 0 && effective.length < storage.length)
        #expect(manager.location(forGlyphAt: 0).x == 5)
        #expect(abs(manager.location(forGlyphAt: 0).y - font.ascender) < 1)
        let terms = (storage.string as NSString).range(of: "terms")
        let box = manager.boundingRect(forGlyphRange: terms, in: container)
        #expect(box.width > 0 && box.minX > 5)
        var fraction: CGFloat = 0
        let index = manager.characterIndex(for: CGPoint(x: box.minX + 1, y: box.midY), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction)
        #expect(index == terms.location)
        #expect(fraction > 0 && fraction < 0.5)
        let service = (storage.string as NSString).range(of: "service")
        let serviceBox = manager.boundingRect(forGlyphRange: service, in: container)
        #expect(manager.glyphIndex(for: CGPoint(x: serviceBox.midX, y: serviceBox.midY), in: container) >= service.location)
        #expect(manager.glyphIndex(for: CGPoint(x: serviceBox.midX, y: serviceBox.midY), in: container) < service.location + service.length)
        var lines: [NSRange] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: storage.length)) { rect, used, fragmentContainer, range, _ in
            #expect(fragmentContainer === container)
            #expect(used.width <= rect.width + 0.01)
            lines.append(range)
        }
        #expect(lines.count >= 2)
        #expect(lines.first.map { $0.location + $0.length } == lines.dropFirst().first?.location)
        #expect(manager.glyphRange(forBoundingRect: CGRect(x: 0, y: 0, width: 160, height: first.height / 2), in: container) == lines[0])
        #expect(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: 0).location == NSNotFound)
    }

    @Test("Storage edits reach the delegate and the layout; a height limit moves text to the next container")
    func storageAndContainers() {
        final class Watcher: NSTextStorageDelegate {
            var edits: [(NSRange, Int)] = []
            func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
                             changeInLength delta: Int) {
                edits.append((editedRange, delta))
            }
        }
        let font = UIFont.systemFont(ofSize: 17)
        let (storage, manager, container) = stack("One line", font: font, width: 300)
        let watcher = Watcher()
        storage.delegate = watcher
        let before = manager.usedRect(for: container).height
        storage.append(NSAttributedString(string: "\nTwo lines", attributes: [.font: font]))
        #expect(watcher.edits.last.map { [$0.0.location, $0.0.length, $0.1] } == [8, 10, 10])
        #expect(manager.usedRect(for: container).height > before * 1.5)
        storage.beginEditing()
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        storage.replaceCharacters(in: NSRange(location: 0, length: 3), with: "Uno")
        #expect(watcher.edits.count == 1)
        storage.endEditing()
        #expect(watcher.edits.count == 2)
        container.size.height = font.lineHeight + 1
        let second = NSTextContainer(size: CGSize(width: 300, height: 100))
        second.lineFragmentPadding = 0
        manager.addTextContainer(second)
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 9))
        #expect(manager.glyphRange(for: second) == NSRange(location: 9, length: 9))
        #expect(manager.textContainer(forGlyphAt: 12, effectiveRange: nil) === second)
    }

    @Test("A text view's storage, layout manager and container are its text, both ways")
    func textViewWiring() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 220, height: 400))
        view.font = .systemFont(ofSize: 16)
        view.text = Self.text
        #expect(view.textStorage.string == Self.text)
        #expect(view.layoutManager.textContainers.first === view.textContainer)
        #expect(view.textContainer.size.width == 220)
        #expect(view.textContainer.layoutManager === view.layoutManager)
        let used = view.layoutManager.usedRect(for: view.textContainer)
        let fitting = view.sizeThatFits(CGSize(width: 220, height: CGFloat.greatestFiniteMagnitude))
        #expect(pixelCeil(used.height + view.textContainerInset.top + view.textContainerInset.bottom) == fitting.height)
        view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 2), with: "大阪")
        #expect(view.text.hasPrefix("大阪の天気"))
        view.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
        #expect(view.textContainer.size.width == 200)

        let storage = NSTextStorage(string: "From storage")
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 100, height: 100))
        manager.addTextContainer(container)
        let custom = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), textContainer: container)
        #expect(custom.text == "From storage")
        #expect(custom.textStorage === storage && custom.layoutManager === manager)
        #expect(container.textView === custom)
    }
}
