import Catalog
import DesignSystem
import Testing
import ViewKit

/// Traits and helpers shared by the design system's tests.
enum Fixtures {
    static let iPhone = EnvironmentMatrix.Device.iPhonePortrait
    static let iPhoneLandscape = EnvironmentMatrix.Device.iPhoneLandscape

    /// Traits for `device` in `language`, light, @2x.
    static func traits(_ device: EnvironmentMatrix.Device = iPhone, language: Language? = .japanese,
                       style: UserInterfaceStyle = .light) -> TraitCollection {
        TraitCollection(horizontalSizeClass: device.horizontalSizeClass, verticalSizeClass: device.verticalSizeClass,
                        displayScale: 2, userInterfaceStyle: style, typesettingLanguage: language)
    }

    /// Renders `view` as a screen on `device`, with its safe area.
    @discardableResult
    static func render(screen view: View, on device: EnvironmentMatrix.Device = iPhone, language: Language? = .japanese) throws -> RenderedImage {
        view.additionalSafeAreaInsets = device.safeArea
        return try Renderer().render(view, traits: traits(device, language: language), size: .fixed(device.size))
    }

    /// Renders `view` at its fitting size.
    @discardableResult
    static func render(component view: View, language: Language? = .japanese) throws -> RenderedImage {
        try Renderer().render(view, traits: traits(language: language))
    }
}

extension Label {
    /// The glyph ids the label's text was set with at its last layout.
    var glyphIDs: [UInt32] {
        (lastLayout?.lines ?? []).flatMap { $0.runs.flatMap { $0.glyphs.map(\.id) } }
    }

    /// The font families of the runs of the label's last layout.
    var runFamilies: Set<String> {
        Set((lastLayout?.lines ?? []).flatMap { $0.runs.map(\.face.family) })
    }
}
