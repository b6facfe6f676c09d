import UIKit

/// A simplified map of Japan, drawn from rough outlines of its islands in longitude and
/// latitude and fitted to the bounds. The region decides what shows: the whole country with
/// Okinawa in its place, the main islands only, or Okinawa alone (for an inset).
public final class MapView: UIView {
    /// What part of Japan the map shows.
    public enum Region {
        /// The main islands and Okinawa, where they are.
        case japan
        /// Hokkaido, Honshu, Shikoku and Kyushu.
        case mainIslands
        /// Okinawa Island alone.
        case okinawa

        /// Longitude and latitude bounds: west, east, south, north.
        var bounds: (west: CGFloat, east: CGFloat, south: CGFloat, north: CGFloat) {
            switch self {
            case .japan: return (126.8, 146.2, 25.6, 45.8)
            case .mainIslands: return (129.2, 146.2, 30.8, 45.8)
            case .okinawa: return (127.3, 128.7, 25.9, 27.1)
            }
        }
    }

    /// The region shown.
    public var region: Region = .japan {
        didSet { setNeedsDisplay() }
    }

    /// Whether the sea is drawn as a rounded card (off for an inset whose own view frames it).
    public var drawsSea = true {
        didSet { setNeedsDisplay() }
    }

    public init(region: Region = .japan) {
        self.region = region
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
    }

    /// Where Okinawa Island is drawn, in this view's coordinates; nil when the region leaves
    /// it out.
    public var okinawaFrame: CGRect? {
        guard region != .mainIslands else { return nil }
        let points = Self.okinawa.map(project)
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public override func draw(_ rect: CGRect) {
        if drawsSea {
            ColorTokens.mapSea.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: SpacingTokens.cornerRadius).fill()
        }
        let islands: [[(CGFloat, CGFloat)]]
        switch region {
        case .japan: islands = [Self.hokkaido, Self.honshu, Self.shikoku, Self.kyushu, Self.okinawa]
        case .mainIslands: islands = [Self.hokkaido, Self.honshu, Self.shikoku, Self.kyushu]
        case .okinawa: islands = [Self.okinawa]
        }
        ColorTokens.mapLand.setFill()
        for outline in islands {
            let path = UIBezierPath()
            for (index, point) in outline.map(project).enumerated() {
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.close()
            path.fill()
        }
    }

    /// Longitude and latitude to view coordinates: an equirectangular projection with the
    /// longitude scaled for Japan's latitudes, fitted and centred in the bounds with a margin.
    private func project(_ point: (lon: CGFloat, lat: CGFloat)) -> CGPoint {
        let box = region.bounds
        let xScale: CGFloat = 0.8
        let width = (box.east - box.west) * xScale
        let height = box.north - box.south
        let area = bounds.insetBy(dx: bounds.width * 0.06, dy: bounds.height * 0.06)
        let scale = min(area.width / width, area.height / height)
        let originX = area.midX - width * scale / 2
        let originY = area.midY - height * scale / 2
        return CGPoint(x: originX + (point.lon - box.west) * xScale * scale, y: originY + (box.north - point.lat) * scale)
    }

    // Rough outlines, longitude then latitude, clockwise from the north.
    private static let hokkaido: [(CGFloat, CGFloat)] = [
        (142.0, 45.5), (143.0, 44.6), (144.3, 44.1), (145.3, 44.3), (145.2, 43.7), (145.6, 43.3), (144.0, 42.9), (143.3, 42.0),
        (142.0, 42.2), (141.2, 42.4), (140.9, 41.7), (140.0, 41.4), (139.8, 42.6), (140.4, 43.3), (141.4, 43.3), (141.7, 44.3),
        (141.6, 45.2),
    ]
    private static let honshu: [(CGFloat, CGFloat)] = [
        (141.4, 41.4), (141.5, 40.5), (142.0, 39.6), (141.5, 38.6), (141.0, 38.3), (140.9, 37.0), (140.6, 36.2), (140.9, 35.7),
        (140.4, 35.2), (139.8, 35.0), (139.1, 35.1), (138.8, 34.6), (137.6, 34.6), (137.0, 34.6), (136.8, 34.3), (135.8, 33.5),
        (135.1, 33.8), (135.3, 34.6), (134.0, 34.6), (133.0, 34.3), (132.0, 33.9), (130.9, 33.9), (131.0, 34.4), (132.5, 35.4),
        (133.4, 35.5), (135.5, 35.6), (136.0, 36.2), (136.8, 37.2), (137.3, 36.8), (138.6, 37.8), (139.5, 38.5), (140.0, 39.8),
        (139.9, 40.6), (140.3, 41.2),
    ]
    private static let shikoku: [(CGFloat, CGFloat)] = [
        (133.5, 34.3), (134.2, 34.3), (134.7, 33.8), (134.2, 33.2), (133.6, 33.4), (133.0, 32.7), (132.5, 33.3), (132.6, 33.9),
    ]
    private static let kyushu: [(CGFloat, CGFloat)] = [
        (130.9, 33.9), (131.9, 33.3), (131.9, 32.5), (131.4, 31.4), (130.7, 31.0), (130.2, 31.3), (130.3, 32.1), (129.8, 32.6),
        (130.0, 33.0), (129.6, 33.4),
    ]
    private static let okinawa: [(CGFloat, CGFloat)] = [
        (128.3, 26.8), (128.25, 26.9), (127.9, 26.6), (127.8, 26.45), (127.7, 26.2), (127.65, 26.1), (127.8, 26.15), (127.9, 26.4),
    ]
}
