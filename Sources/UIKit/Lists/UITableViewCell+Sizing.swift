import Foundation

extension UITableViewCell {
    struct LegacyFrames {
        var image = CGRect.zero
        var text = CGRect.zero
        var detail = CGRect.zero
        var height: CGFloat = 0
    }

    /// Where the built-in labels and image go in a content view of `size`, by style: the
    /// image at the leading margin, the text 16 points after it; `.default` gives the text
    /// the full height, `.subtitle` stacks text and detail, `.value1` puts the detail at
    /// the trailing margin, `.value2` puts a trailing-aligned text in a narrow column
    /// before the detail. `height` is what the content needs.
    func legacyFrames(in size: CGSize) -> LegacyFrames {
        var frames = LegacyFrames()
        let margins = storedContentView.layoutMargins
        let rightToLeft = isRightToLeft
        let leadingMargin = rightToLeft ? margins.right : margins.left
        let trailingMargin = rightToLeft ? margins.left : margins.right
        var textX = leadingMargin
        var imageSize = CGSize.zero
        if let imageView = legacyImageView, let image = imageView.image {
            imageSize = image.size
            frames.image = CGRect(x: leadingMargin, y: ((size.height - imageSize.height) / 2).rounded(), width: imageSize.width, height: imageSize.height)
            textX = frames.image.maxX + ListContentMetrics.imageToTextPadding
        }
        let available = max(0, size.width - textX - trailingMargin)
        func measure(_ label: UILabel?, _ width: CGFloat) -> CGSize {
            guard let label, !(label.text ?? "").isEmpty || (label.attributedText?.length ?? 0) > 0 else { return .zero }
            let fitted = label.sizeThatFits(CGSize(width: max(width, 1), height: 0))
            return CGSize(width: min(fitted.width, width), height: fitted.height)
        }
        let vertical = margins.top + margins.bottom
        let text = measure(legacyTextLabel, available)
        switch cellStyle {
        case .default:
            frames.text = CGRect(x: textX, y: 0, width: available, height: size.height)
            frames.height = max(text.height, imageSize.height) + vertical
        case .subtitle:
            let detail = measure(legacyDetailTextLabel, available)
            let gap = text.height > 0 && detail.height > 0 ? ListContentMetrics.textToSecondaryTextVerticalPadding : 0
            let block = text.height + gap + detail.height
            let top = ((size.height - block) / 2).rounded()
            frames.text = CGRect(x: textX, y: top, width: available, height: text.height)
            frames.detail = CGRect(x: textX, y: top + text.height + gap, width: available, height: detail.height)
            frames.height = max(block, imageSize.height) + vertical
        case .value1:
            let detail = measure(legacyDetailTextLabel, available)
            let gap = ListContentMetrics.textToSecondaryTextHorizontalPadding
            let textWidth = detail.width > 0 ? min(text.width, max(0, available - detail.width - gap)) : available
            frames.text = CGRect(x: textX, y: ((size.height - text.height) / 2).rounded(), width: textWidth, height: text.height)
            frames.detail = CGRect(x: size.width - trailingMargin - detail.width, y: ((size.height - detail.height) / 2).rounded(),
                                   width: detail.width, height: detail.height)
            frames.height = max(text.height, detail.height, imageSize.height) + vertical
        case .value2:
            let column = (available * 0.3).rounded()
            let gap: CGFloat = 6
            let textSize = measure(legacyTextLabel, column)
            let detail = measure(legacyDetailTextLabel, max(0, available - column - gap))
            frames.text = CGRect(x: textX, y: ((size.height - textSize.height) / 2).rounded(), width: column, height: textSize.height)
            frames.detail = CGRect(x: textX + column + gap, y: ((size.height - detail.height) / 2).rounded(),
                                   width: max(0, available - column - gap), height: detail.height)
            frames.height = max(textSize.height, detail.height, imageSize.height) + vertical
        }
        if rightToLeft {
            for keyPath in [\LegacyFrames.image, \LegacyFrames.text, \LegacyFrames.detail] where frames[keyPath: keyPath] != .zero {
                frames[keyPath: keyPath].origin.x = size.width - frames[keyPath: keyPath].maxX
            }
        }
        return frames
    }

    /// Whether the app laid out the content view with constraints.
    var usesAutoLayoutContent: Bool {
        guard storedContentView is TableCellContentView else { return false }
        if !storedContentView.constraints.isEmpty { return true }
        return storedContentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints && !isLegacySubview($0) }
    }

    private func isLegacySubview(_ view: UIView) -> Bool {
        view === legacyTextLabel || view === legacyDetailTextLabel || view === legacyImageView
    }

    /// The height the cell needs at `width`: its content's (fitted with Auto Layout, a
    /// list content view's measure, or the built-in labels') plus the separator; system
    /// content is at least 44 points tall.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if frame.width != width { frame.size.width = width }
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        layOutCell()
        let contentWidth = storedContentView.frame.width
        var height: CGFloat
        var isSystemContent = true
        if let list = storedContentView as? UIListContentView {
            height = list.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else if usesAutoLayoutContent {
            isSystemContent = false
            height = storedContentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                               withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel).height
            if height <= 0 {
                RenderIssues.report("The content view of \(layoutItemName) has constraints that do not decide its height, so it was "
                    + "given the default 44 points: pin its subviews to its top and bottom so they determine the height.")
                height = ListContentMetrics.minimumRowHeight - separatorHeight
            }
        } else if storedContentView is TableCellContentView {
            height = legacyFrames(in: CGSize(width: contentWidth, height: 0)).height
        } else {
            height = storedContentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                               withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel).height
        }
        var total = height + separatorHeight
        if isSystemContent { total = max(total, ListContentMetrics.minimumRowHeight) }
        return pixelCeil(total)
    }
}
