import Foundation

extension UICollectionViewCell: CellConfigurationHost {
    /// The content shown, as a configuration: setting one replaces the content view with
    /// the configuration's view (or updates the view showing one of its type).
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set { setContentConfiguration(newValue) }
    }

    /// The background as a configuration (nil: none, or a list cell's default).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            setNeedsLayout()
        }
    }

    /// The cell's state for configurations: its traits, selection, highlight, editing and
    /// expansion.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = storedSelected
        state.isHighlighted = storedHighlighted
        state.isEditing = collectionIsEditing
        state.isExpanded = isOutlineExpanded
        state.isDisabled = !isUserInteractionEnabled
        return state
    }
}
