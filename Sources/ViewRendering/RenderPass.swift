import Foundation
internal import Rendering
internal import Typesetting

/// One render, on the calling thread inside its environment: hosts the view in a window,
/// sizes it, lays it out, runs pending animation completions, draws the layer tree and
/// collects what the render noticed.
@MainActor
struct RenderPass {
    let environment: RenderEnvironment

    func render(view: UIView, size: RenderSize, background: UIColor?) throws(RenderError) -> RenderedImage {
        let ((bitmap, pointSize, host), diagnostics) = try collecting { () throws(RenderError) in
            try draw(view: view, size: size, background: background)
        }
        let (warnings, faces) = collect(view, root: host, diagnostics: diagnostics)
        let findings = DesignChecks.findings(in: view, bitmap: bitmap, screen: nil, traits: view.traitCollection,
                                             missingTranslations: MissingTranslation.all(in: diagnostics.render))
        return RenderedImage(bitmap: bitmap, size: pointSize, warnings: warnings, faces: faces.map(RenderedFontFace.init), designFindings: findings)
    }

    func render(controller: UIViewController, size: RenderSize?, background: UIColor?,
                onScreen: (@MainActor (UIViewController) -> Void)? = nil) throws(RenderError) -> RenderedImage {
        let ((bitmap, pointSize, window), diagnostics) = try collecting { () throws(RenderError) in
            try draw(controller: controller, size: size, background: background, onScreen: onScreen)
        }
        let (warnings, faces) = collect(window, root: window, diagnostics: diagnostics)
        let findings = DesignChecks.findings(in: window, bitmap: bitmap, screen: window as? UIWindow, traits: window.traitCollection,
                                             missingTranslations: MissingTranslation.all(in: diagnostics.render))
        return RenderedImage(bitmap: bitmap, size: pointSize, warnings: warnings, faces: faces.map(RenderedFontFace.init), designFindings: findings)
    }

    /// What the render noticed: its own diagnostics (what could not be drawn as on iOS, the
    /// text it drew) and what the Objective-C runtime stand-in could not do meanwhile.
    private struct Diagnostics {
        var render: RenderDiagnostics
        var runtimeIssues: [String]
    }

    /// Runs `body` with diagnostics of its own (or the ones open already: a catalog
    /// variant's, which saw the subject made), which it returns with the result.
    private func collecting<T>(_ body: () throws(RenderError) -> T) throws(RenderError) -> (T, Diagnostics) {
        let diagnostics = RenderDiagnostics.current ?? RenderDiagnostics()
        let (outcome, runtimeIssues) = ObjCRuntimeIssues.collecting {
            diagnostics.collect { () -> Result<T, RenderError> in
                do throws(RenderError) {
                    let result = try body()
                    // What the Interface Builder documents loaded for this render ask for and
                    // the loading could not apply.
                    NibUsage.reportUnapplied()
                    return .success(result)
                } catch {
                    return .failure(error)
                }
            }
        }
        return (try outcome.get(), Diagnostics(render: diagnostics, runtimeIssues: runtimeIssues))
    }

    /// Hosts, sizes, lays out and draws `view`; returns the bitmap, its size in points and
    /// the view's host.
    private func draw(view: UIView, size: RenderSize, background: UIColor?) throws(RenderError) -> (Bitmap, CGSize, UIView) {
        let traits = environment.resolvedTraits
        let scale = traits.displayScale
        guard scale.isFinite, scale > 0 else { throw .image(RenderingError.invalidScale(Double(scale)).description) }
        let host: UIView
        if view.window == nil {
            let window = UIWindow(frame: CGRect(origin: .zero, size: environment.device?.size ?? CGSize(width: 390, height: 844)))
            window.hostsComponent = environment.device == nil
            window.addSubview(view)
            host = window
        } else {
            host = view.rootView
        }
        var pointSize = try resolvedSize(of: view, size, scale: scale)
        let height = place(view, size: pointSize, in: host)
        host.layoutIfNeeded()
        CATransaction.flush()
        host.layoutIfNeeded()
        if case .contentHeight = size { pointSize = growToContent(view, height: height, host: host, scale: scale) }
        try validateFrames(view)
        let bitmap = try draw(view.layer, size: pointSize, scale: scale, background: background, traits: view.traitCollection)
        return (bitmap, pointSize, host)
    }

