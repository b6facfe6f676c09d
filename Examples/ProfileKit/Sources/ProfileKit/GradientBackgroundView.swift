import UIKit

/// A view filled with a top-to-bottom gradient that follows its size: the gradient layer is
/// resized when the view's layer lays out its sublayers.
open class GradientBackgroundView: UIView {
    private let gradientLayer = CAGradientLayer()

    public var colors: [UIColor] = [.systemTeal, .systemBlue] {
        didSet { updateColors() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.insertSublayer(gradientLayer, at: 0)
        updateColors()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.insertSublayer(gradientLayer, at: 0)
        updateColors()
    }

    open override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        gradientLayer.frame = bounds
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateColors()
    }

    private func updateColors() {
        gradientLayer.colors = colors.map { $0.resolvedColor(with: traitCollection).cgColor }
    }

    /// The gradient's layer, for tests and for views that add their own sublayers above it.
    public var backgroundGradient: CAGradientLayer { gradientLayer }
}
