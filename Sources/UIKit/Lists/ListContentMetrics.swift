import Foundation

/// The numbers list content and table views lay out with (iPhone, iOS 17, default text
/// size). Each says where it comes from; docs/TABLE-VIEW.md lists them with their sources
/// and how sure they are.
enum ListContentMetrics {
    /// The shortest a system cell is: 44 points, Apple's minimum tap target (Human
    /// Interface Guidelines) and the row height public view dumps show for one-line cells
    /// (a 43.5-point content view above a half-point separator at @2x).
    static let minimumRowHeight: CGFloat = 44
    /// The estimate for a row not yet measured when `estimatedRowHeight` is automatic:
    /// the 44-point standard row (an estimate only moves rows not yet on screen).
    static let estimatedRowHeight: CGFloat = 44
    /// Top and bottom margins of a cell's content: 11 points, which centres a 17-point
    /// body line (22 points tall in SF) in the 44-point row.
    static let cellVerticalMargin: CGFloat = 11
    /// Leading and trailing margins a configuration starts from; a cell's own margins (the
    /// table's: 16 points on iPhones narrower than 414 points, 20 on wider ones and iPad)
    /// win where larger, since cells preserve their superview's horizontal margins.
    static let horizontalMargin: CGFloat = 16
    /// The room between an image and the text (the Settings app's icons sit 16 points
    /// before their titles; unverified for every image size).
    static let imageToTextPadding: CGFloat = 16
    /// The room between stacked texts: 3 points (Flutter's Cupertino list tile, measured on
    /// the iOS 14.4 simulator; unverified on iOS 17).
    static let textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least room between side-by-side texts (unverified; 8 is the standard spacing).
    static let textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Margins above and below the text of a grouped header: 16 and 6 points (Flutter's
    /// inset-grouped section header, measured on the iOS 14.4 simulator).
    static let groupedHeaderMargins = (top: CGFloat(16), bottom: CGFloat(6))
    /// Margins above and below the text of a grouped footer: 10 points each (Flutter's
    /// inset-grouped section: 10 below the rows and below the footer).
    static let groupedFooterMargins = (top: CGFloat(10), bottom: CGFloat(10))
    /// Margins above and below a plain header's or footer's text: 4 points, which gives the
    /// 28-point plain header of iOS 13 and 14 with a 17-point headline (unverified on 17).
    static let plainHeaderFooterMargin: CGFloat = 4
}
