import ObjectiveC
import UIKit

/// A team's settings screen as iOS developers write one over a storyboard's static cells:
/// an outlet into a cell, and a height override that hides a row and otherwise asks `super`
/// (which answers the storyboard's heights).
final class StaticSettingsController: UITableViewController {
    var airplaneSwitch: UISwitch!
    var hiddenRows: Set<IndexPath> = []

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if hiddenRows.contains(indexPath) { return 0 }
        return super.tableView(tableView, heightForRowAt: indexPath)
    }

    /// What the UIKit mirror generates for `@IBOutlet var airplaneSwitch`: a setter by name.
    static let registered: Void = {
        _ = Selector("setAirplaneSwitch:", target: StaticSettingsController.self) { target, arguments in
            Selector.assign(arguments, to: \StaticSettingsController.airplaneSwitch, of: target)
        }
    }()
}
