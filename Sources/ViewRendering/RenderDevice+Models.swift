/// Apple's devices as they ship, each upright; `.landscape` turns one on its side. Screen
/// sizes, scales, safe areas, size classes and corner radii, with their sources, are in
/// docs/DEVICES.md; the status bar and home indicator are drawn over screen renders.
extension RenderDevice {
    /// iPhone SE (3rd generation): 375 × 667 points at @2x, a Home button and a 20-point
    /// status bar (none on its side), square corners.
    public static let iPhoneSE3 = RenderDevice(
        name: "iPhoneSE3", idiom: .phone, scale: 2, displayCornerRadius: 0, hasHomeIndicator: false,
        portrait: Orientation(size: CGSize(width: 375, height: 667), horizontalSizeClass: .compact, verticalSizeClass: .regular,
                              safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBar: .homeButton),
        landscape: Orientation(size: CGSize(width: 667, height: 375), horizontalSizeClass: .compact, verticalSizeClass: .compact,
                               safeArea: .zero, statusBar: .hidden))

    /// iPhone 15: 393 × 852 points at @3x with a Dynamic Island.
    public static let iPhone15 = dynamicIslandPhone(name: "iPhone15", width: 393, height: 852, landscapeWidthClass: .compact)

    /// iPhone 15 Pro: the same screen as the iPhone 15.
    public static let iPhone15Pro = dynamicIslandPhone(name: "iPhone15Pro", width: 393, height: 852, landscapeWidthClass: .compact)

    /// iPhone 15 Pro Max: 430 × 932 points at @3x, regular width on its side.
    public static let iPhone15ProMax = dynamicIslandPhone(name: "iPhone15ProMax", width: 430, height: 932, landscapeWidthClass: .regular)

    /// iPhone 16 Pro: 402 × 874 points at @3x, a 62-point top inset upright.
    public static let iPhone16Pro = dynamicIslandPhone(name: "iPhone16Pro", width: 402, height: 874, landscapeWidthClass: .compact,
                                                       inset: 62, statusBarHeight: 57, cornerRadius: 62)

    /// iPad mini (6th generation): 744 × 1133 points at @2x.
    public static let iPadMini6 = pad(name: "iPadMini6", width: 744, height: 1133, cornerRadius: 21.5)

    /// iPad Air 11-inch (M2): 820 × 1180 points at @2x.
    public static let iPadAir11 = pad(name: "iPadAir11", width: 820, height: 1180, cornerRadius: 18)

    /// iPad Pro 13-inch (M4): 1032 × 1376 points at @2x.
    public static let iPadPro13 = pad(name: "iPadPro13", width: 1032, height: 1376, cornerRadius: 18)

    /// Every named model upright: `.map(\.landscape)` gives them on their sides.
    public static let models: [RenderDevice] = [.iPhoneSE3, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16Pro,
                                                .iPadMini6, .iPadAir11, .iPadPro13]

    /// Every device with a name: the generic four, then each model upright and on its side.
    public static let all: [RenderDevice] = [.iPhonePortrait, .iPhoneLandscape, .iPad, .iPadFormSheet]
        + models.flatMap { [$0, $0.landscape] }

    /// The device of `all` named `name` (`iPhone15Pro`, `iPadPro13-landscape`), if any;
    /// letter case does not matter.
    public init?(named name: String) {
        guard let device = Self.all.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = device
    }

    /// An iPhone with a Dynamic Island: `inset` points on top upright (59, or 62 on the
    /// 16 Pro models) and on each side when turned, 34 below upright and 21 turned.
    private static func dynamicIslandPhone(name: String, width: CGFloat, height: CGFloat, landscapeWidthClass: UIUserInterfaceSizeClass,
                                           inset: CGFloat = 59, statusBarHeight: CGFloat = 54, cornerRadius: CGFloat = 55) -> RenderDevice {
        RenderDevice(
            name: name, idiom: .phone, scale: 3, displayCornerRadius: cornerRadius, hasHomeIndicator: true,
            portrait: Orientation(size: CGSize(width: width, height: height), horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                  safeArea: UIEdgeInsets(top: inset, left: 0, bottom: 34, right: 0),
                                  statusBar: .sensorHousing(height: statusBarHeight, housingWidth: 126, centerY: inset / 2)),
            landscape: Orientation(size: CGSize(width: height, height: width), horizontalSizeClass: landscapeWidthClass,
                                   verticalSizeClass: .compact, safeArea: UIEdgeInsets(top: 0, left: inset, bottom: 21, right: inset),
                                   statusBar: .hidden))
    }

    /// An iPad without a Home button: 24 points on top (the status bar) and 20 below (the
    /// home indicator) either way up, regular in both size classes.
    static func pad(name: String, width: CGFloat, height: CGFloat, cornerRadius: CGFloat) -> RenderDevice {
        let insets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return RenderDevice(
            name: name, idiom: .pad, scale: 2, displayCornerRadius: cornerRadius, hasHomeIndicator: true,
            portrait: Orientation(size: CGSize(width: width, height: height), horizontalSizeClass: .regular, verticalSizeClass: .regular,
                                  safeArea: insets, statusBar: .pad(height: 24)),
            landscape: Orientation(size: CGSize(width: height, height: width), horizontalSizeClass: .regular, verticalSizeClass: .regular,
                                   safeArea: insets, statusBar: .pad(height: 24)))
    }
}
