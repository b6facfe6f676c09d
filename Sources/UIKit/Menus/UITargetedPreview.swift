import Foundation

/// A view lifted as the preview of a menu or drag, UIKit's `UITargetedPreview` (never shown
/// in renders).
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view shown.
    @exclusivity(unchecked) open private(set) var view: UIView
    /// How the view is drawn as a preview.
    @exclusivity(unchecked) open private(set) var parameters: UIPreviewParameters
    /// Where the preview sits.
    @exclusivity(unchecked) open private(set) var target: UIPreviewTarget?
    /// The preview's size: the view's.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view` (in a window) with `parameters`.
    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview of `view` with `parameters` placed by `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }
}

/// How a view is drawn as a preview, UIKit's `UIPreviewParameters`.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown (nil: all of it, rounded).
    @exclusivity(unchecked) open var visiblePath: UIBezierPath?
    /// The shadow's outline (nil: the visible path).
    @exclusivity(unchecked) open var shadowPath: UIBezierPath?
    /// The fill behind the view.
    @exclusivity(unchecked) open var backgroundColor: UIColor!

    /// Default parameters.
    public override init() {
        super.init()
    }
}

/// Where a preview sits, UIKit's `UIPreviewTarget`.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview is placed in.
    @exclusivity(unchecked) open private(set) var container: UIView
    /// The preview's center in the container.
    @exclusivity(unchecked) open private(set) var center: CGPoint
    /// The transform applied to the preview.
    @exclusivity(unchecked) open private(set) var transform: CGAffineTransform

    /// A target at `center` of `container`, transformed by `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }
}
