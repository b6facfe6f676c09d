/// A view's content priority along each axis (hugging, or compression resistance): two
/// values kept in the view itself, where a dictionary cost every view made an allocation
/// and each read a hash.
struct AxisPriorities {
    var horizontal: UILayoutPriority
    var vertical: UILayoutPriority

    /// The same priority along both axes.
    init(_ both: UILayoutPriority) {
        horizontal = both
        vertical = both
    }

    subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}
