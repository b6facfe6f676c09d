/// The status bar's symbols at rest, drawn with UIKit's drawing into the current context:
/// full cellular signal, full Wi-Fi and a full battery, in one content colour. Sizes in points
/// (docs/DEVICES.md, "Status bar"): signal bars 17 × 10.67, Wi-Fi 15.33 × 11, battery
/// 24.33 × 11.33 with its cap.
enum StatusBarGlyphs {
    static let signalSize = CGSize(width: 17, height: 32.0 / 3)
    static let wifiSize = CGSize(width: 46.0 / 3, height: 11)
    static let batterySize = CGSize(width: 73.0 / 3, height: 34.0 / 3)
    /// The space between two symbols.
    static let spacing: CGFloat = 6

    /// Four bars rising left to right, bottoms aligned, their box's left edge at `x` and
    /// centred on `centerY`.
    static func drawSignal(x: CGFloat, centerY: CGFloat, color: UIColor) {
        color.setFill()
        let bottom = centerY + signalSize.height / 2
        let heights: [CGFloat] = [4, 6, 25.0 / 3, 32.0 / 3]
        for (index, height) in heights.enumerated() {
            let bar = CGRect(x: x + CGFloat(index) * 14.0 / 3, y: bottom - height, width: 3, height: height)
            UIBezierPath(roundedRect: bar, cornerRadius: 1).fill()
        }
    }

    /// Three bands fanning up from a point, the innermost a wedge, the others arcs with
    /// round ends, their box's left edge at `x` and centred on `centerY`.
    static func drawWiFi(x: CGFloat, centerY: CGFloat, color: UIColor) {
        color.setFill()
        color.setStroke()
        let apex = CGPoint(x: x + wifiSize.width / 2, y: centerY + wifiSize.height / 2 - 0.6)
        let half = CGFloat.pi / 4
        let wedge = UIBezierPath()
        wedge.move(to: apex)
        wedge.addArc(withCenter: apex, radius: 3.4, startAngle: -CGFloat.pi / 2 - half, endAngle: -CGFloat.pi / 2 + half, clockwise: true)
        wedge.close()
        wedge.lineWidth = 0.9
        wedge.lineJoinStyle = .round
        wedge.fill()
        wedge.stroke()
        for (radius, width) in [(6.45, 2.2), (10.05, 2.2)] as [(CGFloat, CGFloat)] {
            // The round ends reach past the fan by half the band's width.
            let trim = width / 2 / radius
            let band = UIBezierPath(arcCenter: apex, radius: radius, startAngle: -CGFloat.pi / 2 - half + trim,
                                    endAngle: -CGFloat.pi / 2 + half - trim, clockwise: true)
            band.lineWidth = width
            band.lineCapStyle = .round
            band.stroke()
        }
    }

    /// A full battery: a faint rounded outline, a solid charge inside it and a faint cap,
    /// its box's left edge at `x` and centred on `centerY`.
    static func drawBattery(x: CGFloat, centerY: CGFloat, color: UIColor) {
        let top = centerY - batterySize.height / 2
        let body = CGRect(x: x, y: top, width: 22, height: batterySize.height)
        let outline = UIBezierPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.5)
        outline.lineWidth = 1
        color.withAlphaComponent(0.35).setStroke()
        outline.stroke()
        color.setFill()
        UIBezierPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 1.5).fill()
        color.withAlphaComponent(0.4).setFill()
        let cap = CGRect(x: body.maxX + 1, y: centerY - 2, width: 4.0 / 3, height: 4)
        UIBezierPath(roundedRect: cap, byRoundingCorners: [.topRight, .bottomRight], cornerRadii: CGSize(width: 1, height: 1)).fill()
    }

    /// Draws `text` in `font` and `color` centred on (`centerX`, `centerY`); returns its
    /// width.
    @discardableResult
    static func drawText(_ text: String, font: UIFont, color: UIColor, centerX: CGFloat, centerY: CGFloat) -> CGFloat {
        let string = NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: color])
        let size = string.size()
        string.draw(at: CGPoint(x: centerX - size.width / 2, y: centerY - size.height / 2))
        return size.width
    }

    /// Draws `text` with its left edge at `x`, centred on `centerY`; returns its width.
    @discardableResult
    static func drawText(_ text: String, font: UIFont, color: UIColor, x: CGFloat, centerY: CGFloat) -> CGFloat {
        let string = NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: color])
        let size = string.size()
        string.draw(at: CGPoint(x: x, y: centerY - size.height / 2))
        return size.width
    }
}
