/// A rectangle constraints can place without a view, UIKit's `UILayoutGuide`: a custom guide
/// (`addLayoutGuide(_:)`) or a view's `layoutMarginsGuide`, `safeAreaLayoutGuide` or
/// `readableContentGuide`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    package enum Kind {
        case custom
        case layoutMargins
        case safeArea
        case readableContent
        /// A view controller's `topLayoutGuide`: from the view's top edge down to its safe area.
        case topLayoutSupport
        /// A view controller's `bottomLayoutGuide`: from the safe area's bottom to the view's.
        case bottomLayoutSupport
        /// A view's `keyboardLayoutGuide` (`UIKeyboardLayoutGuide`): the hidden keyboard's
        /// place along the bottom edge.
        case keyboard
    }

    package let kind: Kind
    /// The view the guide belongs to.
    open package(set) var owningView: UIView? {
        get { storedOwningView }
        set { storedOwningView = newValue }
    }
    /// Not weak (see `UIView.storedSuperview`): the owning view keeps its guides and clears
    /// this in each when it goes.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) final var storedOwningView: UIView?
    /// A name for reports.
    open var identifier: String
    /// The guide's rectangle in its owning view's coordinates, after layout: a custom
    /// guide's as the engine solved it; a view's margins, safe area or readable content
    /// guide's from the view's bounds and insets now.
    open package(set) var layoutFrame: CGRect {
        get {
            guard kind != .custom, let owner = owningView else { return storedLayoutFrame }
            return owner.bounds.inset(by: insetsInOwner)
        }
        set { storedLayoutFrame = newValue }
    }
    @exclusivity(unchecked) private var storedLayoutFrame: CGRect = .zero
    /// For a view controller's top or bottom layout guide, what `topLayoutGuide` or
    /// `bottomLayoutGuide` returns (UILayoutSupport.swift).
    @exclusivity(unchecked) package var layoutSupport: AnyObject?

    /// The constraints that name this guide as an item (they do not hold it weakly).
    @exclusivity(unchecked) nonisolated(unsafe) final var layoutItemReferences = LayoutItemReferences()

    /// Clears the constraints' references to the guide.
    deinit {
        layoutItemReferences.itemWillGo()
    }

    public override init() {
        kind = .custom
        identifier = ""
        super.init()
    }

    package init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        super.init()
    }

    public required init?(coder: NSCoder) {
        kind = .custom
        identifier = ""
        super.init()
    }

    var layoutItemName: String {
        "\(owningView?.layoutItemName ?? "?").\(identifier.isEmpty ? "UILayoutGuide" : identifier)"
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    open override var description: String {
        MainThread.isMain
            ? MainThread.onMainActor { "<UILayoutGuide: \(layoutItemName); layoutFrame = \(layoutFrame)>" }
            : "<UILayoutGuide: \(LayoutNumber.hexAddress(self))>"
    }
}

extension UILayoutGuide {
    /// For the guides a view owns, how far the guide is inside the owner's bounds now.
    var insetsInOwner: UIEdgeInsets {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .custom: return .zero
        case .layoutMargins: return owner.layoutMargins
        case .safeArea: return owner.safeAreaInsets
        case .topLayoutSupport:
            return UIEdgeInsets(top: 0, left: 0, bottom: owner.bounds.height - owner.safeAreaInsets.top, right: 0)
        case .bottomLayoutSupport:
            return UIEdgeInsets(top: owner.bounds.height - owner.safeAreaInsets.bottom, left: 0, bottom: 0, right: 0)
        case .keyboard:
            let height = (self as? UIKeyboardLayoutGuide)?.restingHeight ?? owner.safeAreaInsets.bottom
            return UIEdgeInsets(top: owner.bounds.height - height, left: 0, bottom: 0, right: 0)
        case .readableContent:
            var margins = owner.layoutMargins
            let available = owner.bounds.width - margins.left - margins.right
            let readable = ReadableWidth.width(for: owner.traitCollection.preferredContentSizeCategory)
            if available > readable {
                let extra = (available - readable) / 2
                margins.left += extra
                margins.right += extra
            }
            return margins
        }
    }
}
