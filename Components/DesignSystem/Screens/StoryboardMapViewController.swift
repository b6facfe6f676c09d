import UIKit

/// The map screen laid out in `Map.storyboard`: one class, two scenes with the same outlets
/// arranged differently. `MapFullLayout` (the initial view controller) shows Japan with
/// Okinawa in its place; `MapInsetLayout` moves Okinawa into an inset at the map's top left,
/// and varies by size class: at a compact height the count line is not installed (the
/// button sits under the map), at a regular width the inset is not installed (Okinawa is
/// back in its place). The tap count survives state restoration: the controller decodes it
/// and encodes it with the coder.
public final class StoryboardMapViewController: UIViewController {
    /// The storyboard identifiers of the two layouts.
    public enum Layout: String, CaseIterable {
        /// Okinawa where it is, south-west of the main islands.
        case full = "MapFullLayout"
        /// Okinawa in an inset at the top left.
        case inset = "MapInsetLayout"
    }

    private static let countKey = "count"

    @IBOutlet private weak var mapView: MapView!
    @IBOutlet private weak var okinawaButton: PrimaryActionButton!
    // Strong: a view a size class does not install is out of the hierarchy, and only these
    // outlets keep it until the traits install it again.
    @IBOutlet private var countLabel: InfoLabel!
    /// The inset's frame and map: connected in the inset layout only (nil in the full one).
    @IBOutlet private var okinawaInset: UIView?
    @IBOutlet private weak var okinawaMap: MapView?

    /// Taps of the Okinawa button.
    public private(set) var count = 0 {
        didSet { updateCount() }
    }

    /// Whether Okinawa shows in the inset (the inset layout, where its size classes install it).
    public var usesInset: Bool { okinawaInset?.superview != nil }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        count = coder.decodeInteger(forKey: Self.countKey)
    }

    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(count, forKey: Self.countKey)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = ColorTokens.background
        okinawaMap?.region = .okinawa
        okinawaMap?.drawsSea = false
        okinawaInset?.backgroundColor = ColorTokens.surface
        okinawaInset?.layer.borderColor = ColorTokens.border.cgColor
        updateCount()
        // A layer's CGColor does not follow the appearance by itself.
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: StoryboardMapViewController, _: UITraitCollection) in
            controller.okinawaInset?.layer.borderColor = ColorTokens.border.resolvedColor(with: controller.traitCollection).cgColor
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        mapView.region = usesInset ? .mainIslands : .japan
    }

    private func updateCount() {
        countLabel?.text = String(localized: "Count: \(count)", bundle: .module)
    }

    @IBAction private func okinawaTapped(_ sender: PrimaryActionButton) {
        count += 1
        let alert = UIAlertController(title: String(localized: "Okinawa", bundle: .module),
                                      message: String(localized: "Tapped \(count) times.", bundle: .module), preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: String(localized: "OK", bundle: .module), style: .default))
        // The system blue is under 4.5:1 on the alert's background in both appearances.
        alert.view.tintColor = ColorTokens.link
        present(alert, animated: true)
    }
}
