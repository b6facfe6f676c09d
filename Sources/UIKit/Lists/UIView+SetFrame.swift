extension UIView {
    /// Sets the frame only when it changes: a frame set to the same value still tells the
    /// layout engine to solve again, which a layout pass running every round would never end.
    func setFrameIfChanged(_ rect: CGRect) {
        if frame != rect { frame = rect }
    }
}
