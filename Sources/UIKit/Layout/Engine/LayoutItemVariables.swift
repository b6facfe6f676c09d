import Foundation

/// The solver variables of one view or custom guide: its alignment rectangle in the
/// engine's root coordinates.
final class LayoutItemVariables {
    let left: SolverVariable
    let top: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    /// Whether the engine holds a stay on each of the four (`AutoLayoutEngine.addStays`).
    @exclusivity(unchecked) var hasStays = false
    /// The solver's removal count when each of the four last had a stay or was fixed by
    /// required equalities; until a constraint is removed, the fixed ones stay fixed.
    @exclusivity(unchecked) var staysSettledAtRemovals: Int?

    /// The item's name in reports (`layoutItemName` when the variables were made).
    let name: String

    init(name: String) {
        self.name = name
        // Joined only when a report or a probe reads them.
        left = SolverVariable(name, suffix: ".minX")
        top = SolverVariable(name, suffix: ".minY")
        width = SolverVariable(name, suffix: ".width")
        height = SolverVariable(name, suffix: ".height")
    }

    var all: [SolverVariable] { [left, top, width, height] }

    var rect: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
}
