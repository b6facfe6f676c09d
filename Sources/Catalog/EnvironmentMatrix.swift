import ViewKit

/// The environments a catalog renders every variant in: appearances × languages × content
/// sizes × scales, and for screens × devices with their size classes.
public struct EnvironmentMatrix: Hashable, Sendable {
    /// A device a screen renders on.
    public struct Device: Hashable, Sendable {
        public var name: String
        public var size: Size
        public var horizontalSizeClass: UserInterfaceSizeClass
        public var verticalSizeClass: UserInterfaceSizeClass
        /// The safe area of the device (status bar, home indicator).
        public var safeArea: EdgeInsets

        public static let iPhonePortrait = Device(name: "iPhone", size: Size(width: 390, height: 844), horizontalSizeClass: .compact,
                                                  verticalSizeClass: .regular, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        public static let iPhoneLandscape = Device(name: "iPhone-landscape", size: Size(width: 844, height: 390), horizontalSizeClass: .compact,
                                                   verticalSizeClass: .compact, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        public static let iPad = Device(name: "iPad", size: Size(width: 1024, height: 1366), horizontalSizeClass: .regular,
                                        verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        public static let iPadFormSheet = Device(name: "iPad-formsheet", size: Size(width: 540, height: 620), horizontalSizeClass: .regular,
                                                 verticalSizeClass: .regular, safeArea: .zero)
    }

    public var styles: [UserInterfaceStyle]
    public var languages: [Language]
    public var contentSizes: [ContentSizeCategory]
    public var scales: [Double]
    public var devices: [Device]

    public init(styles: [UserInterfaceStyle], languages: [Language], contentSizes: [ContentSizeCategory],
                scales: [Double], devices: [Device]) {
        self.styles = styles
        self.languages = languages
        self.contentSizes = contentSizes
        self.scales = scales
        self.devices = devices
    }

    /// Light and dark, ja and en, at the default text size and @2x, on an iPhone in
    /// portrait: the environments every variant has a reference in.
    public static let `default` = EnvironmentMatrix(styles: [.light, .dark], languages: [.japanese, .english],
                                                    contentSizes: [.large], scales: [2], devices: [.iPhonePortrait])

    /// The full matrix: adds xxxL and AX3 text, @3x, and iPhone landscape, iPad and an
    /// iPad form sheet for screens.
    public static let full = EnvironmentMatrix(styles: [.light, .dark], languages: [.japanese, .english],
                                               contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraLarge], scales: [2, 3],
                                               devices: [.iPhonePortrait, .iPhoneLandscape, .iPad, .iPadFormSheet])

    /// Every environment for an entry of `kind`, in a fixed order.
    public func environments(for kind: CatalogEntry.Kind) -> [CatalogEnvironment] {
        var result: [CatalogEnvironment] = []
        let deviceList: [Device?] = kind == .screen ? devices : [nil]
        for device in deviceList {
            for scale in scales {
                for size in contentSizes {
                    for language in languages {
                        for style in styles {
                            let traits = TraitCollection(displayScale: scale, userInterfaceStyle: style,
                                                         preferredContentSizeCategory: size, typesettingLanguage: language)
                            result.append(CatalogEnvironment(traits: traits, device: device))
                        }
                    }
                }
            }
        }
        return result
    }
}
