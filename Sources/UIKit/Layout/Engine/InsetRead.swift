/// An inset the engine built an expression with: a view's layout margins (margin
/// attributes), a guide's insets in its owner (margins, safe area, readable content), or the
/// length of a top or bottom layout guide. After a solve, `LayoutPass` compares each with its
/// value now: margins and safe areas are first known, or move, only once frames are placed,
/// and when none the engine used moved, solving again would change nothing.
@preconcurrency @MainActor
struct InsetRead {
    enum Source {
        /// `view.layoutMargins`.
        case margins(UIView)
        /// `guide.insetsInOwner`.
        case guideInsets(UILayoutGuide)
        /// The height of a top or bottom layout guide (or a keyboard guide's).
        case supportLength(UILayoutGuide)
    }

    // Held weakly: the engine is kept on the root, and its reads name views of its tree.
    private weak var view: UIView?
    private weak var guide: UILayoutGuide?
    private let kind: UInt8
    private let insets: UIEdgeInsets

    init(_ source: Source, _ insets: UIEdgeInsets) {
        switch source {
        case let .margins(view):
            self.view = view
            kind = 0
        case let .guideInsets(guide):
            self.guide = guide
            kind = 1
        case let .supportLength(guide):
            self.guide = guide
            kind = 2
        }
        self.insets = insets
    }

    /// Whether the inset still has the value the engine read (an item that is gone counts
    /// as moved).
    var stillHolds: Bool {
        switch kind {
        case 0: return view?.layoutMargins == insets
        case 1: return guide?.insetsInOwner == insets
        default: return guide.map { UIEdgeInsets(top: AutoLayoutEngine.supportLength(of: $0) ?? -1, left: 0, bottom: 0, right: 0) } == insets
        }
    }
}
