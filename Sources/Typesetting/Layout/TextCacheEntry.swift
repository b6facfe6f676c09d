import Synchronization

/// What the typesetter keeps for one text: the text shaped once, and its layouts per
/// container and paragraph style (a label is often measured at a few widths).
final class TextCacheEntry: Sendable {
    /// A layout request for the entry's text.
    struct Request: Hashable, Sendable {
        var container: TextContainer
        var style: ParagraphStyle
    }

    let shaped: ShapedText
    private let layouts: Mutex<[Request: TextLayout]>
    /// Layouts kept per text; more are rare, so the table is simply emptied when full.
    private static let capacity = 16

    init(shaped: ShapedText, first request: Request, layout: TextLayout) {
        self.shaped = shaped
        layouts = Mutex([request: layout])
    }

    func layout(for request: Request) -> TextLayout? {
        layouts.withLock { $0[request] }
    }

    func store(_ layout: TextLayout, for request: Request) {
        layouts.withLock { table in
            if table.count >= Self.capacity { table.removeAll() }
            table[request] = layout
        }
    }
}
