/// An animation of one property, named by key path, Core Animation's `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property, e.g. `opacity` or `transform.scale`.
    open var keyPath: String?
    /// Whether the values add to the layer's own.
    @exclusivity(unchecked) open var isAdditive = false
    @exclusivity(unchecked) open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `value` added to the layer's current value when the animation is additive.
    func resolved(_ value: Any?, on layer: CALayer) -> Any? {
        guard isAdditive, let keyPath else { return value }
        return AnimatedValue.sum(layer.presentationValue(forKeyPath: keyPath), value)
    }
}

/// An animation from one value to another, Core Animation's `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func endValues(on layer: CALayer) -> [(keyPath: String, value: Any?)] {
        guard let keyPath else { return [] }
        let current = layer.presentationValue(forKeyPath: keyPath)
        let start = fromValue ?? current
        var end: Any?
        if let toValue {
            end = toValue
        } else if let byValue {
            end = AnimatedValue.sum(start, byValue)
        } else {
            end = current
        }
        if autoreverses { end = start }
        return [(keyPath, resolved(end, on: layer))]
    }

    override func copyAnimation() -> CAAnimation {
        let copy = CABasicAnimation(keyPath: keyPath)
        copyTiming(to: copy)
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        return copy
    }
}

/// A spring-driven basic animation, Core Animation's `CASpringAnimation`: it ends where a
/// basic animation would.
open class CASpringAnimation: CABasicAnimation {
    @exclusivity(unchecked) open var mass: CGFloat = 1
    @exclusivity(unchecked) open var stiffness: CGFloat = 100
    @exclusivity(unchecked) open var damping: CGFloat = 10
    @exclusivity(unchecked) open var initialVelocity: CGFloat = 0
    @exclusivity(unchecked) open var allowsOverdamping = false

    /// The time the spring needs to come to rest.
    open var settlingDuration: CFTimeInterval {
        let ratio = Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot())
        let decay = ratio * (Double(stiffness) / Double(mass)).squareRoot()
        return decay > 0 ? min(10, 6.9 / decay) : 10
    }

    override func copyAnimation() -> CAAnimation {
        let copy = CASpringAnimation(keyPath: keyPath)
        copyTiming(to: copy)
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        copy.isAdditive = isAdditive
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        return copy
    }
}

/// An animation through a list of values, Core Animation's `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    @exclusivity(unchecked) open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    @exclusivity(unchecked) open var calculationMode = CAAnimationCalculationMode.linear
    @exclusivity(unchecked) open var rotationMode: CAAnimationRotationMode?

    override func endValues(on layer: CALayer) -> [(keyPath: String, value: Any?)] {
        guard let keyPath else { return [] }
        if let path, !path.isEmpty {
            let end = autoreverses ? path.segments.first?.points.last : path.currentPoint
            return [(keyPath, resolved(end, on: layer))]
        }
        guard let values, let last = values.last else { return [] }
        return [(keyPath, resolved(autoreverses ? values.first : last, on: layer))]
    }

    override func copyAnimation() -> CAAnimation {
        let copy = CAKeyframeAnimation(keyPath: keyPath)
        copyTiming(to: copy)
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.isAdditive = isAdditive
        return copy
    }
}

/// How keyframe values are interpolated, Core Animation's `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer turns along a keyframe path, Core Animation's `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Animations run together, Core Animation's `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func endValues(on layer: CALayer) -> [(keyPath: String, value: Any?)] {
        (animations ?? []).flatMap { $0.endValues(on: layer) }
    }

    override func copyAnimation() -> CAAnimation {
        let copy = CAAnimationGroup()
        copyTiming(to: copy)
        copy.animations = animations?.map { $0.copyAnimation() }
        return copy
    }
}

/// A transition between a layer's states, Core Animation's `CATransition`: it leaves the
/// new state, so it changes nothing in a render.
open class CATransition: CAAnimation {
    @exclusivity(unchecked) open var type = CATransitionType.fade
    @exclusivity(unchecked) open var subtype: CATransitionSubtype?
    @exclusivity(unchecked) open var startProgress: Float = 0
    @exclusivity(unchecked) open var endProgress: Float = 1
}

/// Kinds of transition, Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Directions of transition, Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
