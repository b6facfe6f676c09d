/// The solver variables of one view or custom guide: its rectangle in the root view's
/// coordinates.
final class LayoutItemVariables {
    let left: SolverVariable
    let top: SolverVariable
    let width: SolverVariable
    let height: SolverVariable

    init(name: String) {
        left = SolverVariable("\(name).left")
        top = SolverVariable("\(name).top")
        width = SolverVariable("\(name).width")
        height = SolverVariable("\(name).height")
    }

    var all: [SolverVariable] { [left, top, width, height] }

    var rect: Rect { Rect(x: left.value, y: top.value, width: width.value, height: height.value) }
}
