import Foundation

/// What a content view shows, UIKit's `UIContentConfiguration`: a value that makes the view
/// displaying it and derives its look for a state (selected, highlighted, disabled…).
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration as it looks in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// `view` showing this configuration when it can, else a new content view (the caller
    /// swaps it in): how cells, headers and footers apply a content configuration.
    @MainActor
    func contentView(reusing view: UIView) -> UIView {
        if let contentView = view as? (UIView & UIContentView), contentView.supports(self) {
            contentView.configuration = self
            return contentView
        }
        return makeContentView()
    }
}

/// A view that shows a content configuration, UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (true by default for configurations of the
    /// type it shows now).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the same type as the one shown now.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A key for custom values of a configuration state, UIKit's
/// `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for, UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {
    /// A state with `traitCollection` and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view in this state.
    var traitCollection: UITraitCollection { get set }
    /// A custom value of the state.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The state of a view, UIKit's `UIViewConfigurationState`.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    /// Whether the view is pinned (a floating header).
    public var isPinned = false
    private var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }
}

/// The state of a cell, UIKit's `UICellConfigurationState`: the view's state plus editing,
/// swiping, expansion, reordering and drag and drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (touched).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is pinned.
    public var isPinned = false
    /// Whether the cell's table or collection view is editing.
    public var isEditing = false
    /// Whether the cell shows swipe actions.
    public var isSwiped = false
    /// Whether the cell is expanded in an outline.
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// Whether the cell is being dragged.
    public var cellDragState = DragState.none
    /// Whether something is being dropped on the cell.
    public var cellDropState = DropState.none
    private var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }

    /// A cell's part in a drag, UIKit's `UICellConfigurationState.DragState`.
    public enum DragState: Int, Hashable, Sendable {
        case none, lifting, dragging
    }

    /// A cell's part in a drop, UIKit's `UICellConfigurationState.DropState`.
    public enum DropState: Int, Hashable, Sendable {
        case none, notTargeted, targeted
    }
}
