import UIKit

/// The place screen laid out in `Place.storyboard` (its initial view controller): a photo
/// frame, a title, an info line and a body in a vertical stack view in a scroll view that ends
/// above the primary action at the bottom of the safe area, so that large text scrolls instead
/// of running under the button. The storyboard places the design
/// system's components by class and sets no fonts or colors; the components' classes do.
public final class StoryboardPlaceViewController: UIViewController {
    /// The controller's identifier in `Place.storyboard`.
    public static let storyboardIdentifier = "StoryboardPlaceViewController"

    @IBOutlet private weak var stackView: UIStackView!
    @IBOutlet private weak var titleLabel: TitleLabel!
    @IBOutlet private weak var infoLabel: InfoLabel!
    @IBOutlet private weak var bodyLabel: BodyLabel!
    @IBOutlet private weak var reserveButton: PrimaryActionButton!

    /// Taps of the reserve button.
    public private(set) var reservationRequests = 0

    /// Whether the info line shows (hiding it closes its gap in the stack).
    public var showsInfo = true {
        didSet { infoLabel?.isHidden = !showsInfo }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "スポット", bundle: .module)
        navigationItem.largeTitleDisplayMode = .always
        view.backgroundColor = ColorTokens.background
        // Interface Builder has no per-view spacing for stack views: the wider gap after the
        // info line is set here, as in the screen laid out in code.
        stackView.setCustomSpacing(SpacingTokens.medium, after: infoLabel)
        for part in [titleLabel, infoLabel, bodyLabel, reserveButton] as [UIView] {
            part.setTypesettingLanguage("ja")
        }
        infoLabel.isHidden = !showsInfo
        // A runtime attribute is not in the storyboard's string tables: the title is set here.
        reserveButton.title = String(localized: "予約する", bundle: .module)
    }

    @IBAction private func reserveTapped(_ sender: PrimaryActionButton) {
        reservationRequests += 1
    }
}
