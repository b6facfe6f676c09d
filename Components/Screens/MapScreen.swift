import ViewKit

/// The map screen from the seeds: one behaviour (an "Okinawa" button counting taps into
/// "Count: N"), two layouts. At full size Okinawa sits at its place south-west of the main
/// islands; in a smaller modal (an iPad form sheet, narrower than 600 points) it moves into
/// a small inset at the top left. Laid out in code, from the bounds.
public final class MapScreen: View {
    public let mapView = MapDrawing()
    public let okinawaInset = View()
    public let countLabel = InfoLabel(text: "Count: 0")
    public let okinawaButton = PrimaryActionButton(title: "Okinawa")

    /// Taps of the Okinawa button.
    public private(set) var count = 0 {
        didSet { countLabel.text = "Count: \(count)" }
    }

    /// Whether the compact (inset) layout is in effect.
    public var usesInset: Bool { bounds.width < 600 }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = ColorTokens.background
        okinawaInset.backgroundColor = ColorTokens.surface
        okinawaInset.cornerRadius = SpacingTokens.small
        okinawaInset.borderWidth = 1
        okinawaInset.borderColor = ColorTokens.textSecondary
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
        if usesInset {
            let side = min(map.width, map.height) * 0.28
            okinawaInset.isHidden = false
            okinawaInset.frame = Rect(x: map.minX, y: map.minY, width: side, height: side)
            mapView.okinawaFrame = Rect(x: side * 0.3, y: side * 0.35, width: side * 0.4, height: side * 0.3)
        } else {
            okinawaInset.isHidden = true
            mapView.okinawaFrame = Rect(x: map.width * 0.08, y: map.height * 0.82, width: map.width * 0.06, height: map.height * 0.05)
        }
    }
}

/// A schematic map of Japan's main islands, and Okinawa where the screen puts it.
public final class MapDrawing: View {
    /// Where Okinawa is drawn, in this view's coordinates.
    public var okinawaFrame = Rect.zero

    public override func draw(_ rect: Rect, in canvas: Canvas) {
        let land = ColorTokens.primary.withAlphaComponent(0.35).resolved(with: traitCollection)
        let sea = ColorTokens.surface.resolved(with: traitCollection)
        canvas.fill(Path(roundedRect: rect, cornerRadius: SpacingTokens.cornerRadius), with: sea)
        func island(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
            canvas.fill(Path(ovalIn: Rect(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y, width: rect.width * w, height: rect.height * h)), with: land)
        }
        island(0.62, 0.05, 0.28, 0.16)   // Hokkaido
        island(0.40, 0.18, 0.26, 0.42)   // Honshu
        island(0.22, 0.50, 0.22, 0.18)   // Shikoku and Kyushu
        canvas.fill(Path(ovalIn: okinawaFrame.offsetBy(dx: okinawaFrame.minX == 0 ? 0 : 0, dy: 0)), with: land)
    }
}
