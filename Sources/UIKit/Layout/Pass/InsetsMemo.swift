/// Remembers views' effective margins and safe areas while the engine reads many of them and
/// nothing moves.
///
/// A view's `layoutMargins` and `safeAreaInsets` are worked out from its superview's, up to
/// the window, each time they are read. The engine reads them over and over in one go (every
/// guide constraint of a cell reads its content view's margins, which read the cell's, which
/// read the table's), so inside `reading(_:)` each view computes them once and keeps them,
/// stamped with the reading's number. Anything that moves a view or changes its margins,
/// superview or traits inside a reading starts a new number, so nothing stale is used.
@preconcurrency @MainActor
enum InsetsMemo {
    /// The number of the reading under way; 0 outside one (nothing is remembered then).
    @exclusivity(unchecked) private static var epoch: UInt = 0
    @exclusivity(unchecked) private static var lastEpoch: UInt = 0

    /// Runs `body` with margins and safe areas remembered (nested readings share the
    /// outer one).
    static func reading<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard epoch == 0 else { return try body() }
        startNewEpoch()
        defer { epoch = 0 }
        return try body()
    }

    /// Forgets what the reading under way remembered (a view moved, or code the reading
    /// called may have changed an input).
    static func somethingMoved() {
        guard epoch != 0 else { return }
        startNewEpoch()
    }

    private static func startNewEpoch() {
        lastEpoch &+= 1
        if lastEpoch == 0 { lastEpoch = 1 }
        epoch = lastEpoch
    }

    /// Insets a view keeps for the memo, with the number of the reading that worked them out.
    typealias Slot = (epoch: UInt, insets: UIEdgeInsets)

    /// The insets in `slot` when the reading under way worked them out; else `compute()`'s,
    /// handed to `keep` when a reading is under way and nothing moved while computing.
    static func insets(in slot: Slot, compute: () -> UIEdgeInsets, keep: (Slot) -> Void) -> UIEdgeInsets {
        let current = epoch
        if current != 0, slot.epoch == current { return slot.insets }
        let insets = compute()
        if current != 0, epoch == current { keep((current, insets)) }
        return insets
    }
}
