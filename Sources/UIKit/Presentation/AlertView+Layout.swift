/// Where an alert's labels, fields, buttons and separators go, with UIKit's baselines and
/// heights (docs/PRESENTATION.md, "Alerts").
extension AlertView {
    /// The metrics of the current mode: first baseline, gap between the title's last and the
    /// message's first baseline, last baseline to the buttons, button height. The three
    /// margins grow with the labels' fonts as UIKit scales them (each by its label font's
    /// text style: the first and the last by the title's, the gap by the message's), so
    /// larger text keeps its lines apart; at the Large size they are the numbers as written.
    private var baselines: (first: CGFloat, gap: CGFloat, bottom: CGFloat, row: CGFloat) {
        let traits = labelTraits
        let (title, message) = textStyles
        let titleMetrics = UIFontMetrics(forTextStyle: title), messageMetrics = UIFontMetrics(forTextStyle: message)
        let (first, gap, bottom, row) = mode == .alert
            ? (PresentationMetrics.alertTitleFirstBaseline, PresentationMetrics.alertMessageBaselineGap,
               PresentationMetrics.alertLastBaselineToActions, PresentationMetrics.alertActionHeight)
            : (PresentationMetrics.actionSheetTitleFirstBaseline, PresentationMetrics.actionSheetMessageBaselineGap,
               PresentationMetrics.actionSheetLastBaselineToActions, PresentationMetrics.actionSheetActionHeight)
        return (titleMetrics.scaledValue(for: first, compatibleWith: traits), messageMetrics.scaledValue(for: gap, compatibleWith: traits),
                titleMetrics.scaledValue(for: bottom, compatibleWith: traits), row)
    }

    /// The text styles of the title and the message: an alert's headline and footnote (the
    /// message takes the title's when there is no title), an action sheet's footnote.
    private var textStyles: (title: UIFont.TextStyle, message: UIFont.TextStyle) {
        guard mode == .alert else { return (.footnote, .footnote) }
        return (.headline, titleLabel.isHidden ? .headline : .footnote)
    }

    /// The traits the labels' fonts are made for: an alert's text is never smaller than at
    /// the Large content size (UIKit floors the category to Large for its fonts).
    private var labelTraits: UITraitCollection {
        let traits = traitCollection
        guard mode == .alert, traits.preferredContentSizeCategory < .large,
              traits.preferredContentSizeCategory != .unspecified else { return traits }
        return UITraitCollection(traitsFrom: [traits, UITraitCollection(preferredContentSizeCategory: .large)])
    }

