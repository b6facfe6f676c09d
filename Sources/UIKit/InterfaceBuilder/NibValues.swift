import Foundation
import InterfaceBuilder

/// Interface Builder's spellings of UIKit's enumerations and option sets, as Xcode writes
/// them in `.xib` and `.storyboard` attributes (docs/INTERFACE-BUILDER.md, "XML reference").
enum NibValues {
    static func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        if element.bool("flexibleMinX") == true { mask.insert(.flexibleLeftMargin) }
        if element.bool("widthSizable") == true { mask.insert(.flexibleWidth) }
        if element.bool("flexibleMaxX") == true { mask.insert(.flexibleRightMargin) }
        if element.bool("flexibleMinY") == true { mask.insert(.flexibleTopMargin) }
        if element.bool("heightSizable") == true { mask.insert(.flexibleHeight) }
        if element.bool("flexibleMaxY") == true { mask.insert(.flexibleBottomMargin) }
        return mask
    }

    static func contentMode(_ text: String) -> UIView.ContentMode? {
        switch text {
        case "scaleToFill": return .scaleToFill
        case "scaleAspectFit": return .scaleAspectFit
        case "scaleAspectFill": return .scaleAspectFill
        case "redraw": return .redraw
        case "center": return .center
        case "top": return .top
        case "bottom": return .bottom
        case "left": return .left
        case "right": return .right
        case "topLeft": return .topLeft
        case "topRight": return .topRight
        case "bottomLeft": return .bottomLeft
        case "bottomRight": return .bottomRight
        default: return nil
        }
    }

    static func semanticContent(_ text: String) -> UISemanticContentAttribute? {
        switch text {
        case "unspecified": return .unspecified
        case "playback": return .playback
        case "spatial": return .spatial
        case "forceLeftToRight": return .forceLeftToRight
        case "forceRightToLeft": return .forceRightToLeft
        default: return nil
        }
    }

    static func textAlignment(_ text: String) -> NSTextAlignment? {
        switch text {
        case "left": return .left
        case "center": return .center
        case "right": return .right
        case "justified": return .justified
        case "natural": return .natural
        default: return nil
        }
    }

    static func lineBreakMode(_ text: String) -> NSLineBreakMode? {
        switch text {
        case "wordWrap": return .byWordWrapping
        case "characterWrap": return .byCharWrapping
        case "clip": return .byClipping
        case "headTruncation": return .byTruncatingHead
        case "tailTruncation": return .byTruncatingTail
        case "middleTruncation": return .byTruncatingMiddle
        default: return nil
        }
    }

    static func baselineAdjustment(_ text: String) -> UIBaselineAdjustment? {
        switch text {
        case "alignBaselines": return .alignBaselines
        case "alignCenters": return .alignCenters
        case "none": return UIBaselineAdjustment.none
        default: return nil
        }
    }

    static func axis(_ text: String) -> NSLayoutConstraint.Axis? {
        switch text {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        default: return nil
        }
    }

    static func stackDistribution(_ text: String) -> UIStackView.Distribution? {
        switch text {
        case "fill": return .fill
        case "fillEqually": return .fillEqually
        case "fillProportionally": return .fillProportionally
        case "equalSpacing": return .equalSpacing
        case "equalCentering": return .equalCentering
        default: return nil
        }
    }

    static func stackAlignment(_ text: String) -> UIStackView.Alignment? {
        switch text {
        case "fill": return .fill
        case "top", "leading": return .leading
        case "firstBaseline": return .firstBaseline
        case "center": return .center
        case "bottom", "trailing": return .trailing
        case "lastBaseline": return .lastBaseline
        default: return nil
        }
    }

    static func layoutAttribute(_ text: String) -> NSLayoutConstraint.Attribute? {
        switch text {
        case "left": return .left
        case "right": return .right
        case "top": return .top
        case "bottom": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        case "width": return .width
        case "height": return .height
        case "centerX": return .centerX
        case "centerY": return .centerY
        case "baseline", "lastBaseline": return .lastBaseline
        case "firstBaseline": return .firstBaseline
        case "leftMargin": return .leftMargin
        case "rightMargin": return .rightMargin
        case "topMargin": return .topMargin
        case "bottomMargin": return .bottomMargin
        case "leadingMargin": return .leadingMargin
        case "trailingMargin": return .trailingMargin
        case "centerXWithinMargins": return .centerXWithinMargins
        case "centerYWithinMargins": return .centerYWithinMargins
        default: return nil
        }
    }

    static func relation(_ text: String) -> NSLayoutConstraint.Relation? {
        switch text {
        case "equal": return .equal
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        default: return nil
        }
    }

    static func controlEvents(_ text: String) -> UIControl.Event? {
        switch text {
        case "touchDown": return .touchDown
        case "touchDownRepeat": return .touchDownRepeat
        case "touchDragInside": return .touchDragInside
        case "touchDragOutside": return .touchDragOutside
        case "touchDragEnter": return .touchDragEnter
        case "touchDragExit": return .touchDragExit
        case "touchUpInside": return .touchUpInside
        case "touchUpOutside": return .touchUpOutside
        case "touchCancel": return .touchCancel
        case "valueChanged": return .valueChanged
        case "primaryActionTriggered": return .primaryActionTriggered
        case "menuActionTriggered": return .menuActionTriggered
        case "editingDidBegin": return .editingDidBegin
        case "editingChanged": return .editingChanged
        case "editingDidEnd": return .editingDidEnd
        case "editingDidEndOnExit": return .editingDidEndOnExit
        default: return nil
        }
    }

    static func contentHorizontalAlignment(_ text: String) -> UIControl.ContentHorizontalAlignment? {
        switch text {
        case "center": return .center
        case "left": return .left
        case "right": return .right
        case "fill": return .fill
        case "leading": return .leading
        case "trailing": return .trailing
        default: return nil
        }
    }

    static func contentVerticalAlignment(_ text: String) -> UIControl.ContentVerticalAlignment? {
        switch text {
        case "center": return .center
        case "top": return .top
        case "bottom": return .bottom
        case "fill": return .fill
        default: return nil
        }
    }

    /// The size of a `<size>` element (`default` for a dimension it does not give).
    static func size(_ element: IBElement, default: CGFloat = 0) -> CGSize {
        CGSize(width: element.number("width") ?? `default`, height: element.number("height") ?? `default`)
    }

    /// The edge insets of an `<inset>` or `<edgeInsets>` element.
    static func insets(_ element: IBElement) -> UIEdgeInsets {
        UIEdgeInsets(top: element.number("minY") ?? element.number("top") ?? 0,
                     left: element.number("minX") ?? element.number("left") ?? 0,
                     bottom: element.number("maxY") ?? element.number("bottom") ?? 0,
                     right: element.number("maxX") ?? element.number("right") ?? 0)
    }

    /// The directional insets of a `<directionalEdgeInsets>` element.
    static func directionalInsets(_ element: IBElement) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: element.number("top") ?? 0, leading: element.number("leading") ?? 0,
                                bottom: element.number("bottom") ?? 0, trailing: element.number("trailing") ?? 0)
    }
}
