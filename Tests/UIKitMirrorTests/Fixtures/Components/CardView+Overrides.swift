import Foundation

// Overrides a team declares in extensions of its own classes, as Xcode accepts them: Swift on
// Linux accepts them only in the class's body (CardView is declared in CardView.swift, and is
// public, so its overrides are too).

extension CardView {
    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = frame.height / 2
    }

    override public var intrinsicContentSize: CGSize {
        CGSize(width: 120, height: frame.height)
    }

    open override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }

    /// Overridden by BadgeCardView: declared in an extension, it must move too.
    @objc func applyStyle(_ style: Int, animated: Bool = false) -> Bool {
        style > 0 && !animated
    }
}

#if os(iOS)
/// Something that takes the app's theme.
@MainActor protocol Themed {
    func applyTheme()
}

extension CardView: Themed {
    func applyTheme() {
        isHighlighted = false
    }

    public override class var layerClass: AnyClass { CALayer.self }
}
#endif

final class BadgeCardView: CardView {
    private var count = 0
}

extension BadgeCardView {
    override func applyStyle(_ style: Int, animated: Bool = false) -> Bool {
        count += 1
        return super.applyStyle(style, animated: animated) || count > 3
    }

    override var isHighlighted: Bool {
        willSet(next) { count += next ? 1 : 0 }
        didSet { if oldValue != isHighlighted { setNeedsLayout() } }
    }

    /// Overrides the witness of CardView's conformance to Themed, declared in its extension.
    override func applyTheme() {
        super.applyTheme()
        alpha = 0.25
    }

    private func resetCount() {
        count = 0
    }
}
