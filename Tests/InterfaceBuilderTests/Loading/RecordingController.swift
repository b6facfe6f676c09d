import ObjectiveC
import UIKit

/// A team's controller as a storyboard makes it: outlets, an action, a segue it prepares,
/// state it decodes in `init?(coder:)`, and a record of what UIKit called, in order.
final class RecordingController: UIViewController {
    var titleLabel: UILabel!
    var openButton: UIButton!
    var count = -1
    var events: [String] = []
    var prepared: [(identifier: String?, destination: UIViewController)] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        count = coder.decodeInteger(forKey: "count")
        events.append("init(coder:) title=\(navigationItem.title ?? "nil")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad label=\(titleLabel?.text ?? "nil") children=\(children.count)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "nil")")
        prepared.append((segue.identifier, segue.destination))
    }

    func openTapped(_ sender: Any?) {
        events.append("openTapped")
    }

    /// What the UIKit mirror generates for `@IBOutlet var titleLabel`, `@IBOutlet var
    /// openButton` and `@IBAction func openTapped(_:)`: a setter and an action by name.
    static let registered: Void = {
        _ = Selector("setTitleLabel:", target: RecordingController.self) { target, arguments in
            Selector.assign(arguments, to: \RecordingController.titleLabel, of: target)
        }
        _ = Selector("setOpenButton:", target: RecordingController.self) { target, arguments in
            Selector.assign(arguments, to: \RecordingController.openButton, of: target)
        }
        _ = Selector("openTapped:", target: RecordingController.self) { target, arguments in
            Selector.call(target.openTapped(_:), arguments)
        }
    }()
}