    /// Lays the content out at `width` (setting frames when `apply`) and returns its height.
    func arrange(width: CGFloat, apply: Bool) -> CGFloat {
        let scale = max(1, traitCollection.displayScale)
        let hairline = 1 / scale
        let metrics = baselines
        styleLabels()
        var lastBaseline: CGFloat?
        for label in [titleLabel, messageLabel] where !label.isHidden {
            let labelWidth = max(1, width - 2 * PresentationMetrics.alertLabelInset)
            if label.preferredMaxLayoutWidth != labelWidth { label.preferredMaxLayoutWidth = labelWidth }
            let size = label.sizeThatFits(CGSize(width: labelWidth, height: 0))
            let offsets = label.baselineOffsetsFromCenter ?? (0, 0)
            let target = lastBaseline.map { $0 + metrics.gap } ?? metrics.first
            let top = LayoutNumber.round(target - (size.height / 2 + offsets.first), scale: scale)
            if apply { label.setFrameIfChanged(CGRect(x: PresentationMetrics.alertLabelInset, y: top, width: labelWidth, height: size.height)) }
            lastBaseline = top + size.height / 2 + offsets.last
        }
        var y = lastBaseline.map { LayoutNumber.round($0 + metrics.bottom, scale: scale) } ?? 0
        if !fieldContainers.isEmpty {
            y = lastBaseline == nil ? 20 : y - 8
            for (index, container) in fieldContainers.enumerated() {
                let height = PresentationMetrics.alertTextFieldHeight
                if apply {
                    container.setFrameIfChanged(CGRect(x: PresentationMetrics.alertTextFieldMargin, y: y,
                                                       width: width - 2 * PresentationMetrics.alertTextFieldMargin, height: height))
                    container.subviews.first?.setFrameIfChanged(container.bounds.insetBy(dx: 4, dy: 0))
                    roundFieldCorners(container, index: index)
                }
                y += height - hairline
            }
            y += 16
        }
        var separators: [CGRect] = []
        let rows = actionViews.filter { $0.superview === mainGroup }
        if !rows.isEmpty {
            if y > 0 { separators.append(CGRect(x: 0, y: y - hairline, width: width, height: hairline)) }
            if mode == .alert, rows.count == 2, rows.allSatisfy({ $0.titleWidth <= width / 2 - 2 * PresentationMetrics.actionContentMargin }) {
                let ordered = rows.sorted { ($0.action.style == .cancel ? 0 : 1) < ($1.action.style == .cancel ? 0 : 1) }
                let half = LayoutNumber.round(width / 2, scale: scale)
                if apply {
                    ordered[0].setFrameIfChanged(CGRect(x: 0, y: y, width: half, height: metrics.row))
                    ordered[1].setFrameIfChanged(CGRect(x: half, y: y, width: width - half, height: metrics.row))
                }
                separators.append(CGRect(x: half - hairline / 2, y: y, width: hairline, height: metrics.row))
                y += metrics.row
            } else {
                for (index, row) in rows.enumerated() {
                    if index > 0 { separators.append(CGRect(x: 0, y: y - hairline, width: width, height: hairline)) }
                    if apply { row.setFrameIfChanged(CGRect(x: 0, y: y, width: width, height: metrics.row)) }
                    y += metrics.row
                }
            }
        }
        if apply {
            mainGroup.setFrameIfChanged(CGRect(x: 0, y: 0, width: width, height: y))
            mainGroup.isHidden = y == 0
            setSeparators(separators)
        }
        if let cancel = actionViews.first(where: { $0.superview === cancelGroup }) {
            if y > 0 { y += PresentationMetrics.actionSheetCancelGap }
            if apply {
                cancelGroup.setFrameIfChanged(CGRect(x: 0, y: y, width: width, height: metrics.row))
                cancel.setFrameIfChanged(cancelGroup.bounds)
            }
            y += metrics.row
        }
        return y
    }

    /// The labels' fonts and colors: an alert's bold headline title and footnote message,
    /// an action sheet's semibold and regular footnote in the secondary label color.
    private func styleLabels() {
        let traits = labelTraits
        let hasTitle = !titleLabel.isHidden
        let title: UIFont, message: UIFont, color: UIColor
        if mode == .alert {
            let styles = textStyles
            title = .preferredFont(forTextStyle: styles.title, compatibleWith: traits)
            message = .preferredFont(forTextStyle: styles.message, compatibleWith: traits)
            color = .label
        } else {
            let footnote = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits)
            title = .systemFont(ofSize: footnote.pointSize, weight: .semibold)
            message = hasTitle ? footnote : title
            color = .secondaryLabel
        }
        for (label, font) in [(titleLabel, title), (messageLabel, message)] {
            if label.font != font { label.font = font }
            if label.textColor != color { label.textColor = color }
        }
    }

    /// Rounds the outer corners of a group of text fields.
    private func roundFieldCorners(_ container: UIView, index: Int) {
        let count = fieldContainers.count
        var corners: CACornerMask = []
        if index == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if index == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        container.layer.cornerRadius = corners.isEmpty ? 0 : PresentationMetrics.alertTextFieldCornerRadius
        container.layer.maskedCorners = corners.isEmpty ? SheetGeometry.allCorners : corners
        container.layer.masksToBounds = true
    }
}
