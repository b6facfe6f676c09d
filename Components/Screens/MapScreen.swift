import ViewKit

/// The map screen from the seeds: one behaviour (an "Okinawa" button counting taps into
/// "Count: N"), two layouts. At full size Okinawa sits at its place south-west of the main
/// islands; in a smaller modal (an iPad form sheet, narrower than 600 points) it moves into
/// a small inset at the top left. Laid out in code, from the bounds.
public final class MapScreen: View {
    public let mapView = MapDrawing()
    /// The small frame Okinawa moves into in the compact layout.
    public let okinawaInset = View()
    private let okinawaMap = MapDrawing(region: .okinawa)
    public let countLabel = InfoLabel(text: "Count: 0")
    public let okinawaButton = PrimaryActionButton(title: "Okinawa")

    /// Taps of the Okinawa button.
    public private(set) var count = 0 {
        didSet { countLabel.text = "Count: \(count)" }
    }

    /// Where Okinawa is drawn, in the screen's coordinates: in its place on the map, or in
    /// the inset in the compact layout.
    public var okinawaFrame: Rect? {
        if usesInset {
            let origin = okinawaInset.frame.origin
            return okinawaMap.okinawaFrame.map { $0.offsetBy(dx: origin.x + okinawaMap.frame.minX, dy: origin.y + okinawaMap.frame.minY) }
        }
        return mapView.okinawaFrame.map { $0.offsetBy(dx: mapView.frame.minX, dy: mapView.frame.minY) }
    }

    /// Whether the compact (inset) layout is in effect.
    public var usesInset: Bool { bounds.width < 600 }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = ColorTokens.background
        okinawaInset.backgroundColor = ColorTokens.surface
        okinawaInset.cornerRadius = SpacingTokens.smallCornerRadius
        okinawaInset.borderWidth = SpacingTokens.borderWidth
        okinawaInset.borderColor = ColorTokens.border
        okinawaMap.drawsSea = false
        okinawaInset.addSubview(okinawaMap)
        addSubview(mapView)
        addSubview(okinawaInset)
        addSubview(countLabel)
        addSubview(okinawaButton)
        okinawaButton.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.count += 1 }
    }

    public override func layoutSubviews() {
        let area = bounds.inset(by: safeAreaInsets).insetBy(dx: SpacingTokens.medium, dy: SpacingTokens.medium)
        let button = okinawaButton.intrinsicContentSize
        okinawaButton.frame = Rect(x: area.midX - button.width / 2, y: area.maxY - button.height, width: button.width, height: button.height)
        let count = countLabel.intrinsicContentSize
        countLabel.frame = Rect(x: area.midX - count.width / 2, y: okinawaButton.frame.minY - SpacingTokens.small - count.height,
                                width: count.width, height: count.height)
        let map = Rect(x: area.minX, y: area.minY, width: area.width, height: countLabel.frame.minY - SpacingTokens.medium - area.minY)
        mapView.frame = map
        let compact = usesInset
        mapView.region = compact ? .mainIslands : .japan
        okinawaInset.isHidden = !compact
        if compact {
            let side = (min(map.width, map.height) * 0.3).rounded()
            okinawaInset.frame = Rect(x: map.minX + SpacingTokens.small, y: map.minY + SpacingTokens.small, width: side, height: side)
            okinawaMap.frame = okinawaInset.bounds
        }
    }
}
