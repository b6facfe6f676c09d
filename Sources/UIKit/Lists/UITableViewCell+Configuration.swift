import Foundation

extension UITableViewCell: CellConfigurationHost {
    /// The content shown, as a configuration: setting one replaces the content view with
    /// the configuration's view (or updates the view showing one of its type).
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set { setContentConfiguration(newValue) }
    }

    /// The background as a configuration (nil: the table style's default background).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            setNeedsLayout()
        }
    }

    /// The cell's state for configurations: its traits, selection, highlight and editing.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = storedSelected
        state.isHighlighted = storedHighlighted
        state.isEditing = storedEditing
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// A list content configuration with the system styling of this cell's style: a value
    /// cell for `.value1`, a subtitle cell for `.subtitle`, else a plain cell.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .value1: return .valueCell()
        case .subtitle: return .subtitleCell()
        case .default, .value2: return .cell()
        }
    }
}
