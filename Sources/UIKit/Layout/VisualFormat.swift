/// A parsed visual format string: the views in order with their size predicates and the
/// connections between them and to the superview's edges.
struct VisualFormat {
    /// One term of a predicate list: `>=20@750`, `==other`.
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        /// The constant, or nil when the predicate names a view (`[a(==b)]`).
        var constant: CGFloat?
        /// The view a size predicate relates to.
        var view: UIView?
        var priority = UILayoutPriority.required
    }

    /// The space between two neighbours: none (`[a][b]`), the standard one (`-`), or
    /// predicates (`-20-`, `-(>=8@750)-`).
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// A view of the format, `[name(predicates)]`.
    struct Element {
        let view: UIView
        let predicates: [Predicate]
        /// Where the view's name starts in the format, for messages.
        let offset: Int
    }

    var vertical = false
    /// The connection from the superview's leading (top) edge, when the format starts with `|`.
    var leadingEdge: Connection?
    var elements: [Element] = []
    /// `connections[i]` joins `elements[i]` and `elements[i + 1]`.
    var connections: [Connection] = []
    /// The connection to the superview's trailing (bottom) edge, when the format ends with `|`.
    var trailingEdge: Connection?
}
