/// The four generic devices screens rendered on before the named models: layouts only (screen
/// size, size classes, safe area), at the traits' scale, with no status bar or home indicator
/// drawn, so references recorded on them stay as they are. `showingSystemOverlays(true)` draws
/// both, as on an iPhone 12 to 14 and a 12.9-inch iPad Pro.
extension RenderDevice {
    /// An iPhone 12, 13 or 14 held upright: 390 × 844 points, 47 at the top, 34 at the bottom.
    public static let iPhonePortrait = RenderDevice(
        name: "iPhone", idiom: .phone, scale: nil, displayCornerRadius: 47.33, hasHomeIndicator: true,
        portrait: Orientation(size: CGSize(width: 390, height: 844), horizontalSizeClass: .compact, verticalSizeClass: .regular,
                              safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                              statusBar: .sensorHousing(height: 47, housingWidth: 210, centerY: 25)),
        landscape: Orientation(size: CGSize(width: 844, height: 390), horizontalSizeClass: .compact, verticalSizeClass: .compact,
                               safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), statusBar: .hidden),
        showsSystemOverlays: false)

    /// The same iPhone on its side: the sensor housing's side and the home indicator inset.
    public static let iPhoneLandscape = iPhonePortrait.landscape

    /// A 12.9-inch iPad Pro upright.
    public static let iPad = RenderDevice(
        name: "iPad", idiom: .pad, scale: nil, displayCornerRadius: 18, hasHomeIndicator: true,
        portrait: Orientation(size: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular, verticalSizeClass: .regular,
                              safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBar: .pad(height: 24)),
        landscape: Orientation(size: CGSize(width: 1366, height: 1024), horizontalSizeClass: .regular, verticalSizeClass: .regular,
                               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBar: .pad(height: 24)),
        showsSystemOverlays: false)

    /// A form sheet on that iPad: no screen edges reach it.
    public static let iPadFormSheet = RenderDevice(name: "iPad-formsheet", size: CGSize(width: 540, height: 620), horizontalSizeClass: .regular,
                                                   verticalSizeClass: .regular, safeArea: .zero, idiom: .pad)
}
