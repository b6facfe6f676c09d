/// Where a sheet goes in its container and how it looks there, as UIKit's sheet layout
/// computes it (docs/PRESENTATION.md, "Sheets").
@MainActor
struct SheetGeometry {
    /// The sheet's frame in the container.
    var frame: CGRect
    /// The rounded corners and their radius.
    var corners: CACornerMask
    var cornerRadius: CGFloat
    /// Whether the screen behind is dimmed.
    var dimmed: Bool
    /// Whether the screen behind is pushed back (an edge-attached sheet at its full height).
    var pushesBack: Bool
    /// Whether the sheet fills the container (compact height).
    var fillsContainer: Bool
    /// The resolved detents, smallest first, and the one the sheet rests at.
    var detents: [(identifier: UISheetPresentationController.Detent.Identifier, value: CGFloat)]
    var selected: UISheetPresentationController.Detent.Identifier?

    static let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The geometry of `sheet` in `container`: edge-attached in compact width, floating
    /// (centred) otherwise.
    static func compute(for sheet: UISheetPresentationController, in container: UIView) -> SheetGeometry {
        let traits = container.traitCollection
        let radius = sheet.preferredCornerRadius ?? PresentationMetrics.sheetCornerRadius
        if traits.horizontalSizeClass == .compact || traits.horizontalSizeClass == .unspecified {
            return edgeAttached(sheet, in: container, radius: radius)
        }
        return floating(sheet, in: container, radius: radius)
    }

    /// On an iPhone: full width (or the preferred width where UIKit follows it), the top 10
    /// points below the safe area at full height, the detent's value above the bottom safe
    /// area otherwise; filling the screen in compact height unless the sheet prefers to stay
    /// attached.
    private static func edgeAttached(_ sheet: UISheetPresentationController, in container: UIView, radius: CGFloat) -> SheetGeometry {
        let bounds = container.bounds, safe = container.safeAreaInsets, traits = container.traitCollection
        let scale = max(1, traits.displayScale)
        let compactHeight = traits.verticalSizeClass == .compact
        if compactHeight, !sheet.prefersEdgeAttachedInCompactHeight {
            return SheetGeometry(frame: bounds, corners: [], cornerRadius: 0, dimmed: true, pushesBack: false, fillsContainer: true,
                                 detents: [(.large, bounds.height - safe.top - safe.bottom)], selected: .large)
        }
        let top = safe.top + (compactHeight ? PresentationMetrics.sheetTopOffsetInCompactHeight : PresentationMetrics.sheetTopOffset)
        var x = bounds.minX, width = bounds.width
        let preferredWidth = sheet.presentedViewController.preferredContentSize.width
        if sheet.widthFollowsPreferredContentSizeWhenEdgeAttached, preferredWidth > 0,
           !(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular) {
            width = min(preferredWidth, bounds.width)
            x = LayoutNumber.round(bounds.midX - width / 2, scale: scale)
        }
        let maximum = bounds.maxY - top - safe.bottom
        let detents = resolve(sheet.detents, traits: traits, maximum: maximum, scale: scale)
        let current = detents.first { $0.identifier == sheet.selectedDetentIdentifier } ?? detents[0]
        let height = min(bounds.maxY - top, LayoutNumber.round(current.value + safe.bottom, scale: scale))
        let dimmed = isDimmed(at: current.value, undimmed: sheet.largestUndimmedDetentIdentifier, detents: detents)
        return SheetGeometry(frame: CGRect(x: x, y: bounds.maxY - height, width: width, height: height), corners: topCorners,
                             cornerRadius: radius, dimmed: dimmed, pushesBack: dimmed && current.value >= maximum - 0.5 / scale,
                             fillsContainer: false, detents: detents, selected: current.identifier)
    }

    /// On an iPad: a page sheet 704 points wide and √2 times as tall (as room allows), a form
    /// sheet its preferred or the default size; centred, every corner rounded, the screen
    /// behind dimmed.
    private static func floating(_ sheet: UISheetPresentationController, in container: UIView, radius: CGFloat) -> SheetGeometry {
        let bounds = container.bounds, safe = container.safeAreaInsets, traits = container.traitCollection
        let scale = max(1, traits.displayScale)
        let margin = PresentationMetrics.floatingSheetMargin
        let available = CGSize(width: bounds.width - 2 * margin, height: bounds.height - safe.top - safe.bottom - 2 * margin)
        var size: CGSize
        if sheet.presentationStyle == .formSheet || sheet.createdStyle == .formSheet {
            let preferred = sheet.presentedViewController.preferredContentSize
            let screen = UIScreen.main.bounds.size
            size = preferred.width > 0 && preferred.height > 0
                ? preferred : PresentationMetrics.formSheetSize(longerSide: max(screen.width, screen.height))
            size = CGSize(width: min(size.width, available.width), height: min(size.height, available.height))
        } else {
            let width = min(PresentationMetrics.pageSheetWidth, available.width)
            size = CGSize(width: width, height: min(available.height, width * PresentationMetrics.pageSheetAspectRatio))
        }
        size = CGSize(width: LayoutNumber.round(size.width, scale: scale), height: LayoutNumber.round(size.height, scale: scale))
        let origin = CGPoint(x: LayoutNumber.round(bounds.midX - size.width / 2, scale: scale),
                             y: LayoutNumber.round(bounds.midY - size.height / 2, scale: scale))
        return SheetGeometry(frame: CGRect(origin: origin, size: size), corners: allCorners, cornerRadius: radius, dimmed: true,
                             pushesBack: false, fillsContainer: false, detents: [(.large, size.height)], selected: .large)
    }

    /// The active detents' values, clamped to `maximum`, smallest first; the large detent
    /// when none is active.
    private static func resolve(_ detents: [UISheetPresentationController.Detent], traits: UITraitCollection, maximum: CGFloat,
                                scale: CGFloat) -> [(identifier: UISheetPresentationController.Detent.Identifier, value: CGFloat)] {
        let context = SheetDetentContext(traits: traits, maximumDetentValue: maximum)
        let values = detents.compactMap { detent -> (identifier: UISheetPresentationController.Detent.Identifier, value: CGFloat)? in
            guard let value = detent.resolvedValue(in: context), value.isFinite else { return nil }
            return (detent.identifier, LayoutNumber.round(min(max(0, value), maximum), scale: scale))
        }
        let sorted = values.sorted { $0.value < $1.value }
        return sorted.isEmpty ? [(.large, maximum)] : sorted
    }

    /// Whether the screen behind a sheet resting at `value` is dimmed: always, unless a
    /// largest undimmed detent at least as high is named.
    private static func isDimmed(at value: CGFloat, undimmed: UISheetPresentationController.Detent.Identifier?,
                                 detents: [(identifier: UISheetPresentationController.Detent.Identifier, value: CGFloat)]) -> Bool {
        guard let undimmed, let limit = detents.first(where: { $0.identifier == undimmed })?.value else { return true }
        return value > limit
    }
}
