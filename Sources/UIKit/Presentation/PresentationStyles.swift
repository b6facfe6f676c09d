/// How UIKit resolves and adapts a modal presentation style (docs/PRESENTATION.md,
/// "Styles").
@MainActor
enum PresentationStyles {
    /// `style` with `.automatic` resolved for `controller`: a page sheet since iOS 13, an
    /// alert controller's own style for an alert controller.
    static func declared(_ style: UIModalPresentationStyle, of controller: UIViewController) -> UIModalPresentationStyle {
        style == .automatic ? controller.automaticModalPresentationStyle : style
    }

    /// The style `style` adapts to by default: a popover in a compact environment behaves
    /// as a form sheet (iOS 13 and later), which there shows as a sheet; nil where the style
    /// stays as it is.
    static func adapted(_ style: UIModalPresentationStyle, in traits: UITraitCollection) -> UIModalPresentationStyle? {
        let compact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
        return style == .popover && compact ? .formSheet : nil
    }

    /// Whether `style` covers the presenting view so that UIKit takes it out of the window
    /// and tells the presenting controller it disappears.
    static func removesPresenter(_ style: UIModalPresentationStyle) -> Bool {
        style == .fullScreen || style == .currentContext
    }

    /// Whether `style` covers only the presentation context (`definesPresentationContext`).
    static func isContextual(_ style: UIModalPresentationStyle) -> Bool {
        style == .currentContext || style == .overCurrentContext
    }

    /// The presentation controller UIKit makes for `controller`'s style.
    static func makeController(for controller: UIViewController, presenting: UIViewController?) -> UIPresentationController {
        if let alert = controller as? UIAlertController {
            return alert.preferredStyle == .alert
                ? AlertPresentationController(presentedViewController: alert, presenting: presenting)
                : ActionSheetPresentationController(presentedViewController: alert, presenting: presenting)
        }
        switch declared(controller.modalPresentationStyle, of: controller) {
        case .pageSheet, .formSheet:
            return UISheetPresentationController(presentedViewController: controller, presenting: presenting)
        case .popover:
            return UIPopoverPresentationController(presentedViewController: controller, presenting: presenting)
        default:
            return UIPresentationController(presentedViewController: controller, presenting: presenting)
        }
    }

    /// How a controller is named in UIKit's messages: `<MapViewController: 0x…>` without the
    /// address, which differs on every run.
    static func name(_ controller: UIViewController) -> String {
        "<\(String(describing: type(of: controller)))>"
    }
}
