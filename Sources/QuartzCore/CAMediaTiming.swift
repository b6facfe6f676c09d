/// Timing of layers and animations, Core Animation's `CAMediaTiming`.
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Seconds, Core Foundation's `CFTimeInterval`.

/// What an animation shows outside its active time, Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The current absolute time in seconds, Core Animation's `CACurrentMediaTime()`.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}

/// The pace of an animation, Core Animation's `CAMediaTimingFunction`: a cubic Bézier from
/// (0, 0) to (1, 1).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let points: [Float]

    /// One of the named curves.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: points = [0.42, 0, 1, 1]
        case .easeOut: points = [0, 0, 0.58, 1]
        case .easeInEaseOut: points = [0.42, 0, 0.58, 1]
        case .default: points = [0.25, 0.1, 0.25, 1]
        default: points = [0, 0, 1, 1]
        }
        super.init()
    }

    /// A curve with two control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [c1x, c1y, c2x, c2y]
        super.init()
    }

    /// Control point `idx` (0 and 3 are the ends, (0, 0) and (1, 1)) into `ptr` as x and y.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 1: (ptr[0], ptr[1]) = (points[0], points[1])
        case 2: (ptr[0], ptr[1]) = (points[2], points[3])
        case 3: (ptr[0], ptr[1]) = (1, 1)
        default: (ptr[0], ptr[1]) = (0, 0)
        }
    }
}

/// The named timing curves, Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
