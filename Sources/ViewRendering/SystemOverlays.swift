/// The status bar and home indicator iOS draws over a screen, as a screenshot shows them at
/// rest: 9:41, full signal, Wi-Fi and battery. The status bar's content is dark or light as
/// the root controller's status bar style says; the home indicator is black over light
/// content and white over dark, as iOS keeps it visible over what is beneath it.
/// Measurements and what is estimated: docs/DEVICES.md.
struct SystemOverlays {
    /// The time every Apple screenshot shows.
    static let time = "9:41"
    /// The date iPad screenshots show beside it (the day the iPhone was introduced).
    static let date = "Tue Jan 9"

    let device: RenderDevice
    /// The screen's size in points (the device's).
    let size: CGSize
    /// The status bar's content colour, nil when the status bar is hidden.
    let statusBarColor: UIColor?

    /// The overlays for a render of `controller` as the root of a window filling `device`.
    @MainActor
    init(device: RenderDevice, size: CGSize, controller: UIViewController) {
        self.device = device
        self.size = size
        if device.statusBar == .hidden || controller.statusBarIsHidden {
            statusBarColor = nil
        } else {
            statusBarColor = controller.resolvedStatusBarStyle == .lightContent ? .white : .black
        }
    }

    /// Draws the status bar, then the home indicator in `indicatorColor`.
    func draw(in context: CGContext, indicatorColor: UIColor) {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        if let statusBarColor { drawStatusBar(color: statusBarColor) }
        if let rect = homeIndicatorRect {
            indicatorColor.setFill()
            UIBezierPath(roundedRect: rect, cornerRadius: rect.height / 2).fill()
        }
    }

    /// Where the home indicator is: 5 points tall, 8 above the bottom edge, centred, as wide
    /// as 0.3565 of the screen's shorter side (134 points on a 375-point iPhone).
    var homeIndicatorRect: CGRect? {
        guard device.hasHomeIndicator else { return nil }
        let width = (min(size.width, size.height) * 0.3565).rounded()
        return CGRect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5)
    }

    private func drawStatusBar(color: UIColor) {
        let glyphs = StatusBarGlyphs.self
        let spacing = glyphs.spacing
        switch device.statusBar {
        case .hidden:
            return
        case .homeButton:
            let centerY: CGFloat = 10
            glyphs.drawSignal(x: 6, centerY: centerY, color: color)
            glyphs.drawWiFi(x: 6 + glyphs.signalSize.width + 4, centerY: centerY, color: color)
            glyphs.drawText(Self.time, font: .systemFont(ofSize: 12, weight: .semibold), color: color, centerX: size.width / 2, centerY: centerY)
            glyphs.drawBattery(x: size.width - 6 - glyphs.batterySize.width, centerY: centerY, color: color)
        case let .sensorHousing(_, housingWidth, centerY):
            let ear = (size.width - housingWidth) / 2
            let inward: CGFloat = 6
            glyphs.drawText(Self.time, font: .systemFont(ofSize: 17, weight: .semibold), color: color, centerX: ear / 2 + inward, centerY: centerY)
            let groupWidth = glyphs.signalSize.width + glyphs.wifiSize.width + glyphs.batterySize.width + 2 * spacing
            var x = size.width - ear / 2 - inward - groupWidth / 2
            glyphs.drawSignal(x: x, centerY: centerY, color: color)
            x += glyphs.signalSize.width + spacing
            glyphs.drawWiFi(x: x, centerY: centerY, color: color)
            x += glyphs.wifiSize.width + spacing
            glyphs.drawBattery(x: x, centerY: centerY, color: color)
        case let .pad(height):
            let centerY = height / 2
            let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
            let timeWidth = glyphs.drawText(Self.time, font: font, color: color, x: 20, centerY: centerY)
            glyphs.drawText(Self.date, font: font, color: color, x: 20 + timeWidth + 6, centerY: centerY)
            let batteryX = size.width - 20 - glyphs.batterySize.width
            glyphs.drawBattery(x: batteryX, centerY: centerY, color: color)
            glyphs.drawWiFi(x: batteryX - spacing - glyphs.wifiSize.width, centerY: centerY, color: color)
        }
    }
}