    /// Shows `controller` as the root of a window of the environment's device, with what it
    /// presents over it, lays it out and draws it; returns the bitmap, its size in points and
    /// the window.
    private func draw(controller: UIViewController, size: RenderSize?, background: UIColor?,
                      onScreen: (@MainActor (UIViewController) -> Void)?) throws(RenderError) -> (Bitmap, CGSize, UIView) {
        let traits = environment.resolvedTraits
        let scale = traits.displayScale
        guard scale.isFinite, scale > 0 else { throw .image(RenderingError.invalidScale(Double(scale)).description) }
        var pointSize = environment.device?.size ?? CGSize(width: 390, height: 844)
        if case let .fixed(fixed)? = size { pointSize = fixed }
        if case let .contentHeight(screen)? = size { pointSize = screen }
        let window = UIWindow(frame: CGRect(origin: .zero, size: pointSize))
        window.rootViewController = controller
        // Showing the window runs the appearance callbacks (and what they present); then the
        // user's steps, on the screen as it shows. Presentations refused before (the screen's
        // view was in no window) are reported with UIKit's warning.
        window.makeKeyAndVisible()
        if let onScreen {
            window.layoutIfNeeded()
            onScreen(controller)
        }
        controller.reportPresentationIssuesInTree()
        window.layoutIfNeeded()
        CATransaction.flush()
        window.layoutIfNeeded()
        if case .contentHeight? = size {
            let (grown, screen) = growToContent(window, scale: scale)
            if let screen {
                // Drawn on the tall screen, whose safe area the window's views lay out with.
                let outcome: Result<Bitmap, RenderError> = UIScreen.withMain(screen) {
                    Result { () throws(RenderError) -> Bitmap in
                        try validateFrames(window)
                        return try draw(window.layer, size: grown, scale: scale, background: background, traits: window.traitCollection)
                    }
                }
                return (try outcome.get(), grown, window)
            }
        }
        try validateFrames(window)
        var overlays: SystemOverlays?
        if let device = environment.device, device.showsSystemOverlays, pointSize == device.size {
            overlays = SystemOverlays(device: device, size: pointSize, controller: controller)
        }
        let bitmap = try draw(window.layer, size: pointSize, scale: scale, background: background, traits: window.traitCollection,
                              overlays: overlays)
        return (bitmap, pointSize, window)
    }

