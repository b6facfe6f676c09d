/// The space the keyboard takes in a view, UIKit's `UIKeyboardLayoutGuide`, from
/// `UIView.keyboardLayoutGuide`.
///
/// No keyboard is shown on Linux, so the guide is where iOS puts it while the keyboard is
/// hidden: along the view's bottom edge, full width, its top at the safe area's bottom
/// (`usesBottomSafeArea`, the default) or at the view's bottom (height zero). Content pinned
/// above it sits where it sits on a device before the keyboard appears (`docs/KEYBOARD.md`).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard (iPad). Stored; nothing
    /// undocks on Linux.
    @exclusivity(unchecked) open var followsUndockedKeyboard = false
    /// Whether the guide's top rests on the safe area's bottom (true, the default) or on the
    /// view's bottom edge.
    @exclusivity(unchecked) open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.constraintsDidChange() } }
    }
    /// Extra height above the keyboard for interactive dismissal. Stored; nothing is dismissed
    /// on Linux.
    @exclusivity(unchecked) open var keyboardDismissPadding: CGFloat = 0

    /// A keyboard guide; a view makes its own in `keyboardLayoutGuide`.
    public override init() {
        super.init(kind: .keyboard, identifier: "UIKeyboardLayoutGuide")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Docked and hidden: near the bottom, leading and trailing edges.
    override var restingNearEdges: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

    /// The guide's height at rest: the safe area's bottom inset, or zero.
    var restingHeight: CGFloat {
        usesBottomSafeArea ? owningView?.safeAreaInsets.bottom ?? 0 : 0
    }
}
