import UIKit

/// The container screen laid out in `Container.storyboard` (its initial view controller):
/// two container views embed a summary (a plain view controller with a title) and a menu (a
/// navigation controller whose root controller shows the menu's text), and a button shows a
/// detail screen whose close button unwinds back here.
public final class StoryboardContainerViewController: UIViewController {
    /// The identifiers of the storyboard's segues.
    public enum SegueIdentifier {
        /// The embed segue of the summary's container view.
        public static let summary = "EmbedSummary"
        /// The embed segue of the menu's container view.
        public static let menu = "EmbedMenu"
        /// The show segue of the detail button.
        public static let detail = "ShowDetail"
        /// The unwind segue of the detail screen's close button.
        public static let unwind = "UnwindToContainer"
    }

    @IBOutlet private weak var detailButton: PrimaryActionButton!

    /// The identifiers of the segues prepared here, in order: the two embed segues while the
    /// view loads, then one per show of the detail.
    public private(set) var preparedSegues: [String] = []
    /// The summary controller the first container embeds.
    public private(set) weak var summaryController: UIViewController?
    /// The navigation controller the second container embeds.
    public private(set) weak var menuController: UINavigationController?
    /// The detail controller last shown.
    public private(set) weak var detailController: UIViewController?
    /// Unwinds from the detail screen.
    public private(set) var unwindCount = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = ColorTokens.background
        detailButton.setTypesettingLanguage("ja")
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        preparedSegues.append(segue.identifier ?? "")
        switch segue.identifier {
        case SegueIdentifier.summary:
            summaryController = segue.destination
        case SegueIdentifier.menu:
            menuController = segue.destination as? UINavigationController
        case SegueIdentifier.detail:
            detailController = segue.destination
        default:
            break
        }
    }

    /// The unwind segue's action: the detail's close button unwinds to this controller.
    @IBAction private func unwindToContainer(_ segue: UIStoryboardSegue) {
        unwindCount += 1
    }
}
