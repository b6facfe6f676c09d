import Foundation
import InterfaceBuilder

/// The Interface Builder lint's rules that read a document without making it: each finding
/// names its rule, the document and the line (docs/INTERFACE-BUILDER.md, "Lint"). The rules
/// that need the objects made (classes, outlets, actions, resources) are reported by the
/// loading itself, and those that need a layout (misplaced views) by the canvas.
package enum InterfaceBuilderLint {
    /// One rule's finding.
    package struct Finding: Hashable, Sendable, CustomStringConvertible {
        package let rule: String
        package let message: String
        package var description: String { "[\(rule)] \(message)" }
    }

    /// The findings of the rules that read `document` alone.
    package static func check(_ document: IBDocument) -> [Finding] {
        var findings: [Finding] = []
        let name = document.name
        if document.kind == .storyboard {
            if document.initialViewControllerID == nil {
                findings.append(Finding(rule: "no-initial-controller",
                                        message: "\(name) has no initial view controller: instantiateInitialViewController() gives nil. "
                                            + "Check Is Initial View Controller on the scene that starts the flow."))
            }
            findings += unreachableControllers(document)
        }
        findings += duplicateConstraints(document)
        findings += stackBackgrounds(document)
        return findings
    }

    /// Controllers no code can instantiate: no Storyboard ID, not the initial one, and no
    /// segue leads to them.
    private static func unreachableControllers(_ document: IBDocument) -> [Finding] {
        let destinations = Set(document.root.descendantsAndSelf.filter { $0.name == "segue" }.compactMap { $0["destination"] })
        return document.scenes.compactMap { scene in
            guard let controller = scene.controller, let id = controller.id else { return nil }
            if controller["storyboardIdentifier"] != nil || id == document.initialViewControllerID || destinations.contains(id) { return nil }
            let described = controller["customClass"] ?? controller.name
            return Finding(rule: "controller-without-identifier",
                           message: "\(document.name) line \(controller.line): the \(described) scene has no Storyboard ID, is not the initial "
                               + "controller and no segue leads to it, so instantiateViewController(withIdentifier:) cannot make it. Set its Storyboard ID.")
        }
    }

    /// Constraints that say the same thing twice in one view (same items, attributes,
    /// relation, multiplier, constant and priority).
    private static func duplicateConstraints(_ document: IBDocument) -> [Finding] {
        var findings: [Finding] = []
        for holder in document.root.descendantsAndSelf {
            guard let list = holder.child(named: "constraints") else { continue }
            var seen: [String: Int] = [:]
            for element in list.children(named: "constraint") {
                guard let value = IBConstraintValue(element), !value.isPlaceholder else { continue }
                let first = value.firstItem ?? holder.id ?? ""
                let second = value.secondAttribute == nil ? "" : (value.secondItem ?? holder.id ?? "")
                let key = [first, value.firstAttribute, value.relation, second, value.secondAttribute ?? "",
                           "\(value.multiplier)", "\(value.constant)", "\(value.priority)"].joined(separator: "|")
                if let earlier = seen[key] {
                    findings.append(Finding(rule: "duplicate-constraint",
                                            message: "\(document.name) line \(element.line): the constraint repeats the one on line \(earlier) "
                                                + "(\(value.firstAttribute) \(value.relation) \(value.secondAttribute ?? "constant")); delete one."))
                } else {
                    seen[key] = element.line
                }
            }
        }
        return findings
    }

    /// Stack views with a background color in a document for iOS 13 or earlier, where a stack
    /// view draws no background (it has no layer of its own before iOS 14).
    private static func stackBackgrounds(_ document: IBDocument) -> [Finding] {
        guard let version = deploymentVersion(document), version < 14 else { return [] }
        return document.root.descendantsAndSelf.compactMap { element in
            guard element.name == "stackView", element.child(key: "backgroundColor", named: "color") != nil else { return nil }
            return Finding(rule: "stack-view-background",
                           message: "\(document.name) line \(element.line): a stack view's background color shows only from iOS 14, "
                               + "and this document targets iOS \(version). Put the stack in a view with the color.")
        }
    }

    /// The deployment target the document says: Xcode writes the version's digits as
    /// hexadecimal digits of a decimal number (`<deployment version="4864" identifier="iOS"/>`,
    /// 0x1300, is iOS 13.0; 2304, 0x900, is 9.0); nil when it says none (the project's applies).
    static func deploymentVersion(_ document: IBDocument) -> Double? {
        guard let deployment = document.root.child(named: "dependencies")?.child(named: "deployment"),
              let text = deployment["version"], let raw = Int(text), let digits = Double(String(raw, radix: 16)) else { return nil }
        return digits / 100
    }
}
