import Foundation

/// A view a list cell shows beside its content, UIKit's `UICellAccessory`: the system
/// marks (disclosure chevron, checkmark, outline disclosure, delete, insert, reorder,
/// multiselect, detail button, a label) or a custom view, each shown always, only while
/// editing, or only while not editing. A render shows them at rest.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// What the accessory is.
    package enum Kind {
        case disclosureIndicator(DisclosureIndicatorOptions)
        case outlineDisclosure(OutlineDisclosureOptions)
        case checkmark(CheckmarkOptions)
        case delete(DeleteOptions)
        case insert(InsertOptions)
        case reorder(ReorderOptions)
        case multiselect(MultiselectOptions)
        case label(String, LabelOptions)
        case detail(DetailOptions)
        case customView(CustomViewConfiguration)
    }

    package let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState
    package let actionHandler: (() -> Void)?

    package init(_ kind: Kind, displayed: DisplayedState, actionHandler: (() -> Void)? = nil) {
        self.kind = kind
        displayedState = displayed
        self.actionHandler = actionHandler
    }

    /// The chevron of a row that leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator(options), displayed: displayed)
    }

    /// The chevron that expands or collapses an outline row's children.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// The checkmark of a chosen row.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark(options), displayed: displayed)
    }

    /// The red delete control (while editing by default).
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.delete(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// The green insert control (while editing by default).
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.insert(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// The reorder grip (while editing by default).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder(options), displayed: displayed)
    }

    /// The selection circle of multiple selection (while editing by default).
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect(options), displayed: displayed)
    }

    /// A text at the trailing edge (a count, say).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, options), displayed: displayed)
    }

    /// The "i" detail button.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.detail(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// The app's own view.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.customView(configuration), displayed: configuration.placement.displayedState)
    }

    /// Whether the accessory shows when the list is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
