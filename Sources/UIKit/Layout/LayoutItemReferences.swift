/// The constraints that name a view or a layout guide as an item, kept by that item so that
/// it can clear their references to it when it goes.
///
/// UIKit's SDK declares a constraint's items `unowned(unsafe)`: a constraint does not keep
/// its views. Here they are not weak references either, because an object that a weak
/// reference points at keeps its reference counts in a side table, and every retain and
/// release of it then takes the runtime's slow path; a first layout retains each view of a
/// tree many times. Instead each item lists the constraints that point at it: the item's
/// `deinit` clears their references (`firstItem` reads nil afterwards, as a weak reference
/// would), and a constraint's `deinit` takes itself off its items' lists. Removal swaps the
/// last entry into the freed place, so both ends cost the same whatever the list's length.
/// Everything here runs on the main thread, as UIKit's objects are used.
struct LayoutItemReferences {
    /// A constraint that names the item, and which of its two items the item is.
    struct Entry {
        unowned(unsafe) let constraint: NSLayoutConstraint
        let isSecond: Bool
    }

    private(set) var entries: [Entry] = []

    init() {}

    /// Notes that `constraint` names the item (as its second item when `isSecond`); returns
    /// the place the constraint keeps to be taken off again.
    mutating func add(_ constraint: NSLayoutConstraint, isSecond: Bool) -> Int32 {
        // A view in Auto Layout is usually named by a handful of constraints (its edges, its
        // size, its subviews' and guides' edges): room for eight at once rather than a
        // reallocation at the 1st, 2nd, 3rd and 5th.
        if entries.capacity == 0 { entries.reserveCapacity(8) }
        entries.append(Entry(constraint: constraint, isSecond: isSecond))
        return Int32(entries.count - 1)
    }

    /// Takes off the entry at `slot` (its constraint is going); the last entry moves there
    /// and its constraint is told its new place.
    mutating func remove(at slot: Int32) {
        let index = Int(slot)
        guard entries.indices.contains(index) else { return }
        let last = entries.count - 1
        if index != last {
            let moved = entries[last]
            entries[index] = moved
            moved.constraint.itemReferenceMoved(isSecond: moved.isSecond, to: slot)
        }
        entries.removeLast()
    }

    /// The item is going: every constraint that names it forgets it.
    mutating func itemWillGo() {
        for entry in entries { entry.constraint.itemWillGo(isSecond: entry.isSecond) }
        entries = []
    }
}
