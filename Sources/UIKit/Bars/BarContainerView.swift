/// The root view of a navigation or tab bar controller: lays out its bars and content.
@preconcurrency @MainActor
final class BarContainerView: UIView {
    private weak var controller: (any BarLayingController)?

    init(controller: any BarLayingController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutBars(in: self)
    }
}
