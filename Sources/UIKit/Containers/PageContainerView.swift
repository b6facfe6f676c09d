/// The root view of a page view controller: lays its pages and page control out.
@preconcurrency @MainActor
final class PageContainerView: UIView {
    @exclusivity(unchecked) private weak var controller: UIPageViewController?

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages(in: self)
    }
}
