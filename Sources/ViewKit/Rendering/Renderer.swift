/// Lays a view tree out and draws it into an image: the product's `render(view, traits,
/// size)`. Rendering options are fixed, so the same tree, traits and fonts give the same
/// bytes on every machine and thread.
public struct Renderer: Sendable {
    /// The text engine labels set their text with.
    public let typesetter: Typesetter

    /// A renderer over `typesetter`.
    public init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// A renderer over the standard font declaration.
    public init() throws(RenderError) {
        do {
            typesetter = try Typesetter()
        } catch {
            throw .fonts(error)
        }
    }

    /// Applies `traits` to `view`, sizes it as `size` says, lays it out and draws it at the
    /// traits' display scale, over `background` (resolved for the traits) when one is given
    /// and on transparency otherwise.
    public func render(_ view: View, traits: TraitCollection = TraitCollection(), size: RenderSize = .fitting,
                       background: Color? = nil) throws(RenderError) -> RenderedImage {
        guard traits.displayScale.isFinite, traits.displayScale > 0 else {
            throw .image(.invalidScale(traits.displayScale))
        }
        view.typesetter = typesetter
        view.apply(traits: traits)
        let pointSize = try resolvedSize(of: view, size, scale: traits.displayScale)
        view.frame = Rect(origin: view.frame.origin, size: pointSize)
        view.layoutIfNeeded()
        try Self.validateFrames(view)
        let canvas: Canvas
        do {
            canvas = try Canvas(size: pointSize, scale: traits.displayScale)
        } catch {
            throw .image(error)
        }
        if let background { canvas.fillAll(with: background.resolved(with: traits)) }
        // The root draws at the image's origin, wherever its frame says it is.
        canvas.translate(by: Point(x: -view.frame.minX, y: -view.frame.minY))
        do {
            try ViewPainter(scale: traits.displayScale).draw(view, in: canvas)
        } catch {
            throw .image(error)
        }
        var warnings: [RenderWarning] = []
        var faces: [FontFace] = []
        if let engine = view.autoLayoutEngine {
            for conflict in engine.conflicts {
                warnings.append(RenderWarning(kind: .layoutConflict, viewPath: view.hierarchyPath, message: conflict))
            }
            for error in engine.internalErrors {
                warnings.append(RenderWarning(kind: .layoutEngineError, viewPath: view.hierarchyPath,
                                              message: "\(error); the frames may be wrong. Please report this with the view's code."))
            }
            // A hidden view's frame changes nothing on screen (a layout that hides the views
            // it does not constrain is fine), so only what shows is reported.
            for ambiguous in engine.ambiguousViews() where !Self.isHiddenOrInHiddenAncestor(ambiguous) {
                warnings.append(RenderWarning(kind: .ambiguousLayout, viewPath: ambiguous.hierarchyPath,
                                              message: "ambiguous layout: the constraints do not decide its frame \(ambiguous.frame)"))
            }
        }
        Self.collect(view, warnings: &warnings, faces: &faces)
        return RenderedImage(bitmap: canvas.finish(), size: pointSize, warnings: warnings, faces: faces)
    }

    private static func isHiddenOrInHiddenAncestor(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate.isHidden { return true }
            current = candidate.superview
        }
        return false
    }

    private func resolvedSize(of view: View, _ size: RenderSize, scale: Double) throws(RenderError) -> Size {
        let unbounded = Double.greatestFiniteMagnitude
        let proposed: Size
        switch size {
        case let .fixed(fixed):
            proposed = fixed
        case .fitting:
            if let compressed = view.systemLayoutSizeFitting(), compressed.width > 0, compressed.height > 0 {
                proposed = compressed
                break
            }
            var fitting = view.fittingSize(for: Size(width: unbounded, height: unbounded))
            if fitting.width <= 0 || fitting.height <= 0 { fitting = view.frame.size }
            guard fitting.width > 0, fitting.height > 0 else { throw .noFittingSize(viewPath: view.hierarchyPath) }
            proposed = fitting
        case let .fittingHeight(width):
            // What the constraints allow at this width, else what the view says fits (a
            // multi-line label wraps), else its intrinsic height, else its current one.
            if let compressed = view.systemLayoutSizeFitting(width: width), compressed.height > 0 {
                proposed = Size(width: width, height: compressed.height)
                break
            }
            view.frame.size.width = width
            let fits = view.sizeThatFits(Size(width: width, height: unbounded)).height
            let intrinsic = view.intrinsicContentSize.height
            proposed = Size(width: width, height: fits > 0 ? fits : intrinsic > 0 ? intrinsic : view.frame.height)
        case let .fittingWidth(height):
            if let compressed = view.systemLayoutSizeFitting(height: height), compressed.width > 0 {
                proposed = Size(width: compressed.width, height: height)
                break
            }
            view.frame.size.height = height
            let fits = view.sizeThatFits(Size(width: unbounded, height: height)).width
            let intrinsic = view.intrinsicContentSize.width
            proposed = Size(width: fits > 0 ? fits : intrinsic > 0 ? intrinsic : view.frame.width, height: height)
        }
        guard proposed.width.isFinite, proposed.height.isFinite, proposed.width > 0, proposed.height > 0 else {
            throw .invalidSize(proposed)
        }
        return Size(width: Geometry.ceil(proposed.width, scale: scale), height: Geometry.ceil(proposed.height, scale: scale))
    }

    private static func validateFrames(_ view: View) throws(RenderError) {
        let frame = view.frame
        guard frame.isFinite, frame.size.width >= 0, frame.size.height >= 0, view.bounds.origin.isFinite else {
            throw .invalidFrame(viewPath: view.hierarchyPath, frame: frame)
        }
        for subview in view.subviews {
            try validateFrames(subview)
        }
    }

    private static func collect(_ view: View, warnings: inout [RenderWarning], faces: inout [FontFace]) {
        guard !view.isHidden else { return }
        for error in view.drawingErrors {
            warnings.append(RenderWarning(kind: .drawingError, viewPath: view.hierarchyPath, message: error))
        }
        if let label = view as? Label {
            if let error = label.lastError {
                warnings.append(RenderWarning(kind: .textError, viewPath: view.hierarchyPath, message: error))
            }
            if let layout = label.lastLayout {
                if layout.isTruncated {
                    warnings.append(RenderWarning(kind: .truncatedText, viewPath: view.hierarchyPath,
                                                  message: "text truncated: \"\(layout.visibleText.joined(separator: " / "))\" shows of \"\(layout.text.string)\""))
                }
                for missing in layout.missingCharacters {
                    warnings.append(RenderWarning(kind: .missingGlyphs, viewPath: view.hierarchyPath, message: missing.description))
                }
                for face in layout.faces where !faces.contains(face) { faces.append(face) }
            }
        }
        for subview in view.subviews {
            collect(subview, warnings: &warnings, faces: &faces)
        }
    }
}

/// Renders `view` with the standard fonts: `render(view, traits, size)`.
public func render(_ view: View, traits: TraitCollection = TraitCollection(), size: RenderSize = .fitting) throws(RenderError) -> RenderedImage {
    try Renderer().render(view, traits: traits, size: size)
}
