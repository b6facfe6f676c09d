/// What a catalog variant shows: a view (a component) or a view controller (a screen).
public enum CatalogSubject {
    case view(UIView)
    case controller(UIViewController)

    /// The view the subject shows (a controller's, loaded).
    @MainActor
    public var view: UIView {
        switch self {
        case let .view(view): return view
        case let .controller(controller): return controller.view
        }
    }
}
