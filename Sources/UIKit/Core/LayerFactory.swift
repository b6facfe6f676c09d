/// Makes a view's backing layer from its `layerClass`. Without the Objective-C runtime a
/// class cannot be instantiated from its metatype unless its initializer is `required`, so
/// Core Animation's own layer classes are made directly, and a custom layer class becomes
/// its nearest Core Animation ancestor, reported with the render.
enum LayerFactory {
    static func make(_ type: AnyClass) -> CALayer {
        var current: AnyClass? = type
        while let candidate = current {
            if let layer = known(candidate) {
                if candidate != type {
                    RenderIssues.report("The layer class \(type) cannot be created from layerClass on Linux; views with it get a \(candidate) "
                        + "(its own drawing and properties are lost). Add the custom layer as a sublayer instead.")
                }
                return layer
            }
            current = class_getSuperclassCompat(candidate)
        }
        return CALayer()
    }

    private static func known(_ type: AnyClass) -> CALayer? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(CALayer.self): return CALayer()
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer()
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer()
        case ObjectIdentifier(CATextLayer.self): return CATextLayer()
        case ObjectIdentifier(CAReplicatorLayer.self): return CAReplicatorLayer()
        default: return nil
        }
    }

    /// The superclass of `type`.
    private static func class_getSuperclassCompat(_ type: AnyClass) -> AnyClass? {
        _getSuperclass(type)
    }
}
