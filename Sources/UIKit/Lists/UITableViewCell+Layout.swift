import Foundation

extension UITableViewCell {
    /// The height of the separator a table reserves at the bottom of each cell: one pixel.
    var separatorHeight: CGFloat {
        guard context.isInTable, context.separatorStyle != .none else { return 0 }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return 1 / scale
    }

    /// Lays out the controls, the content view above the separator, the built-in labels,
    /// the background and the separator.
    func layOutCell() {
        let bounds = self.bounds
        let contentHeight = max(0, bounds.height - separatorHeight)
        let (leading, trailing) = placeControls(width: bounds.width, height: contentHeight)
        storedContentView.setFrameIfChanged(CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: contentHeight))
        if storedContentView.superview !== self { insertSubview(storedContentView, aboveSubview: decorations) }
        // The built-in labels and image, when the cell has any (they are made on first use).
        if storedContentView is TableCellContentView, legacyImageView != nil || legacyTextLabel != nil || legacyDetailTextLabel != nil {
            let frames = legacyFrames(in: storedContentView.bounds.size)
            legacyImageView?.setFrameIfChanged(frames.image)
            legacyTextLabel?.setFrameIfChanged(frames.text)
            legacyDetailTextLabel?.setFrameIfChanged(frames.detail)
        }
        layOutBackground(contentHeight: contentHeight)
        layOutSeparator()
        if context.style == .insetGrouped {
            layer.cornerRadius = context.roundedCorners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
            layer.maskedCorners = context.roundedCorners
            layer.masksToBounds = !context.roundedCorners.isEmpty
        }
    }

    /// Lays out the cell's own subviews as `layoutSubviews()` will (unless its
    /// configuration is to be updated first, which `layoutSubviews()` does).
    func placeContentIfConfigured() {
        guard !needsConfigurationUpdate else { return }
        layOutCell()
    }

    /// Where the separator starts when nothing sets its inset: at the text.
    var automaticSeparatorLeading: CGFloat {
        let contentFrame = storedContentView.frame
        let rightToLeft = isRightToLeft
        let textStart: CGFloat
        if let list = storedContentView as? UIListContentView {
            textStart = list.textLeadingX
        } else if storedContentView is TableCellContentView, let label = legacyTextLabel, !(label.text ?? "").isEmpty {
            textStart = rightToLeft ? storedContentView.bounds.width - label.frame.maxX : label.frame.minX
        } else {
            textStart = rightToLeft ? storedContentView.layoutMargins.right : storedContentView.layoutMargins.left
        }
        return (rightToLeft ? bounds.width - contentFrame.maxX : contentFrame.minX) + textStart
    }

    private func layOutSeparator() {
        let height = separatorHeight
        guard context.showsSeparator, height > 0 else {
            decorations.separatorRect = .zero
            return
        }
        var leading = automaticSeparatorLeading
        var trailing: CGFloat = 0
        let custom = customSeparatorInset ?? (context.tableSeparatorInsetIsCustom ? context.tableSeparatorInset : nil)
        if let custom {
            let rightToLeft = isRightToLeft
            let customLeading = rightToLeft ? custom.right : custom.left
            let customTrailing = rightToLeft ? custom.left : custom.right
            leading = context.separatorInsetReference == .fromAutomaticInsets ? leading + customLeading : customLeading
            trailing = customTrailing
        }
        let width = bounds.width - leading - trailing
        guard width > 0 else {
            decorations.separatorRect = .zero
            return
        }
        let x = isRightToLeft ? trailing : leading
        decorations.separatorColor = context.separatorColor
        decorations.separatorRect = CGRect(x: x, y: bounds.height - height, width: width, height: height)
    }

    private func layOutBackground(contentHeight: CGFloat) {
        decorations.setFrameIfChanged(bounds)
        if let backgroundView {
            if backgroundView.superview !== self { insertSubview(backgroundView, aboveSubview: decorations) }
            backgroundView.setFrameIfChanged(bounds)
        }
        let shown = (storedSelected || storedHighlighted) && selectionStyle != .none
        if let selectedBackgroundView {
            if shown {
                if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, belowSubview: storedContentView) }
                selectedBackgroundView.setFrameIfChanged(bounds)
            } else {
                selectedBackgroundView.removeFromSuperview()
            }
        }
        decorations.fillRect = bounds
        decorations.fillCornerRadius = 0
        decorations.strokeColor = nil
        if shown && selectedBackgroundView == nil {
            decorations.fillColor = TableMetrics.selectedBackgroundColor
        } else if let configuration = backgroundConfiguration {
            decorations.show(configuration, in: bounds, host: self)
        } else if backgroundColorIsCustom || backgroundView != nil {
            decorations.fillColor = nil
        } else {
            decorations.fillColor = context.style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        }
    }

    /// Called when selection, highlight or editing changed: the configuration is updated
    /// for the new state and the cell lays out again.
    func stateDidChange() {
        setNeedsUpdateConfiguration()
        setNeedsLayout()
    }
}
