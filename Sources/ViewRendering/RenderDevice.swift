/// A device a screen renders on: its screen size in points, its size classes and the safe
/// area its status bar, sensor housing and home indicator leave.
public struct RenderDevice: Hashable, Sendable {
    public var name: String
    public var size: CGSize
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var safeArea: UIEdgeInsets
    public var idiom: UIUserInterfaceIdiom

    public init(name: String, size: CGSize, horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                safeArea: UIEdgeInsets, idiom: UIUserInterfaceIdiom = .phone) {
        self.name = name
        self.size = size
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.safeArea = safeArea
        self.idiom = idiom
    }

    /// An iPhone 12, 13 or 14 held upright: 390 × 844 points, 47 at the top, 34 at the bottom.
    public static let iPhonePortrait = RenderDevice(name: "iPhone", size: CGSize(width: 390, height: 844), horizontalSizeClass: .compact,
                                                    verticalSizeClass: .regular, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    /// The same iPhone on its side: the sensor housing's side and the home indicator inset.
    public static let iPhoneLandscape = RenderDevice(name: "iPhone-landscape", size: CGSize(width: 844, height: 390), horizontalSizeClass: .compact,
                                                     verticalSizeClass: .compact, safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    /// A 12.9-inch iPad Pro upright.
    public static let iPad = RenderDevice(name: "iPad", size: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular,
                                          verticalSizeClass: .regular, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad)
    /// A form sheet on that iPad: no screen edges reach it.
    public static let iPadFormSheet = RenderDevice(name: "iPad-formsheet", size: CGSize(width: 540, height: 620), horizontalSizeClass: .regular,
                                                   verticalSizeClass: .regular, safeArea: .zero, idiom: .pad)
}
