import Foundation
import InterfaceBuilder
import ObjectiveC

extension NibLoading {
    /// Makes the connections `element` lists for `object`: outlets and outlet collections
    /// set by name, actions added with target-action for their events, segues triggered by
    /// controls.
    func connect(_ object: AnyObject, _ element: IBElement) {
        guard let connections = element.child(named: "connections") else { return }
        var collections: [String: [AnyObject]] = [:]
        var collectionOrder: [String] = []
        for connection in connections.children {
            switch connection.name {
            case "outlet":
                guard let property = connection["property"], let destination = connection["destination"] else { continue }
                setOutlet(self.object(id: destination), property: property, on: object, line: connection.line)
            case "outletCollection":
                guard let property = connection["property"], let destination = connection["destination"],
                      let target = self.object(id: destination) else { continue }
                if collections[property] == nil { collectionOrder.append(property) }
                collections[property, default: []].append(target)
            case "action":
                connectAction(connection, from: object)
            case "segue":
                connectSegue(connection, from: object)
            default:
                report("the connection <\(connection.name)> (line \(connection.line)) is not supported; it is left out.")
            }
        }
        for property in collectionOrder {
            let members = collections[property] ?? []
            if property == "gestureRecognizers", let view = object as? UIView {
                for case let recognizer as UIGestureRecognizer in members { view.addGestureRecognizer(recognizer) }
                continue
            }
            setOutlet(members, property: property, on: object, line: connections.line)
        }
    }

    /// Registers the mirrored module's Interface Builder members (outlet setters, actions,
    /// inspectables) of `object`'s class and its superclasses, once per module.
    static func loadMembers(of object: AnyObject) {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            let name = String(reflecting: current)
            if let dot = name.firstIndex(of: "."), !name.hasPrefix("UIKit.") {
                MirroredModules.load(module: String(name[..<dot]))
            }
            type = _getSuperclass(current)
        }
    }

    /// Sets `property` of `object` to `value` as nib loading does on iOS (key-value coding),
    /// reporting a property that does not exist or cannot be set.
    func setOutlet(_ value: Any?, property: String, on object: AnyObject, line: Int) {
        if let controller = object as? UIViewController, property == "view" {
            controller.view = value as? UIView
            return
        }
        if NibOutlets.setUIKitOutlet(value, property: property, on: object) { return }
        NibLoading.loadMembers(of: object)
        guard let target = object as? NSObject else {
            report("the outlet \"\(property)\" (line \(line)) is on \(type(of: object)), which is not an NSObject; it is not set.")
            return
        }
        let (_, issues) = ObjCRuntimeIssues.collecting { target.setValue(value, forKey: property) }
        if !issues.isEmpty {
            report("the outlet \"\(property)\" (line \(line)) of \(type(of: object)) could not be set: there is no settable property "
                + "of that name (a mirrored @IBOutlet is settable; check the name, or that the class is the one the document names).")
        }
    }

    private func connectAction(_ connection: IBElement, from source: AnyObject) {
        guard let selectorName = connection["selector"] else { return }
        let target: AnyObject? = connection["destination"].flatMap { object(id: $0) }
        let selector = Selector(selectorName)
        if let target { NibLoading.loadMembers(of: target) }
        if let target, !selector.isPerformable(on: target) {
            report("the action \"\(selectorName)\" (line \(connection.line)) is not a method of \(type(of: target)); "
                + "the control calls nothing. Check the name, or mark the method @IBAction in the mirrored source.")
        }
        switch source {
        case let control as UIControl:
            let events = connection["eventType"].flatMap(NibValues.controlEvents) ?? .primaryActionTriggered
            control.addTarget(target, action: selector, for: events)
        case let recognizer as UIGestureRecognizer:
            if let target { recognizer.addTarget(target, action: selector) }
        case let item as UIBarButtonItem:
            item.target = target
            item.action = selector
        default:
            report("the action \"\(selectorName)\" (line \(connection.line)) is on \(type(of: source)), which sends no actions; it is left out.")
        }
    }

    /// Sets the element's user-defined runtime attributes on `object` by key path, after
    /// `init?(coder:)` and before `awakeFromNib()`, as iOS does.
    func applyRuntimeAttributes(_ element: IBElement, to object: AnyObject) {
        guard let attributes = element.child(named: "userDefinedRuntimeAttributes") else { return }
        for attribute in attributes.children(named: "userDefinedRuntimeAttribute") {
            guard let keyPath = attribute["keyPath"] else { continue }
            guard let value = runtimeValue(attribute) else {
                report("the runtime attribute \"\(keyPath)\" (line \(attribute.line)) has a type or value this product cannot read "
                    + "(\(attribute["type"] ?? "no type")); it is not set.")
                continue
            }
            guard let target = object as? NSObject else { continue }
            NibLoading.loadMembers(of: target)
            let (_, issues) = ObjCRuntimeIssues.collecting { target.setValue(value.value, forKeyPath: keyPath) }
            if !issues.isEmpty {
                report("the runtime attribute \"\(keyPath)\" (line \(attribute.line)) of \(type(of: object)) could not be set: "
                    + "no settable property at that key path (mark the property @IBInspectable or check the name).")
            }
        }
    }

    /// A runtime attribute's value: `value` is nil for the `nil` type.
    private func runtimeValue(_ attribute: IBElement) -> (value: Any?, Void)? {
        func child(_ name: String) -> IBElement? { attribute.child(key: "value", named: name) }
        switch attribute["type"] {
        case "boolean": return (attribute.bool("value") ?? false, ())
        case "number":
            if let real = child("real")?.number("value") { return (real, ()) }
            if let integer = child("integer")?.number("value") { return (Int(integer), ()) }
            return nil
        case "string", "localizedString":
            if let text = attribute["value"] { return (text, ()) }
            if let text = child("string")?.text { return (text, ()) }
            return nil
        case "color":
            guard let color = child("color").flatMap(color) else { return nil }
            return (color, ())
        case "image":
            guard let name = attribute["value"] else { return nil }
            return (image(named: name), ())
        case "point":
            guard let point = child("point") else { return nil }
            return (CGPoint(x: point.number("x") ?? 0, y: point.number("y") ?? 0), ())
        case "size":
            guard let size = child("size") else { return nil }
            return (NibValues.size(size), ())
        case "rect":
            guard let rect = child("rect").flatMap(IBRectValue.init) else { return nil }
            return (CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height), ())
        case "range":
            guard let range = child("range") else { return nil }
            return (NSRange(location: Int(range.number("location") ?? 0), length: Int(range.number("length") ?? 0)), ())
        case "nil": return (nil, ())
        default: return nil
        }
    }
}
