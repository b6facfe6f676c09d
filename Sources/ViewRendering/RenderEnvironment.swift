import Foundation

/// The world a render happens in: the traits views inherit from their window (appearance,
/// scale, text size, size classes, direction), the device language text without a language
/// of its own is set in, and for screens the device (screen size and safe area).
public struct RenderEnvironment: Hashable, Sendable {
    /// The traits as given (the rest are an iPhone's defaults).
    public var traits: UITraitCollection
    /// The language of the device: untagged text is set in it (Japanese text in Japanese
    /// glyph forms under `ja`); nil takes the traits' typesetting language, then the font
    /// declaration's default language.
    public var language: Locale.Language?
    /// The device a screen fills; nil for a component, which has no screen edges.
    public var device: RenderDevice?

    /// An environment of `traits` in `language`; on `device`, its size classes and idiom
    /// replace the traits', and its scale applies unless the traits name a display scale.
    public init(traits: UITraitCollection = UITraitCollection(), language: Locale.Language? = nil, device: RenderDevice? = nil) {
        self.traits = traits
        self.language = language
        self.device = device
    }

    /// Every trait in effect: an iPhone's defaults, the device's scale, the given traits
    /// (a display scale among them wins over the device's), the device's size classes and
    /// idiom.
    public var resolvedTraits: UITraitCollection {
        // The same collection for the same traits and device (`ResolvedTraits`).
        ResolvedTraits.of(traits, device: device) { resolve() }
    }

    /// `resolvedTraits`, made afresh.
    private func resolve() -> UITraitCollection {
        var layers = [UITraitCollection.standard]
        if let scale = device?.scale { layers.append(UITraitCollection(displayScale: scale)) }
        var all = UITraitCollection(traitsFrom: layers + [traits])
        if let device {
            all = UITraitCollection(traitsFrom: [all, UITraitCollection(horizontalSizeClass: device.horizontalSizeClass),
                                                 UITraitCollection(verticalSizeClass: device.verticalSizeClass),
                                                 UITraitCollection(userInterfaceIdiom: device.idiom)])
        }
        return all
    }

    /// The language untagged text is set in, if the environment says: `language`, else the
    /// traits' typesetting language.
    public var effectiveLanguage: Locale.Language? {
        language ?? traits.typesettingLanguage
    }

    /// `effectiveLanguage` as a BCP 47 tag (`ja`, `en`, `zh-Hans`), the form names use.
    public var languageTag: String? {
        effectiveLanguage.map(Self.tag(of:))
    }

    /// The traits as a name for files and galleries: appearance, the language when there is
    /// one, the text size and the scale (`light-ja-L-2x`, `dark-AX3-3x`); then, when
    /// `includingSizeClasses` and they are not an iPhone's upright (compact width, regular
    /// height), the size classes as `RR`, `CC` or `RC`; and `rtl` for right to left.
    public func traitsName(includingSizeClasses: Bool = true) -> String {
        let traits = resolvedTraits
        var parts = [traits.userInterfaceStyle == .dark ? "dark" : "light"]
        if let languageTag { parts.append(languageTag) }
        parts.append(traits.preferredContentSizeCategory.shortName)
        parts.append("\(LayoutNumber.format(traits.displayScale))x")
        if includingSizeClasses, traits.horizontalSizeClass != .compact || traits.verticalSizeClass != .regular {
            parts.append("\(traits.horizontalSizeClass == .regular ? "R" : "C")\(traits.verticalSizeClass == .regular ? "R" : "C")")
        }
        if traits.layoutDirection == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: "-")
    }

    /// The environment's name: the device's, then the traits' (`iPhone-dark-en-L-2x`).
    public var name: String {
        device.map { "\($0.name)-\(traitsName(includingSizeClasses: false))" } ?? traitsName()
    }

    /// The same traits and language on `device`.
    public func on(_ device: RenderDevice) -> RenderEnvironment {
        RenderEnvironment(traits: traits, language: language, device: device)
    }

    /// The same traits and language on `device`, at the device's own scale when it has one
    /// (the traits' display scale gives way), as a catalog pins a screen to a device.
    package func atScale(of device: RenderDevice) -> RenderEnvironment {
        guard device.scale != nil else { return on(device) }
        var storage = traits.storage
        storage.set(UITraitDisplayScale.self, nil)
        return RenderEnvironment(traits: UITraitCollection(storage: storage), language: language, device: device)
    }
}
