extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinates, as
    /// Core Animation composites them: shadow, background, contents or drawing, sublayers
    /// (clipped when `masksToBounds`), border on top; the whole at `opacity`, masked by
    /// `mask`; kept animations at their end values.
    func baseRender(in ctx: CGContext) {
        renderTree(in: ctx, placed: false)
    }

    /// Renders this layer into `ctx`, whose user space is the superlayer's when `placed`.
    package func renderTree(in ctx: CGContext, placed: Bool) {
        withEndStates {
            guard !isHidden, opacity > 0 else { return }
            ctx.saveGState()
            defer { ctx.restoreGState() }
            if placed { ctx.concatenate(transformToSuperlayer) }
            if let drawingDecoration { drawingDecoration.apply(to: ctx, bounds: bounds) }
            if transform.hasPerspective || sublayerTransform.hasPerspective { reportPerspective() }
            let shape = LayerShape.path(for: bounds, radius: cornerRadius, corners: maskedCorners, curve: cornerCurve)
            var groups = 0
            if opacity < 1 {
                // A group: the layer and its sublayers composited as one image at `opacity`.
                // Without group opacity each drawing, sublayers' included, gets the opacity.
                ctx.setAlpha(ctx.alpha * CGFloat(opacity))
                if allowsGroupOpacity {
                    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                    groups += 1
                }
            }
            if let mask, let maskContext = ctx.makeSimilarContext() {
                mask.renderTree(in: maskContext, placed: true)
                if let image = maskContext.makeImage() {
                    ctx.setDeviceMask(image)
                    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                    groups += 1
                }
            }
            if masksToBounds {
                ctx.addPath(shape)
                ctx.clip()
            }
            let shadowColor = self.shadowColor.flatMap { $0.copy(alpha: $0.alpha * CGFloat(shadowOpacity)) }
            if shadowOpacity > 0, let shadowColor {
                if let shadowPath {
                    ctx.fillShadow(of: shadowPath, color: shadowColor, offset: shadowOffset, blur: shadowRadius * 2)
                } else {
                    ctx.setShadow(offset: shadowOffset, blur: shadowRadius * 2, color: shadowColor)
                    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                    groups += 1
                }
            }
            renderBody(in: ctx, shape: shape)
            for _ in 0..<groups { ctx.endTransparencyLayer() }
        }
    }

    private func renderBody(in ctx: CGContext, shape: CGPath) {
        if let backgroundColor, backgroundColor.alpha > 0 {
            ctx.saveGState()
            ctx.setFillColor(backgroundColor)
            ctx.addPath(shape)
            ctx.fillPath()
            ctx.restoreGState()
        }
        renderContents(in: ctx)
        renderSublayers(in: ctx)
        if borderWidth > 0, let borderColor, borderColor.alpha > 0 {
            let inner = LayerShape.path(for: bounds.insetBy(dx: borderWidth, dy: borderWidth), radius: max(0, cornerRadius - borderWidth),
                                        corners: maskedCorners, curve: cornerCurve)
            ctx.saveGState()
            ctx.setFillColor(borderColor)
            ctx.addPath(shape)
            if bounds.width > 2 * borderWidth, bounds.height > 2 * borderWidth { ctx.addPath(inner) }
            ctx.fillPath(using: .evenOdd)
            ctx.restoreGState()
        }
    }
}

extension CALayer {
    /// Reports that this layer's 3D transform is drawn flat.
    fileprivate func reportPerspective() {
        let name = self.name ?? String(describing: type(of: self))
        RenderIssues.report("\(name) has a 3D transform with perspective; it is drawn flat (its 2D part only). "
            + "Snapshots cannot show depth: compare such views on a device, or test them without the perspective.")
    }
}
