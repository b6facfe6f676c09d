extension UIView {
    /// Sets the frame only when it changes: a frame set to the same value still tells the
    /// layout engine to solve again, which a layout pass running every round would never end.
    func setFrameIfChanged(_ rect: CGRect) {
        if frame != rect { frame = rect }
    }
}

extension UIView {
    /// `value` rounded up to the display's pixel grid, as self-sized cells are; a value a
    /// rounding error above a pixel (46.6667 + 0.3333 = 47.000000000000007) stays on it.
    func pixelCeil(_ value: CGFloat) -> CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return ((value * scale) - 1e-6).rounded(.up) / scale
    }
}