    /// Gives the view its size at the window's origin: a constraint-based view by required
    /// constraints to the window, a view laid out in code by its frame.
    /// Returns the constraint that sets the view's height, if constraints place it.
    @discardableResult
    private func place(_ view: UIView, size: CGSize, in host: UIView) -> NSLayoutConstraint? {
        guard view.superview === host, host is UIWindow else { return nil }
        var height: NSLayoutConstraint?
        // The host takes the component's size first: resized after, it would resize a view
        // with a flexible autoresizing mask (a xib's root view) by the difference.
        if environment.device == nil { host.frame = CGRect(origin: .zero, size: size) }
        if view.translatesAutoresizingMaskIntoConstraints {
            view.frame = CGRect(origin: .zero, size: size)
        } else {
            let heightConstraint = view.heightAnchor.constraint(equalToConstant: size.height)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                view.topAnchor.constraint(equalTo: host.topAnchor),
                view.widthAnchor.constraint(equalToConstant: size.width),
                heightConstraint,
            ])
            height = heightConstraint
        }
        return height
    }

    /// Whether the view's size comes from constraints.
    private func usesConstraints(_ view: UIView) -> Bool {
        !view.translatesAutoresizingMaskIntoConstraints || view.treeUsesConstraints
    }

    private func resolvedSize(of view: UIView, _ size: RenderSize, scale: CGFloat) throws(RenderError) -> CGSize {
        let unbounded = CGFloat.greatestFiniteMagnitude
        var proposed: CGSize
        switch size {
        case let .fixed(fixed), let .contentHeight(screen: fixed):
            proposed = fixed
        case .fitting:
            if usesConstraints(view) {
                proposed = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            } else {
                let intrinsic = view.intrinsicContentSize
                if intrinsic.width > 0, intrinsic.height > 0 {
                    proposed = intrinsic
                } else {
                    proposed = view.sizeThatFits(CGSize(width: unbounded, height: unbounded))
                }
            }
            if proposed.width <= 0 || proposed.height <= 0 {
                let intrinsic = view.intrinsicContentSize
                if intrinsic.width > 0, intrinsic.height > 0 { proposed = intrinsic } else if view.frame.width > 0, view.frame.height > 0 { proposed = view.frame.size }
            }
            guard proposed.width > 0, proposed.height > 0 else { throw .noFittingSize(viewPath: view.hierarchyPath) }
        case let .fittingHeight(width):
            var height: CGFloat = 0
            if usesConstraints(view) {
                height = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            }
            if height <= 0 { height = view.sizeThatFits(CGSize(width: width, height: unbounded)).height }
            if height <= 0 || height >= unbounded { height = view.intrinsicContentSize.height }
            if height <= 0 { height = view.frame.height }
            proposed = CGSize(width: width, height: height)
        case let .fittingWidth(height):
            var width: CGFloat = 0
            if usesConstraints(view) {
                width = view.systemLayoutSizeFitting(CGSize(width: 0, height: height), withHorizontalFittingPriority: .fittingSizeLevel,
                                                     verticalFittingPriority: .required).width
            }
            if width <= 0 { width = view.sizeThatFits(CGSize(width: unbounded, height: height)).width }
            if width <= 0 || width >= unbounded { width = view.intrinsicContentSize.width }
            if width <= 0 { width = view.frame.width }
            proposed = CGSize(width: width, height: height)
        }
        guard proposed.width.isFinite, proposed.height.isFinite, proposed.width > 0, proposed.height > 0, proposed.width < 100_000,
              proposed.height < 100_000 else {
            throw .invalidSize(proposed)
        }
        return CGSize(width: LayoutNumber.ceil(proposed.width, scale: scale), height: LayoutNumber.ceil(proposed.height, scale: scale))
    }

    private func validateFrames(_ view: UIView) throws(RenderError) {
        let frame = view.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
              frame.width >= 0, frame.height >= 0 else {
            throw .invalidFrame(viewPath: view.hierarchyPath, frame: frame)
        }
        for subview in view.subviews { try validateFrames(subview) }
    }

    /// Draws `layer` over `background` into a new bitmap, then the device's status bar and
    /// home indicator when `overlays` are given.
    private func draw(_ layer: CALayer, size: CGSize, scale: CGFloat, background: UIColor?, traits: UITraitCollection,
                      overlays: SystemOverlays? = nil) throws(RenderError) -> Bitmap {
        do {
            let storage = try SurfaceStorage.make(pixelWidth: max(1, Int((size.width * scale).rounded())),
                                                  pixelHeight: max(1, Int((size.height * scale).rounded())))
            let context = try CGContext(storage: storage, scale: scale)
            if let background {
                context.setFillColor(background.cgColor(in: traits))
                context.fill(CGRect(origin: .zero, size: size))
            }
            layer.render(in: context)
            context.flush()
            if let overlays {
                let beneath = Bitmap(storage: storage, scale: Double(scale))
                let light = overlays.homeIndicatorRect.map { Self.isLight(beneath, in: $0.insetBy(dx: -4, dy: -4)) } ?? true
                overlays.draw(in: context, indicatorColor: light ? .black : .white)
                context.flush()
            }
            return Bitmap(storage: storage, scale: Double(scale))
        } catch let error as RenderingError {
            throw .image(error.description)
        } catch {
            throw .image(RenderingError.cairo("\(error)").description)
        }
    }

    /// Whether the pixels of `bitmap` in `rect` (points) are light on average: their mean
    /// relative luminance, over black where they are transparent (the screen's black), is
    /// above one half.
    private static func isLight(_ bitmap: Bitmap, in rect: CGRect) -> Bool {
        let scale = bitmap.scale
        let minX = max(0, Int(Double(rect.minX) * scale)), maxX = min(bitmap.pixelWidth, Int((Double(rect.maxX) * scale).rounded(.up)))
        let minY = max(0, Int(Double(rect.minY) * scale)), maxY = min(bitmap.pixelHeight, Int((Double(rect.maxY) * scale).rounded(.up)))
        guard minX < maxX, minY < maxY else { return true }
        var total = 0.0
        for y in minY..<maxY {
            for x in minX..<maxX {
                let pixel = bitmap.pixel(x: x, y: y)
                let luminance = 0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)
                total += luminance * Double(pixel.alpha) / 255
            }
        }
        return total / Double((maxX - minX) * (maxY - minY)) / 255 > 0.5
    }

    /// The render's warnings (broken constraints, ambiguity, truncation, missing glyphs,
    /// what iOS would show and Linux cannot) and the faces its text used.
    private func collect(_ view: UIView, root: UIView, diagnostics: Diagnostics) -> ([RenderWarning], [FontFace]) {
        var warnings: [RenderWarning] = []
        for engine in root.layoutEnginesInTree() {
            for conflict in engine.conflicts {
                warnings.append(RenderWarning(kind: .layoutConflict, viewPath: view.hierarchyPath, message: conflict))
            }
            for error in engine.internalErrors {
                warnings.append(RenderWarning(kind: .layoutEngineError, viewPath: view.hierarchyPath,
                                              message: "\(error); the frames may be wrong. Please report this with the view's code."))
            }
            for ambiguous in engine.ambiguousViews() where !Self.isHidden(ambiguous) && ambiguous.isDescendant(of: view) {
                warnings.append(RenderWarning(kind: .ambiguousLayout, viewPath: ambiguous.hierarchyPath,
                                              message: "ambiguous layout: the constraints do not decide its frame \(ambiguous.frame.layoutDescription)"))
            }
        }
        var faces: [FontFace] = []
        for entry in TextUsage.entries(in: diagnostics.render) {
            for face in entry.layout.faces where !faces.contains(face) { faces.append(face) }
            for missing in entry.layout.missingCharacters {
                warnings.append(RenderWarning(kind: .missingGlyphs, viewPath: entry.viewPath ?? "", message: missing.description))
            }
        }
        func visit(_ current: UIView) {
            guard !current.isHidden else { return }
            for error in current.drawingErrors {
                warnings.append(RenderWarning(kind: .drawingError, viewPath: current.hierarchyPath, message: error))
            }
            if let label = current as? UILabel, let layout = label.lastLayout, layout.isTruncated {
                warnings.append(RenderWarning(kind: .truncatedText, viewPath: current.hierarchyPath,
                                              message: "text truncated: \"\(layout.visibleText.joined(separator: " / "))\" shows of \"\(layout.text.string)\""))
            }
            current.subviews.forEach(visit)
        }
        visit(view)
        for missing in MissingTranslation.all(in: diagnostics.render) {
            warnings.append(RenderWarning(kind: .missingTranslation, viewPath: "",
                                          message: "no \(missing.language) text for \"\(missing.key)\" in \(missing.table): \"\(missing.shown)\" was shown"))
        }
        var seen = Set<String>()
        for issue in diagnostics.render.issues + diagnostics.runtimeIssues where seen.insert(issue).inserted {
            warnings.append(RenderWarning(kind: .unsupported, viewPath: "", message: issue))
        }
        return (warnings, faces)
    }

    private static func isHidden(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden { return true }
            current = candidate.superview
        }
        return false
    }
}
