import Locking

/// What the typesetter keeps for one text: the text shaped once, and its layouts per
/// container and paragraph style (a label is often measured at a few widths).
final class TextCacheEntry: Sendable {
    /// A layout request for the entry's text.
    struct Request: Hashable, Sendable {
        var container: TextContainer
        var style: ParagraphStyle
    }

    private struct Stored: Sendable {
        var request: Request
        var layout: TextLayout
    }

    let shaped: ShapedText
    /// A short list searched in order: cheaper than hashing requests, as there are few.
    private let layouts: Locked<[Stored]>
    /// Layouts kept per text; the oldest goes when more arrive.
    private static let capacity = 8

    init(shaped: ShapedText, first request: Request, layout: TextLayout) {
        self.shaped = shaped
        layouts = Locked([Stored(request: request, layout: layout)])
    }

    func layout(for request: Request) -> TextLayout? {
        layouts.withLock { stored in stored.first { $0.request == request }?.layout }
    }

    func store(_ layout: TextLayout, for request: Request) {
        layouts.withLock { stored in
            if stored.count >= Self.capacity { stored.removeFirst() }
            stored.append(Stored(request: request, layout: layout))
        }
    }
}
