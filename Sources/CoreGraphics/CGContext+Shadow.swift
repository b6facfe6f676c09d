extension CGContext {
    /// Draws a shadow under everything drawn next: offset in base-space points (positive
    /// height is down in contexts UIKit makes, up in bitmap contexts, as on iOS), blurred
    /// by `blur` (about twice the Gaussian's standard deviation), in `color`; nil color
    /// turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = GraphicsState.Shadow(offset: offset, blur: max(0, blur), color: color)
    }

    /// A shadow in black at a third of full opacity, Core Graphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
}
