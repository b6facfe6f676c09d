import Foundation
import Testing
import UIKit

/// UIKeyInput, UITextInputTraits and UITextInput on UITextField and UITextView (positions,
/// ranges, selection, marked text, edits as the keyboard makes them, geometry from the text
/// engine, the tokenizer), custom key-input views, and the responder's keyboard API.
@MainActor
@Suite("Text input family")
struct TextInputFamilyTests {
    /// A PIN entry view as iOS components write one.
    final class PinView: UIView, UIKeyInput {
        var digits = ""
        var keyboardType: UIKeyboardType = .numberPad
        var textContentType: UITextContentType! = .oneTimeCode
        var hasText: Bool { !digits.isEmpty }
        func insertText(_ text: String) { digits += text.filter(\.isNumber) }
        func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
        override var canBecomeFirstResponder: Bool { true }
    }

    /// Records what a text field asks and tells its delegate.
    final class Recorder: NSObject, UITextFieldDelegate, UITextInputDelegate {
        var asked: [(NSRange, String)] = []
        var allow = true
        var selectionChanges = 0
        var textChanges = 0
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            asked.append((range, string))
            return allow
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }
        func selectionWillChange(_ textInput: UITextInput?) {}
        func selectionDidChange(_ textInput: UITextInput?) {}
        func textWillChange(_ textInput: UITextInput?) {}
        func textDidChange(_ textInput: UITextInput?) { textChanges += 1 }
    }

    /// Counts a control's editingChanged actions.
    final class ChangeCounter: NSObject {
        var count = 0
        func changed() { count += 1 }
    }

    private func offsets(_ input: UITextInput, _ range: UITextRange?) -> [Int]? {
        guard let range else { return nil }
        return [input.offset(from: input.beginningOfDocument, to: range.start), input.offset(from: input.beginningOfDocument, to: range.end)]
    }

    @Test("Offsets over 日本語abc count UTF-16 code units, as NSString does")
    func offsetsOverJapanese() throws {
        let field = UITextField()
        field.text = "日本語abc"
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 6)
        let third = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        let kanji = try #require(field.textRange(from: field.beginningOfDocument, to: third))
        let latin = try #require(field.textRange(from: third, to: field.endOfDocument))
        #expect(field.text(in: kanji) == "日本語")
        #expect(field.text(in: latin) == "abc")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.position(from: third, in: .left, offset: 2).map { field.offset(from: field.beginningOfDocument, to: $0) } == 1)
        #expect(field.compare(field.beginningOfDocument, to: third) == .orderedAscending)
        #expect(field.compare(third, to: third) == .orderedSame)
        field.text = "👍🏽OK"
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 6)
    }

    @Test("A selection set is read back; setting the text puts the insertion point at its end")
    func selectionRoundTrip() throws {
        let field = UITextField()
        field.text = "日本語abc"
        #expect(offsets(field, field.selectedTextRange) == [6, 6])
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let end = try #require(field.position(from: field.beginningOfDocument, offset: 4))
        field.selectedTextRange = field.textRange(from: start, to: end)
        #expect(offsets(field, field.selectedTextRange) == [1, 4])
        #expect(field.selectedTextRange.flatMap(field.text(in:)) == "本語a")
        field.text = "xy"
        #expect(offsets(field, field.selectedTextRange) == [2, 2])
        let view = UITextView()
        view.text = "二行の\nテキスト"
        #expect(view.selectedRange == NSRange(location: 8, length: 0))
        view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: try #require(view.position(from: view.beginningOfDocument, offset: 3)))
        #expect(view.selectedRange == NSRange(location: 0, length: 3))
    }

    @Test("insertText and deleteBackward edit as the keyboard does: the delegate is asked, the change announced")
    func keyboardEdits() throws {
        let field = UITextField()
        let recorder = Recorder(), counter = ChangeCounter()
        field.delegate = recorder
        field.inputDelegate = recorder
        field.addTarget(counter, action: Selector("changed", target: ChangeCounter.self, invoke: { target, _ in target.changed() }), for: .editingChanged)
        let notified = Tally()
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in notified.add() }
        defer { NotificationCenter.default.removeObserver(token) }
        field.text = "日本語abc"
        #expect(notified.count == 0 && counter.count == 0)
        field.selectedTextRange = field.textRange(from: try #require(field.position(from: field.beginningOfDocument, offset: 3)),
                                                  to: try #require(field.position(from: field.beginningOfDocument, offset: 3)))
        field.insertText("の")
        #expect(field.text == "日本語のabc")
        #expect(offsets(field, field.selectedTextRange) == [4, 4])
        #expect(recorder.asked.last.map { [$0.0.location, $0.0.length] } == [3, 0] && recorder.asked.last?.1 == "の")
        #expect(notified.count == 1 && counter.count == 1 && recorder.textChanges == 1)
        #expect(recorder.selectionChanges >= 2)
        field.text = "OK👍🏽"
        field.deleteBackward()
        #expect(field.text == "OK")
        recorder.allow = false
        field.insertText("!")
        #expect(field.text == "OK")
        #expect(notified.count == 2)
        #expect(field.hasText)
    }

    @Test("Marked text from an input method is replaced by the committed text")
    func markedText() {
        let field = UITextField()
        field.text = "東京"
        field.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        #expect(field.text == "東京にほん")
        #expect(offsets(field, field.markedTextRange) == [2, 5])
        #expect(offsets(field, field.selectedTextRange) == [5, 5])
        field.setMarkedText("にっぽん", selectedRange: NSRange(location: 4, length: 0))
        #expect(field.text == "東京にっぽん")
        field.insertText("日本")
        #expect(field.text == "東京日本")
        #expect(field.markedTextRange == nil)
        field.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        field.unmarkText()
        #expect(field.markedTextRange == nil && field.text == "東京日本か")
    }

    @Test("Caret and selection geometry come from the text engine's layout of the field's text")
    func fieldGeometry() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 34))
        field.borderStyle = .roundedRect
        field.text = "abc日本"
        let begin = field.caretRect(for: field.beginningOfDocument)
        let end = field.caretRect(for: field.endOfDocument)
        let measured = NSAttributedString(string: "abc日本", attributes: [.font: field.font as Any]).size().width
        #expect(begin.minX == field.textRect(forBounds: field.bounds).minX)
        #expect(abs((end.minX - begin.minX) - measured) < 0.01)
        #expect(begin.width == 2 && begin.height > 15 && begin.midY > 10 && begin.midY < 24)
        let third = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        let caret = field.caretRect(for: third)
        let closest = try #require(field.closestPosition(to: CGPoint(x: caret.minX + 1, y: caret.midY)))
        #expect(field.offset(from: field.beginningOfDocument, to: closest) == 3)
        let range = try #require(field.textRange(from: field.beginningOfDocument, to: third))
        let rects = field.selectionRects(for: range)
        #expect(rects.count == 1 && rects.first?.containsStart == true && rects.first?.containsEnd == true)
        #expect(abs((rects.first?.rect.width ?? 0) - (caret.minX - begin.minX)) < 0.01)
        #expect(field.firstRect(for: range) == rects.first?.rect)
        let character = try #require(field.characterRange(at: CGPoint(x: caret.minX + 2, y: caret.midY)))
        #expect(field.text(in: character) == "日")
    }

    @Test("A text view's lines: moving down a line, one selection rectangle per line")
    func textViewLines() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        view.font = .systemFont(ofSize: 17)
        view.text = "first line\nsecond line"
        let start = view.beginningOfDocument
        let below = try #require(view.position(from: start, in: .down, offset: 1))
        #expect(view.offset(from: start, to: below) == 11)
        #expect(view.caretRect(for: below).minY > view.caretRect(for: start).maxY - 1)
        #expect(view.caretRect(for: start).minX == view.textContainerInset.left + view.textContainer.lineFragmentPadding)
        #expect(view.caretRect(for: start).minY == view.textContainerInset.top)
        let all = try #require(view.textRange(from: start, to: view.endOfDocument))
        #expect(view.selectionRects(for: all).count == 2)
        let line = try #require(view.tokenizer.rangeEnclosingPosition(below, with: .line, inDirection: .storage(.forward)))
        #expect(view.text(in: line) == "second line")
        #expect(view.position(from: below, in: .down, offset: 1) == nil)
        let endOfFirst = try #require(view.position(from: start, offset: 10))
        #expect(view.caretRect(for: endOfFirst).minY == view.caretRect(for: start).minY)
        #expect(view.caretRect(for: endOfFirst).minX > view.caretRect(for: start).minX + 40)
    }

    @Test("The string tokenizer finds characters, words, sentences and paragraphs")
    func tokenizer() throws {
        let view = UITextView()
        view.text = "Hello world. 今日は晴れ。\n👍🏽 next"
        let tokenizer = view.tokenizer
        let two = try #require(view.position(from: view.beginningOfDocument, offset: 2))
        let word = try #require(tokenizer.rangeEnclosingPosition(two, with: .word, inDirection: .storage(.forward)))
        #expect(view.text(in: word) == "Hello")
        let afterHello = try #require(view.position(from: view.beginningOfDocument, offset: 5))
        #expect(tokenizer.isPosition(afterHello, atBoundary: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(two, atBoundary: .word, inDirection: .storage(.forward)))
        let next = try #require(tokenizer.position(from: afterHello, toBoundary: .word, inDirection: .storage(.forward)))
        #expect(view.offset(from: view.beginningOfDocument, to: next) == 11)
        let sentence = try #require(tokenizer.rangeEnclosingPosition(view.beginningOfDocument, with: .sentence, inDirection: .storage(.forward)))
        #expect(view.text(in: sentence) == "Hello world. ")
        let paragraph = try #require(tokenizer.rangeEnclosingPosition(two, with: .paragraph, inDirection: .storage(.forward)))
        #expect(view.text(in: paragraph) == "Hello world. 今日は晴れ。\n")
        let emojiStart = try #require(view.position(from: view.beginningOfDocument, offset: 20))
        let emoji = try #require(tokenizer.rangeEnclosingPosition(emojiStart, with: .character, inDirection: .storage(.forward)))
        #expect(view.text(in: emoji) == "👍🏽")
        #expect(tokenizer.isPosition(two, withinTextUnit: .word, inDirection: .layout(.right)))
    }

    @Test("A custom key-input view keeps its traits; fields keep every trait they are given")
    func customKeyInputAndTraits() {
        let pin = PinView()
        let input: UIKeyInput = pin
        input.insertText("4a2")
        #expect(pin.digits == "42" && input.hasText)
        #expect(input.keyboardType == .numberPad)
        #expect(input.returnKeyType == .default)
        #expect(input.textContentType == .oneTimeCode)
        #expect(pin.becomeFirstResponder() && pin.isFirstResponder)
        pin.resignFirstResponder()
        let field = UITextField()
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
        field.inlinePredictionType = .no
        let traits: UITextInputTraits = field
        #expect(traits.keyboardType == .emailAddress)
        #expect(traits.textContentType == .emailAddress)
        #expect(traits.passwordRules?.passwordRulesDescriptor == "minlength: 8;")
        #expect(traits.inlinePredictionType == .no)
        #expect(field.textInputView === field)
    }

    @Test("Editing notifications are posted; keyboard notifications are names no keyboard posts here")
    func notifications() {
        let field = UITextField()
        let began = Tally(), ended = Tally()
        let tokens = [NotificationCenter.default.addObserver(forName: UITextField.textDidBeginEditingNotification, object: field, queue: nil) { _ in began.add() },
                      NotificationCenter.default.addObserver(forName: UITextField.textDidEndEditingNotification, object: field, queue: nil) { _ in ended.add() }]
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder())
        #expect(began.count == 1 && ended.count == 1)
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification, UITextView.textDidChangeNotification, UITextField.textDidChangeNotification]
        #expect(Set(names).count == names.count)
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(field.textInputMode == nil && UITextInputMode.activeInputModes.isEmpty)
        field.reloadInputViews()
    }
}
