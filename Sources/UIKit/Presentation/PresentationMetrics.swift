/// The numbers presentations are laid out and drawn with, as iOS 17 uses them. Each has its
/// source in docs/PRESENTATION.md; the ones marked "estimated" there were measured from
/// pictures or reasoned, not read from Apple's code or documentation.
enum PresentationMetrics {
    // MARK: Sheets

    /// The gap between the safe area's top and a full-height sheet on an iPhone held upright.
    static let sheetTopOffset: CGFloat = 10
    /// The same gap in compact height (an edge-attached sheet on an iPhone on its side).
    static let sheetTopOffsetInCompactHeight: CGFloat = 8
    /// The radius of a sheet's top corners (a floating sheet's four) when
    /// `preferredCornerRadius` is nil.
    static let sheetCornerRadius: CGFloat = 10
    /// The medium detent as a part of the largest detent value (estimated: Apple says
    /// "approximately half").
    static let mediumDetentFraction: CGFloat = 0.5
    /// A page sheet on an iPad is this many times taller than it is wide (ISO paper), when the
    /// screen has room.
    static let pageSheetAspectRatio: CGFloat = 1.41421356
    /// A page sheet's width on an iPad (estimated).
    static let pageSheetWidth: CGFloat = 704
    /// The least space between a floating sheet and the screen's sides and safe area.
    static let floatingSheetMargin: CGFloat = 25

    /// A form sheet's size on an iPad whose longer side is `longerSide` points.
    static func formSheetSize(longerSide: CGFloat) -> CGSize {
        if longerSide >= 1590 { return CGSize(width: 620, height: 680) }
        if longerSide <= 1024 { return CGSize(width: 540, height: 600) }
        return CGSize(width: 580, height: 640)
    }

    /// The grabber: its size, its distance from the sheet's top, its corner radius
    /// (estimated).
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopMargin: CGFloat = 5

    /// The corner radius of the screen behind a full-height sheet, pushed back (estimated).
    static let pushedBackCornerRadius: CGFloat = 10

    // MARK: Dimming

    /// The dimming color of sheets, form sheets and alerts: black at 20 % in light
    /// appearance, 48 % in dark (UIKit's `_alertControllerDimmingViewColor`).
    static let dimmingColor = UIColor(dynamicProvider: { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
    })

    // MARK: Alerts

    /// The width of an alert.
    static let alertWidth: CGFloat = 270
    /// The corner radius of an alert and of an action sheet's groups.
    static let alertCornerRadius: CGFloat = 13
    /// The height of an alert's button.
    static let alertActionHeight: CGFloat = 44
    /// The side margin of an alert's or action sheet's button title.
    static let actionContentMargin: CGFloat = 12
    /// From the top of an alert to its title's first baseline; between the title's last and
    /// the message's first baseline; from the last label's last baseline to the buttons.
    static let alertTitleFirstBaseline: CGFloat = 36
    static let alertMessageBaselineGap: CGFloat = 20
    static let alertLastBaselineToActions: CGFloat = 24
    /// The side inset of an alert's title and message (estimated).
    static let alertLabelInset: CGFloat = 16
    /// Text fields: their side margin, height and spacing (height estimated).
    static let alertTextFieldMargin: CGFloat = 15
    static let alertTextFieldHeight: CGFloat = 30
    static let alertTextFieldCornerRadius: CGFloat = 7

    /// An action sheet: the inset from the screen's edges (at least the safe area), the
    /// height of a button, the gap before the cancel button, and its labels' baselines.
    static let actionSheetInset: CGFloat = 8
    static let actionSheetActionHeight: CGFloat = 57
    static let actionSheetCancelGap: CGFloat = 8
    static let actionSheetTitleFirstBaseline: CGFloat = 27
    static let actionSheetMessageBaselineGap: CGFloat = 22
    static let actionSheetLastBaselineToActions: CGFloat = 17
    /// The size of an action sheet's button titles (20 at the default text size).
    static let actionSheetActionFontSize: CGFloat = 20
    /// The width of an action sheet shown as a popover (estimated).
    static let actionSheetPopoverWidth: CGFloat = 320

    // MARK: Popovers

    /// The popover's corner radius, its arrow's height and base.
    static let popoverCornerRadius: CGFloat = 13
    static let popoverArrowHeight: CGFloat = 13
    static let popoverArrowBase: CGFloat = 26
    /// The default size of a popover's content (UIKit's old `contentSizeForViewInPopover`).
    static let popoverDefaultContentSize = CGSize(width: 320, height: 1100)
    /// The margins a popover keeps from the screen's safe area (`popoverLayoutMargins`).
    static let popoverLayoutMargin: CGFloat = 10
}
