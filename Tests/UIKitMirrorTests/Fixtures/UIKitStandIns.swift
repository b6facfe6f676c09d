import Foundation

// A few UIKit-shaped classes for the compile check: the product's UIKit is not on this
// branch. Like Apple's, they are bound to the main actor.

@MainActor
open class UIView: NSObject {
    public var frame: CGRect
    public var backgroundColor: UIColor?
    public var layer = CALayer()

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    public func addSubview(_ view: UIView) {}
    public func setNeedsLayout() {}
    open func layoutSubviews() {}
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
    open class var layerClass: AnyClass { CALayer.self }
    open var alpha: CGFloat = 1
}

@MainActor
open class UIControl: UIView {
    public var actions: [(AnyObject, Selector)] = []
    open var isHighlighted = false

    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Int) {
        if let target { actions.append((target as AnyObject, action)) }
    }
}

@MainActor
public final class UIButton: UIControl {}

@MainActor
public final class UILabel: UIView {
    public var text: String?
}

public final class UIColor: NSObject, @unchecked Sendable {
    public static let systemBlue = UIColor()
}

public final class CALayer: NSObject {
    public var cornerRadius: CGFloat = 0
}

open class UIGestureRecognizer: NSObject {}

/// Core Data's managed object, as far as @NSManaged needs one.
open class NSManagedObject: NSObject {}
