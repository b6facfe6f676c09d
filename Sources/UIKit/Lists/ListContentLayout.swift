import Foundation

/// Where a list content view puts its image and texts: the image at the leading margin,
/// centred on the content; the texts after it, stacked (text over secondary text) or, for
/// value cells when both fit on one line, side by side with the secondary text at the
/// trailing margin. The content is centred vertically in a taller view.
@preconcurrency @MainActor
struct ListContentLayout {
    let configuration: UIListContentConfiguration
    let margins: UIEdgeInsets
    let imageView: UIImageView
    let text: UILabel
    let secondary: UILabel
    let rightToLeft: Bool

    struct Frames {
        var image = CGRect.zero
        var text = CGRect.zero
        var secondary = CGRect.zero
        var height: CGFloat = 0
    }

    /// The image's size: its own, within `maximumSize`, and the reserved size where larger.
    private var imageSize: CGSize {
        guard !imageView.isHidden, let image = imageView.image else { return .zero }
        var size = image.size
        let maximum = configuration.imageProperties.maximumSize
        if maximum.width > 0, size.width > maximum.width {
            size = CGSize(width: maximum.width, height: size.height * maximum.width / max(size.width, 1))
        }
        if maximum.height > 0, size.height > maximum.height {
            size = CGSize(width: size.width * maximum.height / max(size.height, 1), height: maximum.height)
        }
        return size
    }

    private var reservedImageSize: CGSize {
        let size = imageSize
        guard size != .zero else { return .zero }
        let reserved = configuration.imageProperties.reservedLayoutSize
        return CGSize(width: max(size.width, reserved.width), height: max(size.height, reserved.height))
    }

    private func measure(_ label: UILabel, width: CGFloat) -> CGSize {
        guard !label.isHidden else { return .zero }
        let size = label.sizeThatFits(CGSize(width: max(width, 1), height: 0))
        return CGSize(width: min(size.width, width), height: size.height)
    }

    /// The frames in a view of `size` (its height may be larger than the content's).
    func frames(in size: CGSize) -> Frames {
        var frames = Frames()
        let reserved = reservedImageSize
        let contentWidth = max(0, size.width - margins.left - margins.right)
        let textOffset = reserved.width > 0 ? reserved.width + configuration.imageToTextPadding : 0
        let textWidth = max(0, contentWidth - textOffset)
        let textSize = measure(text, width: textWidth)
        var secondarySize = measure(secondary, width: textWidth)
        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText && !text.isHidden && !secondary.isHidden
            && textSize.width + configuration.textToSecondaryTextHorizontalPadding + secondarySize.width <= textWidth
        var textBlockHeight: CGFloat
        if sideBySide {
            textBlockHeight = max(textSize.height, secondarySize.height)
        } else {
            let gap = !text.isHidden && !secondary.isHidden ? configuration.textToSecondaryTextVerticalPadding : 0
            textBlockHeight = textSize.height + gap + secondarySize.height
        }
        let contentHeight = max(textBlockHeight, reserved.height)
        frames.height = margins.top + contentHeight + margins.bottom
        let top = margins.top + max(0, (size.height - frames.height) / 2)
        let centerY = top + contentHeight / 2
        // Positions from the leading edge, mirrored when right to left.
        func place(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
            let leadingX = margins.left + x
            let originX = rightToLeft ? size.width - leadingX - width : leadingX
            return CGRect(x: originX, y: y, width: width, height: height)
        }
        let image = imageSize
        if image != .zero {
            frames.image = place((reserved.width - image.width) / 2, centerY - image.height / 2, image.width, image.height)
        }
        if sideBySide {
            frames.text = place(textOffset, centerY - textSize.height / 2, textSize.width, textSize.height)
            frames.secondary = place(contentWidth - secondarySize.width, centerY - secondarySize.height / 2, secondarySize.width, secondarySize.height)
        } else {
            let blockTop = centerY - textBlockHeight / 2
            frames.text = place(textOffset, blockTop, textWidth, textSize.height)
            let gap = !text.isHidden && !secondary.isHidden ? configuration.textToSecondaryTextVerticalPadding : 0
            secondarySize.width = textWidth
            frames.secondary = place(textOffset, blockTop + textSize.height + gap, secondarySize.width, secondarySize.height)
        }
        return frames
    }

    /// The width the content takes on one line: the margins, the image and its padding, and
    /// the texts (side by side for value cells, else the wider of the two).
    func naturalWidth() -> CGFloat {
        let reserved = reservedImageSize
        let imageWidth = reserved.width > 0 ? reserved.width + configuration.imageToTextPadding : 0
        let unbounded: CGFloat = 100_000
        let textWidth = text.isHidden ? 0 : text.sizeThatFits(CGSize(width: unbounded, height: 0)).width
        let secondaryWidth = secondary.isHidden ? 0 : secondary.sizeThatFits(CGSize(width: unbounded, height: 0)).width
        let texts = configuration.prefersSideBySideTextAndSecondaryText && textWidth > 0 && secondaryWidth > 0
            ? textWidth + configuration.textToSecondaryTextHorizontalPadding + secondaryWidth : max(textWidth, secondaryWidth)
        return (margins.left + imageWidth + texts + margins.right).rounded(.up)
    }

    /// The height the content needs at `width`.
    func height(forWidth width: CGFloat) -> CGFloat {
        frames(in: CGSize(width: width, height: 0)).height
    }
}
