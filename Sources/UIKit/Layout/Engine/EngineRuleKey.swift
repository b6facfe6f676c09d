/// Which of the engine's own relations or variables for one view: the view, and the rule
/// (its position held by autoresizing, its intrinsic width, a size not below zero…). A
/// struct rather than a string, so that looking one up on every solve builds no text.
struct EngineRuleKey: Hashable {
    enum Rule: Hashable {
        /// The root's size (a frame rule).
        case root
        /// A frame set in code: its position (required relations and frame rules) and size
        /// (frame rules).
        case x, y, width, height
        /// The position of a frame set in code, as a variable.
        case dx, dy
        /// The intrinsic size along an axis (`NSLayoutConstraint.Axis.rawValue`), as a
        /// variable, and the hugging and compression resistance that hold the size to it.
        case intrinsic(Int), hug(Int), resist(Int)
        /// A size not below zero.
        case nonNegativeWidth, nonNegativeHeight
    }

    let item: ItemKey
    let rule: Rule

    init(_ item: AnyObject, _ rule: Rule) {
        self.item = ItemKey(item)
        self.rule = rule
    }

    /// A small number for each rule (with its axis), for the hash.
    private var ruleCode: Int {
        switch rule {
        case .root: return 0
        case .x: return 1
        case .y: return 2
        case .width: return 3
        case .height: return 4
        case .dx: return 5
        case .dy: return 6
        case .nonNegativeWidth: return 7
        case .nonNegativeHeight: return 8
        case let .intrinsic(axis): return 16 + 3 * axis
        case let .hug(axis): return 17 + 3 * axis
        case let .resist(axis): return 18 + 3 * axis
        }
    }

    /// The item's cheap hash (`ItemKey`) with the rule mixed in: the engine looks these up
    /// for every rule of every view on each solve.
    func _rawHashValue(seed: Int) -> Int {
        item._rawHashValue(seed: seed &+ ruleCode &* 0x2545_F491)
    }

    /// The text the engine has always named the rule with (variable names, reports):
    /// the item's address as a decimal number, then the rule.
    var name: String {
        let id = "\(item.id.hashValue)"
        switch rule {
        case .root: return "\(id).root"
        case .x: return "\(id).x"
        case .y: return "\(id).y"
        case .width: return "\(id).w"
        case .height: return "\(id).h"
        case .dx: return "\(id).dx"
        case .dy: return "\(id).dy"
        case let .intrinsic(axis): return "\(id).intrinsic.\(axis)"
        case let .hug(axis): return "\(id).hug.\(axis)"
        case let .resist(axis): return "\(id).resist.\(axis)"
        case .nonNegativeWidth: return "\(id).w0"
        case .nonNegativeHeight: return "\(id).h0"
        }
    }
}
