import Foundation

/// The numbers a table view lays out with on iOS 17 (docs/TABLE-VIEW.md gives each with its
/// source and how sure it is).
@preconcurrency @MainActor
enum TableMetrics {
    /// The side margin of rows: 16 points on an iPhone narrower than 414 points in compact
    /// width, 20 on wider ones and in regular width: the system minimum margins of a view
    /// controller's view, which table cells follow (their separators start there: 16 on
    /// iPhones since iOS 8, reported with the separator insets of each iOS version).
    static func systemMargin(for view: UIView) -> CGFloat {
        let width = view.window?.bounds.width ?? UIScreen.main.bounds.width
        return view.traitCollection.horizontalSizeClass == .regular || width >= 414 ? 20 : 16
    }

    /// The room above a section header in a plain table when `sectionHeaderTopPadding` is
    /// automatic: 22 points (iOS 15's addition, as reported when it shipped; not measured
    /// here), none in grouped tables, whose headers have their own top margin.
    static let plainHeaderTopPadding: CGFloat = 22
    /// The height of a grouped section's header or footer without a title or view: 17.5
    /// points, so untitled sections are 35 points apart (the gap reported for grouped
    /// tables since iOS 7; split evenly here, unverified).
    static let groupedUntitledHeaderFooterHeight: CGFloat = 17.5
    /// The corner radius of an inset grouped section: 10 points (the Settings app; Flutter's
    /// Cupertino inset-grouped section, measured from SwiftUI forms on iOS 14.2).
    static let insetGroupedCornerRadius: CGFloat = 10
    /// The space between a cell's content view and its accessory: 10 points (public view
    /// dumps: a content view ending 10 points before the disclosure chevron).
    static let accessoryGap: CGFloat = 10
    /// The disclosure chevron's size: 8 × 13 points (view dumps of the chevron image,
    /// 8 × 12.5, rounded to whole points; iOS 17 draws the `chevron.forward` symbol).
    static let disclosureSize = CGSize(width: 8, height: 13)
    /// The checkmark's size (estimated from iOS 17's look; unverified).
    static let checkmarkSize = CGSize(width: 14, height: 12)
    /// The room between a detail button and the disclosure chevron of a detail disclosure
    /// accessory (estimated; unverified).
    static let detailDisclosureGap: CGFloat = 16
    /// The width an editing control takes at the leading edge, by which the content moves:
    /// the 22-point delete or insert disc and 16 points after it (estimated from iOS 17's
    /// look; unverified).
    static let editingControlWidth: CGFloat = 38
    /// The reorder control's width at the trailing edge (estimated; unverified).
    static let reorderControlWidth: CGFloat = 44
    /// The section index's width: 15 points of titles and 1 point of space on each side
    /// (estimated from iOS 17's look; unverified).
    static let sectionIndexWidth: CGFloat = 16
    /// The selected and highlighted cell background: the system gray 4 (Flutter's Cupertino
    /// list tile uses it as iOS's tapped color).
    static var selectedBackgroundColor: UIColor { .systemGray4 }
}
