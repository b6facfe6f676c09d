import Foundation

/// What table and collection view cells share about configurations: a content view that a
/// content configuration replaces or updates, drawn above the cell's decorations, and the
/// state the configurations follow.
@preconcurrency @MainActor
protocol CellConfigurationHost: UIView {
    var storedContentView: UIView { get set }
    var storedContentConfiguration: (any UIContentConfiguration)? { get set }
    var decorations: TableCellDecorations { get }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var configurationState: UICellConfigurationState { get }
}

extension CellConfigurationHost {
    /// Sets the content configuration: shown at once (updated for the cell's state when
    /// it updates automatically).
    func setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        storedContentConfiguration = configuration
        guard let configuration else { return }
        showContentConfiguration(automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration)
    }

    /// Shows `configuration` in the content view, swapping in a new view above the
    /// decorations when the current one cannot show it.
    func showContentConfiguration(_ configuration: any UIContentConfiguration) {
        let view = configuration.contentView(reusing: storedContentView)
        if view !== storedContentView {
            storedContentView.removeFromSuperview()
            storedContentView = view
            insertSubview(view, aboveSubview: decorations)
        }
        setNeedsLayout()
    }

    /// Updates the content configuration for `state` when it updates automatically (the
    /// first half of `updateConfiguration(using:)`; the update handler follows).
    func updateContentConfiguration(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = storedContentConfiguration {
            showContentConfiguration(configuration.updated(for: state))
        }
    }
}
