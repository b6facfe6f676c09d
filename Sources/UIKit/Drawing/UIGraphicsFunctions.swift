/// The context drawing goes to now: the one `draw(_:)` runs in, or an image renderer's.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current
}

/// Makes `context` the current context (until `UIGraphicsPopContext()`).
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.push(context)
}

/// Restores the context current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    UIGraphicsContextStack.pop()
}

/// Begins drawing into a new image of `size` at the current display scale (prefer
/// `UIGraphicsImageRenderer`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsContextStack.beginImage(size: size, opaque: false, scale: 1)
}

/// Begins drawing into a new image of `size`; a `scale` of 0 takes the display scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsContextStack.beginImage(size: size, opaque: opaque, scale: scale)
}

/// The image drawn so far into the current image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    UIGraphicsContextStack.currentImage()
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    UIGraphicsContextStack.endImage()
}

/// Fills `rect` with the current fill color.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with the current fill color and `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a one-point frame inside `rect` with the current fill color.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.addRect(rect)
    context.addRect(rect.insetBy(dx: 1, dy: 1))
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

/// Clips the current context to `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
