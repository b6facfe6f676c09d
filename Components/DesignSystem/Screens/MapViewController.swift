import UIKit

/// The map screen: one behaviour (an "Okinawa" button counting taps into "Count: N" and
/// confirming each tap with an alert), two layouts. At full size Okinawa sits at its place south-west of the main islands; in a
/// smaller modal (an iPad form sheet, narrower than 600 points) it moves into a small inset
/// at the top left. Laid out in code, from the bounds.
public final class MapViewController: UIViewController {
    public let mapView = MapView()
    /// The small frame Okinawa moves into in the compact layout.
    public let okinawaInset = UIView()
    private let okinawaMap = MapView(region: .okinawa)
    public let countLabel = InfoLabel(text: String(localized: "Count: \(0)", bundle: .module))
    public let okinawaButton = PrimaryActionButton(title: String(localized: "Okinawa", bundle: .module))

    /// Taps of the Okinawa button.
    public private(set) var count = 0 {
        didSet { countLabel.text = String(localized: "Count: \(count)", bundle: .module) }
    }

    /// Whether the compact (inset) layout is in effect.
    public var usesInset: Bool { view.bounds.width < 600 }

    /// Where Okinawa is drawn, in the screen's coordinates: in its place on the map, or in
    /// the inset in the compact layout.
    public var okinawaFrame: CGRect? {
        if usesInset {
            return okinawaMap.okinawaFrame.map { okinawaMap.convert($0, to: view) }
        }
        return mapView.okinawaFrame.map { mapView.convert($0, to: view) }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = ColorTokens.background
        okinawaInset.backgroundColor = ColorTokens.surface
        okinawaInset.layer.cornerRadius = SpacingTokens.smallCornerRadius
        okinawaInset.layer.borderWidth = SpacingTokens.borderWidth
        okinawaInset.layer.borderColor = ColorTokens.border.cgColor
        okinawaMap.drawsSea = false
        okinawaInset.addSubview(okinawaMap)
        view.addSubview(mapView)
        view.addSubview(okinawaInset)
        view.addSubview(countLabel)
        view.addSubview(okinawaButton)
        okinawaButton.addTarget(self, action: #selector(okinawaTapped), for: .touchUpInside)
        // A layer's CGColor does not follow the appearance by itself.
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: MapViewController, _: UITraitCollection) in
            controller.okinawaInset.layer.borderColor = ColorTokens.border.resolvedColor(with: controller.traitCollection).cgColor
        }
    }

    @objc private func okinawaTapped() {
        count += 1
        let alert = UIAlertController(title: String(localized: "Okinawa", bundle: .module),
                                      message: String(localized: "Tapped \(count) times.", bundle: .module), preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: String(localized: "OK", bundle: .module), style: .default))
        // The system blue is under 4.5:1 on the alert's background in both appearances.
        alert.view.tintColor = ColorTokens.link
        present(alert, animated: true)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: SpacingTokens.medium, dy: SpacingTokens.medium)
        let button = okinawaButton.intrinsicContentSize
        okinawaButton.frame = CGRect(x: area.midX - button.width / 2, y: area.maxY - button.height, width: button.width, height: button.height)
        let count = countLabel.intrinsicContentSize
        countLabel.frame = CGRect(x: area.midX - count.width / 2, y: okinawaButton.frame.minY - SpacingTokens.small - count.height,
                                  width: count.width, height: count.height)
        let map = CGRect(x: area.minX, y: area.minY, width: area.width, height: countLabel.frame.minY - SpacingTokens.medium - area.minY)
        mapView.frame = map
        let compact = usesInset
        mapView.region = compact ? .mainIslands : .japan
        okinawaInset.isHidden = !compact
        if compact {
            let side = (min(map.width, map.height) * 0.3).rounded()
            okinawaInset.frame = CGRect(x: map.minX + SpacingTokens.small, y: map.minY + SpacingTokens.small, width: side, height: side)
            okinawaMap.frame = okinawaInset.bounds
        }
    }
}
