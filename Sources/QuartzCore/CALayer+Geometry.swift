extension CALayer {
    /// The transform's plane part.
    func baseAffineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the transform from a plane transform.
    func baseSetAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The transform from this layer's coordinates to its superlayer's.
    package var transformToSuperlayer: CGAffineTransform {
        let size = bounds.size
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * size.width, y: bounds.minY + anchorPoint.y * size.height)
        var t = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        if !CATransform3DIsIdentity(transform) { t = t.concatenating(CATransform3DGetAffineTransform(transform)) }
        t = t.concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        if let parent = superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) {
            // Core Animation applies a sublayer transform about the layer's anchor point.
            let bounds = parent.bounds
            let anchor = CGPoint(x: bounds.minX + parent.anchorPoint.x * bounds.width, y: bounds.minY + parent.anchorPoint.y * bounds.height)
            t = t.concatenating(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
                .concatenating(CATransform3DGetAffineTransform(parent.sublayerTransform))
                .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        }
        return t
    }

    /// The transform from this layer's coordinates to the root layer's.
    private var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            t = t.concatenating(current.transformToSuperlayer)
            layer = current.superlayer
        }
        return t
    }

    /// `point` in this layer's coordinates, given in `layer`'s (or the root's when nil).
    func baseConvert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        point.applying(layer?.transformToRoot ?? .identity).applying(transformToRoot.inverted())
    }

    /// `point` in `layer`'s coordinates (or the root's when nil).
    func baseConvert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        point.applying(transformToRoot).applying((layer?.transformToRoot ?? .identity).inverted())
    }

    /// `rect` in this layer's coordinates, given in `layer`'s.
    func baseConvert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        rect.applying(layer?.transformToRoot ?? .identity).applying(transformToRoot.inverted())
    }

    /// `rect` in `layer`'s coordinates.
    func baseConvert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        rect.applying(transformToRoot).applying((layer?.transformToRoot ?? .identity).inverted())
    }
}
