/// The root view of a split view controller: lays its columns out whenever it lays out.
@preconcurrency @MainActor
final class SplitContainerView: UIView {
    @exclusivity(unchecked) private weak var controller: UISplitViewController?

    init(controller: UISplitViewController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns(in: self)
    }
}
