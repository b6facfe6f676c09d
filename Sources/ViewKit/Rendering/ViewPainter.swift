/// Draws a laid-out view tree into a canvas as Core Animation composites layers: shadow,
/// background, content, subviews (clipped when the view clips), border on top, the whole
/// at the view's alpha.
struct ViewPainter {
    let scale: Double

    func draw(_ view: View, in canvas: Canvas) throws(RenderingError) {
        guard !view.isHidden, view.alpha > 0 else { return }
        try canvas.withSavedState { () throws(RenderingError) in
            canvas.translate(by: Point(x: view.frame.minX - view.bounds.minX, y: view.frame.minY - view.bounds.minY))
            let grouped = view.alpha < 1
            if grouped { canvas.beginLayer(alpha: view.alpha) }
            if view.shadowOpacity > 0 {
                try drawShadow(of: view, in: canvas)
            }
            try drawBody(of: view, in: canvas)
            if grouped { canvas.endLayer() }
        }
    }

    private func drawBody(of view: View, in canvas: Canvas) throws(RenderingError) {
        let traits = view.traitCollection
        let bounds = view.bounds
        let shape = Path(roundedRect: bounds, cornerRadius: view.cornerRadius)
        if let background = view.backgroundColor {
            canvas.fill(shape, with: background.resolved(with: traits))
        }
        try canvas.withSavedState { () throws(RenderingError) in
            if view.clipsToBounds { canvas.clip(to: shape) }
            view.drawingErrors = []
            view.draw(bounds, in: canvas)
            for subview in view.subviews {
                try draw(subview, in: canvas)
            }
        }
        if view.borderWidth > 0 {
            let inset = view.borderWidth / 2
            let path = Path(roundedRect: bounds.insetBy(dx: inset, dy: inset), cornerRadius: max(0, view.cornerRadius - inset))
            canvas.stroke(path, with: view.borderColor.resolved(with: traits), lineWidth: view.borderWidth)
        }
    }

    /// The shadow comes from everything the view draws (like a layer without a
    /// `shadowPath`): the body is drawn offscreen at device resolution, its alpha blurred
    /// (a Gaussian whose standard deviation is `shadowRadius`) and laid down at
    /// `shadowOffset` before the body itself.
    private func drawShadow(of view: View, in canvas: Canvas) throws(RenderingError) {
        let sigma = view.shadowRadius * scale
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let extent = drawingExtent(of: view)
        let corner = canvas.devicePosition(of: extent.origin)
        let originX = Int(corner.x.rounded(.down)) - margin
        let originY = Int(corner.y.rounded(.down)) - margin
        let width = Int((corner.x + extent.width * scale).rounded(.up)) + margin - originX
        let height = Int((corner.y + extent.height * scale).rounded(.up)) + margin - originY
        let offscreen = try Canvas(pixelWidth: width, pixelHeight: height, scale: scale)
        offscreen.translate(by: Point(x: (corner.x - Double(originX)) / scale - extent.minX, y: (corner.y - Double(originY)) / scale - extent.minY))
        try drawBody(of: view, in: offscreen)
        let color = view.shadowColor.resolved(with: view.traitCollection).multiplyingAlpha(by: min(view.shadowOpacity, 1))
        let shadow = try offscreen.finish().shadow(sigma: sigma, color: color)
        canvas.drawInDeviceSpace(shadow, x: Double(originX) + view.shadowOffset.width * scale, y: Double(originY) + view.shadowOffset.height * scale)
    }

    /// The area the view and its unclipped subviews draw in, in the view's coordinates.
    private func drawingExtent(of view: View) -> Rect {
        var extent = view.bounds
        guard !view.clipsToBounds else { return extent }
        for subview in view.subviews where !subview.isHidden {
            let sub = drawingExtent(of: subview)
            let offset = Point(x: subview.frame.minX - subview.bounds.minX, y: subview.frame.minY - subview.bounds.minY)
            extent = extent.union(sub.offsetBy(dx: offset.x, dy: offset.y))
        }
        return extent
    }
}
