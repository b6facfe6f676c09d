/// A button's values per control state, looked up as UIKit does: the value set for exactly
/// that state, else the normal state's (a selected and highlighted button does not take the
/// selected value: only `[.selected, .highlighted]`'s own, else normal's).
struct ButtonStateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// The value set for exactly `state`.
    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value in effect in `state`.
    func value(for state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }
}
