/// The devices Interface Builder lays documents out for, by the id a document stores
/// (`<device id="retina6_1" orientation="portrait"/>`): their screens in points, scale, size
/// classes and the safe area Interface Builder solved the stored frames with
/// (docs/DEVICES.md, "Interface Builder's devices"). A document is checked on its own device.
extension RenderDevice {
    /// The device of Interface Builder's device id `id`, turned as `orientation` says
    /// (`landscape` or `portrait`); nil for an id not listed.
    package static func interfaceBuilder(id: String, orientation: String) -> RenderDevice? {
        let device: RenderDevice?
        switch id {
        case "retina6_12": device = .iPhone15
        case "retina6_72": device = .iPhone15ProMax
        case "retina6_3": device = .iPhone16Pro
        case "retina4_7": device = .iPhoneSE3
        case "ipad10_9rounded", "ipadAir11": device = .iPadAir11
        case "ipad11_0rounded": device = pad(name: "iPadPro11", width: 834, height: 1194, cornerRadius: 18)
        case "ipad13_0rounded": device = .iPadPro13
        case "retina4_0": device = homeButtonPhone(name: "iPhoneSE1", width: 320, height: 568, scale: 2)
        case "retina5_5": device = homeButtonPhone(name: "iPhone8Plus", width: 414, height: 736, scale: 3)
        case "retina5_9": device = notchPhone(name: "iPhone11Pro", width: 375, height: 812, scale: 3, top: 50)
        case "retina6_1": device = notchPhone(name: "iPhone11", width: 414, height: 896, scale: 2, top: 48)
        case "retina6_5": device = notchPhone(name: "iPhone11ProMax", width: 414, height: 896, scale: 3, top: 44)
        case "retina6_0": device = notchPhone(name: "iPhone14", width: 390, height: 844, scale: 3, top: 47)
        case "retina6_7": device = notchPhone(name: "iPhone14Plus", width: 428, height: 926, scale: 3, top: 47)
        case "ipad9_7": device = homeButtonPad(name: "iPad9.7", width: 768, height: 1024)
        case "ipad10_2": device = homeButtonPad(name: "iPad10.2", width: 810, height: 1080)
        case "ipad10_5": device = homeButtonPad(name: "iPadPro10.5", width: 834, height: 1112)
        case "ipad12_9": device = homeButtonPad(name: "iPadPro12.9", width: 1024, height: 1366)
        case "ipad12_9rounded": device = pad(name: "iPadPro12.9-3", width: 1024, height: 1366, cornerRadius: 18)
        default: device = nil
        }
        return orientation == "landscape" ? device?.landscape : device
    }

    /// An iPhone with a Home button: the 20-point status bar upright, nothing on its side.
    private static func homeButtonPhone(name: String, width: CGFloat, height: CGFloat, scale: CGFloat) -> RenderDevice {
        RenderDevice(
            name: name, idiom: .phone, scale: scale, displayCornerRadius: 0, hasHomeIndicator: false,
            portrait: Orientation(size: CGSize(width: width, height: height), horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                  safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBar: .homeButton),
            landscape: Orientation(size: CGSize(width: height, height: width), horizontalSizeClass: width > 400 ? .regular : .compact,
                                   verticalSizeClass: .compact, safeArea: .zero, statusBar: .hidden))
    }

    /// An iPhone with a notch: `top` points above upright and on each side when turned, 34
    /// below upright and 21 turned.
    private static func notchPhone(name: String, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat) -> RenderDevice {
        RenderDevice(
            name: name, idiom: .phone, scale: scale, displayCornerRadius: 39, hasHomeIndicator: true,
            portrait: Orientation(size: CGSize(width: width, height: height), horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                  safeArea: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
                                  statusBar: .sensorHousing(height: top, housingWidth: 210, centerY: top / 2)),
            landscape: Orientation(size: CGSize(width: height, height: width), horizontalSizeClass: width > 400 ? .regular : .compact,
                                   verticalSizeClass: .compact, safeArea: UIEdgeInsets(top: 0, left: top, bottom: 21, right: top),
                                   statusBar: .hidden))
    }

    /// An iPad with a Home button, regular both ways: the 20-point status bar above and
    /// nothing below, either way up (those without one are `pad(name:width:height:cornerRadius:)`).
    private static func homeButtonPad(name: String, width: CGFloat, height: CGFloat) -> RenderDevice {
        let insets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return RenderDevice(
            name: name, idiom: .pad, scale: 2, displayCornerRadius: 0, hasHomeIndicator: false,
            portrait: Orientation(size: CGSize(width: width, height: height), horizontalSizeClass: .regular, verticalSizeClass: .regular,
                                  safeArea: insets, statusBar: .homeButton),
            landscape: Orientation(size: CGSize(width: height, height: width), horizontalSizeClass: .regular, verticalSizeClass: .regular,
                                   safeArea: insets, statusBar: .homeButton))
    }
}
