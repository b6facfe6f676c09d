import Foundation

extension UIListContentConfiguration {
    private static func text(_ style: UIFont.TextStyle, _ color: UIColor, weight: UIFont.Weight? = nil) -> TextProperties {
        var font = UIFont.preferredFont(forTextStyle: style)
        if let weight { font = UIFont.systemFont(ofSize: font.pointSize, weight: weight) }
        return TextProperties(font: font, color: color)
    }

    private static func cellMargins() -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: ListContentMetrics.cellVerticalMargin, leading: ListContentMetrics.horizontalMargin,
                                bottom: ListContentMetrics.cellVerticalMargin, trailing: ListContentMetrics.horizontalMargin)
    }

    private static func margins(top: CGFloat, bottom: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: ListContentMetrics.horizontalMargin, bottom: bottom, trailing: ListContentMetrics.horizontalMargin)
    }

    // MARK: Cells

    /// A cell: body text in the label color, an optional image before it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(role: .cell, text: text(.body, .label), secondary: text(.subheadline, .secondaryLabel), margins: cellMargins())
    }

    /// A cell with a secondary text under the text, in the secondary label color.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(role: .subtitleCell, text: text(.body, .label), secondary: text(.subheadline, .secondaryLabel),
                                   margins: cellMargins())
    }

    /// A cell with a secondary text (a value) at the trailing edge, beside the text when
    /// both fit.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(role: .valueCell, text: text(.body, .label), secondary: text(.body, .secondaryLabel),
                                                       margins: cellMargins())
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar cell.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(role: .sidebarCell, text: text(.body, .label), secondary: text(.subheadline, .secondaryLabel),
                                   margins: cellMargins())
    }

    /// A sidebar cell with a secondary text under the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var configuration = sidebarCell()
        configuration.role = .sidebarSubtitleCell
        return configuration
    }

    /// A sidebar cell beside a secondary column.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

    /// A sidebar cell with a subtitle beside a secondary column.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { sidebarSubtitleCell() }

    // MARK: Headers and footers

    /// The header of a plain list: a headline in the label color.
    public static func plainHeader() -> UIListContentConfiguration {
        let margin = ListContentMetrics.plainHeaderFooterMargin
        return UIListContentConfiguration(role: .plainHeader, text: text(.headline, .label), secondary: text(.subheadline, .secondaryLabel),
                                          margins: margins(top: margin, bottom: margin))
    }

    /// The footer of a plain list: a footnote in the secondary label color.
    public static func plainFooter() -> UIListContentConfiguration {
        let margin = ListContentMetrics.plainHeaderFooterMargin
        return UIListContentConfiguration(role: .plainFooter, text: text(.footnote, .secondaryLabel), secondary: text(.footnote, .secondaryLabel),
                                          margins: margins(top: margin, bottom: margin))
    }

    /// The header of a grouped list: an uppercased footnote in the secondary label color.
    public static func groupedHeader() -> UIListContentConfiguration {
        var header = text(.footnote, .secondaryLabel)
        header.transform = .uppercase
        let metrics = ListContentMetrics.groupedHeaderMargins
        return UIListContentConfiguration(role: .groupedHeader, text: header, secondary: text(.footnote, .secondaryLabel),
                                          margins: margins(top: metrics.top, bottom: metrics.bottom))
    }

    /// The footer of a grouped list: a footnote in the secondary label color.
    public static func groupedFooter() -> UIListContentConfiguration {
        let metrics = ListContentMetrics.groupedFooterMargins
        return UIListContentConfiguration(role: .groupedFooter, text: text(.footnote, .secondaryLabel), secondary: text(.footnote, .secondaryLabel),
                                          margins: margins(top: metrics.top, bottom: metrics.bottom))
    }

    /// A prominent header of an inset grouped list: a bold third-level title in the label color.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        let metrics = ListContentMetrics.groupedHeaderMargins
        return UIListContentConfiguration(role: .prominentInsetGroupedHeader, text: text(.title3, .label, weight: .bold),
                                          secondary: text(.subheadline, .secondaryLabel), margins: margins(top: metrics.top, bottom: metrics.bottom))
    }

    /// An extra prominent header of an inset grouped list: a bold second-level title.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        let metrics = ListContentMetrics.groupedHeaderMargins
        return UIListContentConfiguration(role: .extraProminentInsetGroupedHeader, text: text(.title2, .label, weight: .bold),
                                          secondary: text(.subheadline, .secondaryLabel), margins: margins(top: metrics.top, bottom: metrics.bottom))
    }

    /// The header of a sidebar.
    public static func sidebarHeader() -> UIListContentConfiguration {
        let margin = ListContentMetrics.plainHeaderFooterMargin
        return UIListContentConfiguration(role: .sidebarHeader, text: text(.headline, .label), secondary: text(.subheadline, .secondaryLabel),
                                          margins: margins(top: margin, bottom: margin))
    }

    /// A header for the list it is shown in (iOS 18): a plain header until a table or
    /// list view gives the style of its sections.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A footer for the list it is shown in (iOS 18): a plain footer until a table or list
    /// view gives the style of its sections.
    public static func footer() -> UIListContentConfiguration { plainFooter() }
}
