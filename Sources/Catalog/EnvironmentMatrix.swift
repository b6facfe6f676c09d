import Foundation

/// The environments a catalog renders every variant in: appearances × languages × content
/// sizes × scales, and for screens × devices with their size classes. A device with a scale
/// of its own (the named models: `.iPhone15Pro` at @3x, `.iPhoneSE3` at @2x) renders at that
/// scale only, once per environment of the other traits; the generic devices (`.iPhonePortrait`
/// and the rest) take every scale of `scales`, as components do.
public struct EnvironmentMatrix: Hashable, Sendable {
    /// A device screens render on.
    public typealias Device = RenderDevice

    /// The appearances, light and dark.
    public var styles: [UIUserInterfaceStyle]
    /// The device languages untagged text is set in.
    public var languages: [Locale.Language]
    /// The text sizes.
    public var contentSizes: [UIContentSizeCategory]
    /// The display scales.
    public var scales: [CGFloat]
    /// The devices screens render on (components render on none): any of
    /// `RenderDevice.all`, or one of your own.
    public var devices: [Device]

    /// A matrix of every combination of these.
    public init(styles: [UIUserInterfaceStyle], languages: [Locale.Language], contentSizes: [UIContentSizeCategory],
                scales: [CGFloat], devices: [Device]) {
        self.styles = styles
        self.languages = languages
        self.contentSizes = contentSizes
        self.scales = scales
        self.devices = devices
    }

    /// Japanese and English, the languages of the default and full matrices.
    private static let japaneseAndEnglish = [Locale.Language(identifier: "ja"), Locale.Language(identifier: "en")]

    /// Light and dark, ja and en, at the default text size and @2x, on an iPhone in
    /// portrait: the environments every variant has a reference in.
    public static let `default` = EnvironmentMatrix(styles: [.light, .dark], languages: japaneseAndEnglish,
                                                    contentSizes: [.large], scales: [2], devices: [.iPhonePortrait])

    /// The full matrix: adds xxxL and AX3 text, @3x, and iPhone landscape, iPad and an
    /// iPad form sheet for screens.
    public static let full = EnvironmentMatrix(styles: [.light, .dark], languages: japaneseAndEnglish,
                                               contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraLarge], scales: [2, 3],
                                               devices: [.iPhonePortrait, .iPhoneLandscape, .iPad, .iPadFormSheet])

    /// The same matrix with screens on `devices` (`.default.on([.iPhone15Pro, .iPhoneSE3])`).
    public func on(_ devices: [Device]) -> EnvironmentMatrix {
        var matrix = self
        matrix.devices = devices
        return matrix
    }

    /// Every environment for an entry of `kind`, in a fixed order.
    public func environments(for kind: CatalogEntry.Kind) -> [RenderEnvironment] {
        var result: [RenderEnvironment] = []
        let deviceList: [Device?] = kind == .screen ? devices : [nil]
        for device in deviceList {
            // A device's own scale replaces the axis: nil leaves the traits without one.
            let scaleList: [CGFloat?] = device?.scale != nil ? [nil] : scales.map { $0 }
            for scale in scaleList {
                for size in contentSizes {
                    for language in languages {
                        for style in styles {
                            var layers = [UITraitCollection(userInterfaceStyle: style), UITraitCollection(preferredContentSizeCategory: size)]
                            if let scale { layers.insert(UITraitCollection(displayScale: scale), at: 0) }
                            result.append(RenderEnvironment(traits: UITraitCollection(traitsFrom: layers), language: language, device: device))
                        }
                    }
                }
            }
        }
        return result
    }
}
