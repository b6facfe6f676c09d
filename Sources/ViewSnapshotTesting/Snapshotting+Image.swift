import Foundation
import SnapshotStore
import ViewRendering

extension Snapshotting where Value: UIView, Format == SnapshotImage {
    /// Renders the view in a window with `traits` (an iPhone's for the rest) and `language`
    /// (the device language untagged text is set in), at `size`, over `background` if given
    /// (else on transparency), and compares the image with its PNG reference (see
    /// `Diffing.image`). The variant is named after the environment, e.g. `light-ja-L-2x`.
    public static func image(
        traits: UITraitCollection = UITraitCollection(),
        language: Locale.Language? = nil,
        size: RenderSize = .fitting,
        background: UIColor? = nil,
        threshold: Double = 0.1,
        tolerance: Double = 0,
        designChecks: DesignCheckPolicy = .ignore,
        renderer: ViewRenderer? = nil
    ) -> Snapshotting {
        let environment = RenderEnvironment(traits: traits, language: language)
        return Snapshotting(pathExtension: "png", diffing: .image(threshold: threshold, tolerance: tolerance), variantName: environment.traitsName()) { view in
            let rendered = try (renderer ?? ViewRenderer()).render(view, in: environment, size: size, background: background)
            var captured = CapturedSnapshot(format: SnapshotImage(bitmap: rendered.bitmap), fonts: rendered.faces.map(\.face),
                                            notes: rendered.warnings.map(\.description))
            captured.failures = designChecks.failures(in: rendered.findings).map(\.description)
            return captured
        }
    }

    /// One image strategy per trait collection, each its own reference, keyed by variant
    /// name: `assertSnapshots(of: view, as: .images(traits: [light, dark]))`.
    public static func images(
        traits list: [UITraitCollection],
        language: Locale.Language? = nil,
        size: RenderSize = .fitting,
        threshold: Double = 0.1,
        tolerance: Double = 0,
        designChecks: DesignCheckPolicy = .ignore
    ) -> [String: Snapshotting] {
        var strategies: [String: Snapshotting] = [:]
        for traits in list {
            let name = RenderEnvironment(traits: traits, language: language).traitsName()
            strategies[name] = .image(traits: traits, language: language, size: size, threshold: threshold, tolerance: tolerance, designChecks: designChecks)
        }
        return strategies
    }
}

extension Snapshotting where Value: UIViewController, Format == SnapshotImage {
    /// Renders the controller as the root of a window on `device` (its screen size, safe
    /// area and size classes, at its scale unless `traits` name one; a named model such as
    /// `.iPhone15Pro` or `.iPadPro13.landscape` with its status bar and home indicator drawn
    /// over the screen) with `traits` and `language`, and compares the image with its PNG
    /// reference. The variant is named after the device and traits, e.g.
    /// `iPhone-light-ja-L-3x` or `iPhone15Pro-dark-L-3x`:
    /// `assertSnapshot(of: controller, as: .image(on: .iPhone15Pro))`.
    /// With `wholeContent`, a list screen is drawn as a long screenshot: the device's width
    /// and the whole height of its main table, collection or scroll view, every row laid out
    /// (`RenderSize.contentHeight`); the variant name ends in `-whole`.
    public static func image(
        on device: RenderDevice = .iPhonePortrait,
        traits: UITraitCollection = UITraitCollection(),
        language: Locale.Language? = nil,
        wholeContent: Bool = false,
        threshold: Double = 0.1,
        tolerance: Double = 0,
        designChecks: DesignCheckPolicy = .ignore,
        renderer: ViewRenderer? = nil
    ) -> Snapshotting {
        let environment = RenderEnvironment(traits: traits, language: language, device: device)
        let size: RenderSize? = wholeContent ? .contentHeight(screen: device.size) : nil
        let name = environment.name + (wholeContent ? "-whole" : "")
        return Snapshotting(pathExtension: "png", diffing: .image(threshold: threshold, tolerance: tolerance), variantName: name) { controller in
            let rendered = try (renderer ?? ViewRenderer()).render(controller, in: environment, size: size)
            var captured = CapturedSnapshot(format: SnapshotImage(bitmap: rendered.bitmap), fonts: rendered.faces.map(\.face),
                                            notes: rendered.warnings.map(\.description))
            captured.failures = designChecks.failures(in: rendered.findings).map(\.description)
            return captured
        }
    }

    /// One image strategy per device, each its own reference, keyed by variant name:
    /// `assertSnapshots(of: controller, as: .images(on: [.iPhoneSE3, .iPhone15Pro, .iPhone15Pro.landscape]))`.
    public static func images(
        on devices: [RenderDevice],
        traits: UITraitCollection = UITraitCollection(),
        language: Locale.Language? = nil,
        threshold: Double = 0.1,
        tolerance: Double = 0,
        designChecks: DesignCheckPolicy = .ignore
    ) -> [String: Snapshotting] {
        var strategies: [String: Snapshotting] = [:]
        for device in devices {
            let name = RenderEnvironment(traits: traits, language: language, device: device).name
            strategies[name] = .image(on: device, traits: traits, language: language, threshold: threshold, tolerance: tolerance, designChecks: designChecks)
        }
        return strategies
    }
}

extension Dictionary where Key == String {
    /// One image strategy per device, keyed by variant name, for
    /// `assertSnapshots(of: controller, as: .images(on: [.iPhoneSE3, .iPhone15Pro]))`.
    public static func images<C: UIViewController>(
        on devices: [RenderDevice],
        traits: UITraitCollection = UITraitCollection(),
        language: Locale.Language? = nil,
        threshold: Double = 0.1,
        tolerance: Double = 0,
        designChecks: DesignCheckPolicy = .ignore
    ) -> [String: Snapshotting<C, SnapshotImage>] where Value == Snapshotting<C, SnapshotImage> {
        Snapshotting<C, SnapshotImage>.images(on: devices, traits: traits, language: language, threshold: threshold, tolerance: tolerance, designChecks: designChecks)
    }

    /// One image strategy per trait collection, keyed by variant name, for
    /// `assertSnapshots(of: view, as: .images(traits: [light, dark]))`.
    public static func images<V: UIView>(
        traits list: [UITraitCollection],
        language: Locale.Language? = nil,
        size: RenderSize = .fitting,
        threshold: Double = 0.1,
        tolerance: Double = 0,
        designChecks: DesignCheckPolicy = .ignore
    ) -> [String: Snapshotting<V, SnapshotImage>] where Value == Snapshotting<V, SnapshotImage> {
        Snapshotting<V, SnapshotImage>.images(traits: list, language: language, size: size, threshold: threshold, tolerance: tolerance, designChecks: designChecks)
    }
}
