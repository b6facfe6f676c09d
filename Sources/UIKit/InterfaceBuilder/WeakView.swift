/// A view held weakly (a lint's record of a loaded scene, which must not keep it alive).
@MainActor
struct WeakView {
    weak var view: UIView?

    init(_ view: UIView) {
        self.view = view
    }
}
