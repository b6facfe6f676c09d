import Foundation

/// Reads and writes sizes, points and rectangles along one axis ("along") and the other
/// ("across"), so a layout rule is written once for rows and columns.
struct LayoutAxis {
    /// Whether "along" is the horizontal axis.
    let horizontal: Bool

    func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
    func across(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }

    func size(along: CGFloat, across: CGFloat) -> CGSize {
        horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    func rect(along: CGFloat, across: CGFloat, length: CGFloat, thickness: CGFloat) -> CGRect {
        CGRect(origin: point(along: along, across: across), size: size(along: length, across: thickness))
    }

    func minAlong(_ rect: CGRect) -> CGFloat { horizontal ? rect.minX : rect.minY }
    func maxAlong(_ rect: CGRect) -> CGFloat { horizontal ? rect.maxX : rect.maxY }
    func minAcross(_ rect: CGRect) -> CGFloat { horizontal ? rect.minY : rect.minX }
    func maxAcross(_ rect: CGRect) -> CGFloat { horizontal ? rect.maxY : rect.maxX }

    /// The axis `axes` names along.
    var uiAxis: UIAxis { horizontal ? .horizontal : .vertical }
    /// The other axis.
    var crossAxis: UIAxis { horizontal ? .vertical : .horizontal }

    /// `rect` pinned: a header (`atStart`) stays at the start of `visible`, a footer at its
    /// end, without leaving its place's side or the extent `range` along this axis.
    func pinned(_ rect: CGRect, visible: CGRect, within range: ClosedRange<CGFloat>, atStart: Bool) -> CGRect {
        let length = along(rect.size)
        let natural = minAlong(rect)
        let position = atStart ? max(natural, min(minAlong(visible), range.upperBound - length))
            : min(natural, max(maxAlong(visible) - length, range.lowerBound))
        return CGRect(origin: point(along: position, across: minAcross(rect)), size: rect.size)
    }

    /// Insets from the leading/top edge and the trailing/bottom edge along this axis.
    func insets(_ insets: NSDirectionalEdgeInsets) -> (start: CGFloat, end: CGFloat) {
        horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }

    /// Insets across this axis.
    func crossInsets(_ insets: NSDirectionalEdgeInsets) -> (start: CGFloat, end: CGFloat) {
        horizontal ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
    }
}

extension CGRect {
    /// The rectangle less `insets` on the axes not in `skipping` (estimated axes keep their
    /// size: content insets are ignored there).
    func inset(by insets: NSDirectionalEdgeInsets, skipping axes: UIAxis) -> CGRect {
        var rect = self
        if !axes.contains(.horizontal) {
            rect.origin.x += insets.leading
            rect.size.width = max(0, rect.width - insets.leading - insets.trailing)
        }
        if !axes.contains(.vertical) {
            rect.origin.y += insets.top
            rect.size.height = max(0, rect.height - insets.top - insets.bottom)
        }
        return rect
    }
}
