extension UIPageViewController {
    /// Whether the page control shows: scrolling pages whose data source gives a count.
    var showsPageControl: Bool {
        guard transitionStyle == .scroll, let dataSource else { return false }
        return dataSource.presentationCount(for: self) > 0
    }

    /// Lays the pages out in `container`: scrolling pages in the scroll view above the page
    /// control (when it shows, at the bottom inside the safe area); a page curl's page
    /// filling the view, or two facing pages either side of a middle spine.
    func layoutPages(in container: UIView) {
        let bounds = container.bounds
        var pageArea = bounds
        if showsPageControl, let dataSource {
            let count = dataSource.presentationCount(for: self)
            let index = dataSource.presentationIndex(for: self)
            if pageControl.numberOfPages != count { pageControl.numberOfPages = count }
            if pageControl.currentPage != index { pageControl.currentPage = index }
            let height = pageControl.intrinsicContentSize.height
            let bottom = container.safeAreaInsets.bottom
            let frame = CGRect(x: 0, y: max(0, bounds.height - bottom - height), width: bounds.width, height: height)
            if pageControl.superview !== container { container.addSubview(pageControl) }
            if pageControl.frame != frame { pageControl.frame = frame }
            pageArea.size.height = frame.minY
        } else {
            pageControl.removeFromSuperview()
        }
        let shown = visiblePages.compactMap(\.viewIfLoaded)
        if transitionStyle == .scroll {
            if pageScrollView.frame != pageArea { pageScrollView.frame = pageArea }
            let page = CGRect(origin: .zero, size: pageArea.size)
            if pageScrollView.contentSize != page.size { pageScrollView.contentSize = page.size }
            for view in shown where view.frame != page { view.frame = page }
            return
        }
        let frames = curlFrames(in: pageArea, count: shown.count)
        for (view, frame) in zip(shown, frames) where view.frame != frame { view.frame = frame }
    }

    /// One page filling `area`, or two facing pages either side of the spine.
    private func curlFrames(in area: CGRect, count: Int) -> [CGRect] {
        guard count == 2 else { return [area] }
        if navigationOrientation == .horizontal {
            let half = (area.width / 2).rounded(.down)
            let leading = CGRect(x: area.minX, y: area.minY, width: half, height: area.height)
            let trailing = CGRect(x: area.minX + half, y: area.minY, width: area.width - half, height: area.height)
            return traitCollection.layoutDirection == .rightToLeft ? [trailing, leading] : [leading, trailing]
        }
        let half = (area.height / 2).rounded(.down)
        return [CGRect(x: area.minX, y: area.minY, width: area.width, height: half),
                CGRect(x: area.minX, y: area.minY + half, width: area.width, height: area.height - half)]
    }
}
