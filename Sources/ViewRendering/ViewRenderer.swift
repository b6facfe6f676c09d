import Foundation
internal import Locking
package import Typesetting

/// Lays a view (or a view controller's view) out in a window of the environment and draws
/// it into an image: the product's `render(view, traits, size)`. Everything runs on the main
/// thread, as UIKit requires (a worker thread's call waits for it there), with the
/// environment's screen, traits and text language in effect for that render only. Rendering options are fixed, so
/// the same tree, environment and fonts give the same bytes on every machine and thread.
public struct ViewRenderer: Sendable {
    /// The text engine text is set with.
    package let typesetter: Typesetter

    /// A renderer over `typesetter`.
    package init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// A renderer over the standard font declaration.
    public init() throws(RenderError) {
        do {
            typesetter = try Typesetter()
        } catch {
            throw .fonts(error.description)
        }
    }

    /// Runs `body` as code runs on a device of `environment`: `UIScreen.main` is its screen,
    /// `UITraitCollection.current` its traits, and text without a language is set in its
    /// language. Build the views to render in here, as an app builds them.
    public func withEnvironment<T>(_ environment: RenderEnvironment, _ body: @MainActor () -> T) -> T {
        let traits = environment.resolvedTraits
        return MainThread.run {
            TextEngine.with(typesetter, language: environment.textLanguage) {
                traits.withCurrent {
                    let device = environment.device ?? RenderDevice.iPhonePortrait
                    let screen = UIScreen(size: device.size, safeAreaInsets: device.safeArea, traits: traits,
                                          statusBarHeight: device.statusBar.height, topInsetIsStatusBar: device.statusBar == .homeButton)
                    return UIScreen.withMain(screen, body)
                }
            }
        }
    }

    /// Renders `view` in `environment`, sized as `size` says, over `background` (resolved
    /// for the view's traits) or on transparency.
    public func render(_ view: UIView, in environment: RenderEnvironment = RenderEnvironment(), size: RenderSize = .fitting,
                       background: UIColor? = nil) throws(RenderError) -> RenderedImage {
        try Self.refuseRightToLeft(environment)
        let outcome: Result<RenderedImage, RenderError> = withEnvironment(environment) {
            Result { () throws(RenderError) -> RenderedImage in
                try RenderPass(environment: environment).render(view: view, size: size, background: background)
            }
        }
        return try outcome.get()
    }

    /// Renders `controller`'s view as the root of a window of `environment`'s device (or of
    /// `size`), with its appearance callbacks run as when it first shows.
    public func render(_ controller: UIViewController, in environment: RenderEnvironment = RenderEnvironment(),
                       size: RenderSize? = nil, background: UIColor? = nil) throws(RenderError) -> RenderedImage {
        try render(controller, in: environment, size: size, background: background, onScreen: nil)
    }

    /// `render(_:in:size:background:)`, with `onScreen` run on the controller once it is shown
    /// (in the window, appeared, laid out) and before it is drawn: the user's taps.
    package func render(_ controller: UIViewController, in environment: RenderEnvironment, size: RenderSize?, background: UIColor?,
                        onScreen: (@MainActor (UIViewController) -> Void)?) throws(RenderError) -> RenderedImage {
        try Self.refuseRightToLeft(environment)
        let outcome: Result<RenderedImage, RenderError> = withEnvironment(environment) {
            Result { () throws(RenderError) -> RenderedImage in
                try RenderPass(environment: environment).render(controller: controller, size: size, background: background, onScreen: onScreen)
            }
        }
        return try outcome.get()
    }

    /// Refuses an environment whose language is written right to left (Arabic, Hebrew,
    /// Persian, Urdu…): the text engine sets left-to-right text only, so the picture would be
    /// wrong (docs/LOCALIZATION.md).
    static func refuseRightToLeft(_ environment: RenderEnvironment) throws(RenderError) {
        guard let language = environment.effectiveLanguage, isRightToLeft(language) else { return }
        throw .rightToLeftLanguage(environment.languageTag ?? language.maximalIdentifier)
    }

    /// Whether `language` is written right to left, asked of ICU once per language (each
    /// question opens ICU's locale data, a twentieth of a button's render).
    private static func isRightToLeft(_ language: Locale.Language) -> Bool {
        rightToLeftLanguages.value(for: language) { $0.characterDirection == .rightToLeft }
    }

    /// `isRightToLeft`'s answers by language.
    private static let rightToLeftLanguages = Memo<Locale.Language, Bool>()
}
