/// The environments a catalog renders every variant in: appearances × languages × content
/// sizes × scales, and for screens × devices with their size classes.
public struct EnvironmentMatrix: Hashable, Sendable {
    /// A device screens render on.
    public typealias Device = RenderDevice

    public var styles: [UIUserInterfaceStyle]
    public var languages: [Language]
    public var contentSizes: [UIContentSizeCategory]
    public var scales: [CGFloat]
    public var devices: [Device]

    public init(styles: [UIUserInterfaceStyle], languages: [Language], contentSizes: [UIContentSizeCategory],
                scales: [CGFloat], devices: [Device]) {
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
    public func environments(for kind: CatalogEntry.Kind) -> [RenderEnvironment] {
        var result: [RenderEnvironment] = []
        let deviceList: [Device?] = kind == .screen ? devices : [nil]
        for device in deviceList {
            for scale in scales {
                for size in contentSizes {
                    for language in languages {
                        for style in styles {
                            let traits = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceStyle: style),
                                                                        UITraitCollection(preferredContentSizeCategory: size)])
                            result.append(RenderEnvironment(traits: traits, language: language, device: device))
                        }
                    }
                }
            }
        }
        return result
    }
}
