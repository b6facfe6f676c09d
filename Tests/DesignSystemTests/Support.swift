import Catalog
import Foundation
import DesignSystem
import Testing
import UIKit

/// Environments and helpers shared by the design system's tests.
enum Fixtures {
    static let iPhone = RenderDevice.iPhonePortrait
    static let iPhoneLandscape = RenderDevice.iPhoneLandscape
    static let japanese = Locale.Language(identifier: "ja")
    static let english = Locale.Language(identifier: "en")
    static let simplifiedChinese = Locale.Language(identifier: "zh-Hans")
    static let korean = Locale.Language(identifier: "ko")

    /// Light traits at @2x.
    static func traits(style: UIUserInterfaceStyle = .light) -> UITraitCollection {
        UITraitCollection { $0.displayScale = 2; $0.userInterfaceStyle = style }
    }

    /// Renders `controller` as the root of a window on `device` in `language`.
    @MainActor
    @discardableResult
    static func render<Controller: UIViewController>(screen controller: Controller, on device: RenderDevice = iPhone,
                                                     language: Locale.Language? = japanese,
                                                     onScreen: @MainActor (Controller) -> Void = { _ in }) throws -> RenderedImage {
        let environment = RenderEnvironment(traits: traits(), language: language, device: device)
        return try withoutActuallyEscaping(onScreen) { step in
            try ViewRenderer().render(controller, in: environment, size: nil, background: nil) { _ in step(controller) }
        }
    }

    /// Renders `view` at its fitting size.
    @MainActor
    @discardableResult
    static func render(component view: UIView, language: Locale.Language? = japanese, style: UIUserInterfaceStyle = .light) throws -> RenderedImage {
        try ViewRenderer().render(view, in: RenderEnvironment(traits: traits(style: style), language: language))
    }
}

extension UILabel {
    /// The glyph ids the label's text was set with when it last drew.
    var glyphIDs: [UInt32] {
        (lastLayout?.lines ?? []).flatMap { $0.runs.flatMap { $0.glyphs.map(\.id) } }
    }

    /// The font families of the runs the label last drew.
    var runFamilies: Set<String> {
        Set((lastLayout?.lines ?? []).flatMap { $0.runs.map(\.face.family) })
    }
}
