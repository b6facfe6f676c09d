/// A layout guide that turns constraints on and off by how near it is to its owning view's
/// edges, UIKit's `UITrackingLayoutGuide`.
///
/// On Linux no keyboard moves a guide, so a guide is where it rests: the keyboard guide,
/// docked and hidden, is near the bottom, leading and trailing edges and away from the top
/// (`docs/KEYBOARD.md`). Constraints registered for an edge are activated or deactivated for
/// that state when they are registered.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearEdgeConstraints: [UInt: [NSLayoutConstraint]] = [:]
    private var awayFromEdgeConstraints: [UInt: [NSLayoutConstraint]] = [:]

    /// A tracking guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        super.init()
    }

    package override init(kind: Kind, identifier: String) {
        super.init(kind: kind, identifier: identifier)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The edges the guide is near at rest. A plain tracking guide is near none.
    var restingNearEdges: NSDirectionalRectEdge { [] }

    /// Activates `trackingConstraints` while the guide is near `edge` and deactivates them
    /// while it is away; an empty array stops tracking that edge's constraints.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        NSLayoutConstraint.deactivate(nearEdgeConstraints[edge.rawValue] ?? [])
        nearEdgeConstraints[edge.rawValue] = trackingConstraints.isEmpty ? nil : trackingConstraints
        if isNear(edge) { NSLayoutConstraint.activate(trackingConstraints) } else { NSLayoutConstraint.deactivate(trackingConstraints) }
    }

    /// Activates `trackingConstraints` while the guide is away from `edge` and deactivates
    /// them while it is near; an empty array stops tracking them.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        NSLayoutConstraint.deactivate(awayFromEdgeConstraints[edge.rawValue] ?? [])
        awayFromEdgeConstraints[edge.rawValue] = trackingConstraints.isEmpty ? nil : trackingConstraints
        if isNear(edge) { NSLayoutConstraint.deactivate(trackingConstraints) } else { NSLayoutConstraint.activate(trackingConstraints) }
    }

    /// The constraints active while the guide is near `edge`.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdgeConstraints[edge.rawValue] ?? []
    }

    /// The constraints active while the guide is away from `edge`.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdgeConstraints[edge.rawValue] ?? []
    }

    /// Stops tracking every constraint, leaving each as it is now.
    open func removeAllTrackedConstraints() {
        nearEdgeConstraints.removeAll()
        awayFromEdgeConstraints.removeAll()
    }

    /// Whether the guide is near all of `edge`'s edges.
    private func isNear(_ edge: NSDirectionalRectEdge) -> Bool {
        !edge.isEmpty && restingNearEdges.isSuperset(of: edge)
    }
}
