import Foundation

/// The solver variables of one view or custom guide: its alignment rectangle in the
/// engine's root coordinates.
final class LayoutItemVariables {
    let left: SolverVariable
    let top: SolverVariable
    let width: SolverVariable
    let height: SolverVariable

    init(name: String) {
        left = SolverVariable("\(name).minX")
        top = SolverVariable("\(name).minY")
        width = SolverVariable("\(name).width")
        height = SolverVariable("\(name).height")
    }

    var all: [SolverVariable] { [left, top, width, height] }

    var rect: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
}
