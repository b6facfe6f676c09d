extension UIImage {
    /// How an SF Symbol is sized and weighted, UIKit's `UIImage.SymbolConfiguration`.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size of the font the symbol matches (0: unspecified).
        @exclusivity(unchecked) open internal(set) var pointSize: CGFloat = 0
        @exclusivity(unchecked) open internal(set) var weight = SymbolWeight.unspecified
        @exclusivity(unchecked) open internal(set) var scale = SymbolScale.unspecified
        open internal(set) var textStyle: UIFont.TextStyle?
        /// The palette or hierarchical colors the configuration was made with.
        package internal(set) var colors: [UIColor] = []
        @exclusivity(unchecked) open internal(set) var prefersMulticolor = false

        public required init() {
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(); self.pointSize = pointSize }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(); self.pointSize = pointSize; self.weight = weight }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(); self.textStyle = textStyle }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(); self.textStyle = textStyle; self.scale = scale }
        public convenience init(font: UIFont) { self.init(); pointSize = font.pointSize }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(); pointSize = font.pointSize; self.scale = scale }
        public convenience init(scale: SymbolScale) { self.init(); self.scale = scale }
        public convenience init(weight: SymbolWeight) { self.init(); self.weight = weight }
        public convenience init(hierarchicalColor: UIColor) { self.init(); colors = [hierarchicalColor] }
        public convenience init(paletteColors: [UIColor]) { self.init(); colors = paletteColors }

        open class func preferringMulticolor() -> Self {
            let configuration = Self()
            configuration.prefersMulticolor = true
            return configuration
        }

        open class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        open func configurationWithoutPointSizeAndWeight() -> Self {
            guard let copy = self.copy() as? Self else { return self }
            copy.pointSize = 0
            copy.weight = .unspecified
            return copy
        }

        open func configurationWithoutScale() -> Self {
            guard let copy = self.copy() as? Self else { return self }
            copy.scale = .unspecified
            return copy
        }

        open func configurationWithoutTextStyle() -> Self {
            guard let copy = self.copy() as? Self else { return self }
            copy.textStyle = nil
            return copy
        }

        open func configurationWithoutWeight() -> Self {
            guard let copy = self.copy() as? Self else { return self }
            copy.weight = .unspecified
            return copy
        }

        override func mergeSettings(from other: Configuration) {
            guard let other = other as? SymbolConfiguration else { return }
            if other.pointSize > 0 { pointSize = other.pointSize }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if let style = other.textStyle { textStyle = style }
            if !other.colors.isEmpty { colors = other.colors }
            if other.prefersMulticolor { prefersMulticolor = true }
        }
    }

    /// A symbol's stroke weight, UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to its font, UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Hashable, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }
}

/// The size of an SF Symbol placeholder: the symbol's font size (17 points, body, when
/// unspecified) times its scale. Symbols are about as tall as their font's cap height plus
/// padding; a square of the point size (small ×0.8, large ×1.3) stands in for them.
enum SymbolMetrics {
    static func side(for configuration: UIImage.SymbolConfiguration?) -> CGFloat {
        var size: CGFloat = 17
        if let configuration {
            if configuration.pointSize > 0 {
                size = configuration.pointSize
            } else if let style = configuration.textStyle {
                size = UIFont.preferredFont(forTextStyle: style).pointSize
            }
        }
        switch configuration?.scale ?? .unspecified {
        case .small: size *= 0.8
        case .large: size *= 1.3
        default: break
        }
        return size.rounded()
    }
}
