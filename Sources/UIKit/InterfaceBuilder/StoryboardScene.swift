import Foundation
import InterfaceBuilder
import ObjectiveC

/// The storyboard scene a controller was made from: it loads the controller's view from the
/// scene, performs the embed segues of its container views, and performs its other segues.
@MainActor
final class StoryboardScene {
    let storyboard: UIStoryboard
    let document: IBDocument
    /// The controller's element.
    let element: IBElement

    /// The views of the scene's view, by element id, once loaded (for the lint's frame check).
    private(set) var loadedViews: [String: WeakView] = [:]
    /// The scene's objects beside the controller (`<customObject>`s: a data source, a
    /// delegate), kept alive by the controller as UIKit keeps a storyboard's top-level
    /// objects: the outlets that point at them are weak.
    private(set) var keptObjects: [AnyObject] = []

    init(storyboard: UIStoryboard, document: IBDocument, element: IBElement) {
        self.storyboard = storyboard
        self.document = document
        self.element = element
    }

    /// Loads `controller`'s view: the scene's `<view key="view">` (a table view for a table
    /// view controller), its connections to the controller, `awakeFromNib()`, then the embed
    /// segues of its container views, as UIKit does before `viewDidLoad()`.
    func loadView(of controller: UIViewController) {
        let loading = NibUsage.recording(document) { loadViewRecorded(of: controller) }
        loadedViews = loading.viewsByID.mapValues(WeakView.init)
        for embed in loading.embedSegues {
            performEmbed(embed.segue, in: embed.container, of: controller)
        }
    }

    /// Makes the scene's view and connects it; returns the loading.
    private func loadViewRecorded(of controller: UIViewController) -> NibLoading {
        let loading = NibLoading(document: document, bundle: storyboard.bundle, defaultModule: storyboard.module,
                                 storyboard: storyboard, owner: nil)
        loading.sceneController = controller
        loading.provideConnected(controller, element: element)
        for guide in element.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide.id else { continue }
            let layoutGuide = UILayoutGuide()
            layoutGuide.identifier = guide["type"] == "bottom" ? "UIViewControllerBottomLayoutGuide" : "UIViewControllerTopLayoutGuide"
            loading.provide(layoutGuide, id: id)
            loading.controllerGuides.append((layoutGuide, guide["type"] != "bottom"))
        }
        if let viewElement = element.children.first(where: { $0.key == "view" }), let view = loading.make(viewElement) as? UIView {
            controller.view = view
        } else {
            controller.view = UIView(frame: UIScreen.main.bounds)
        }
        // The scene's own objects, made whether or not an outlet reached them yet.
        let sceneObjects = document.scenes.first { $0.controller?.id == element.id }?.objects ?? []
        keptObjects = sceneObjects.filter { $0.name == "customObject" || $0.name == "object" }.compactMap { loading.make($0) }
        loading.finish()
        return loading
    }

    /// The segue with `identifier` anywhere in the scene (the controller's own, or one a
    /// control triggers).
    func segueElement(identifier: String) -> IBElement? {
        element.descendantsAndSelf.first { $0.name == "segue" && $0["identifier"] == identifier }
    }

    /// Performs `segue` (an element) from `source`: instantiates the destination, calls
    /// `prepare(for:sender:)`, then shows it as the segue's kind says.
    func perform(_ segue: IBElement, from source: UIViewController, sender: Any?) {
        if segue["kind"] == "unwind" {
            performUnwind(segue, from: source, sender: sender)
            return
        }
        guard let destinationID = segue["destination"],
              let destination = storyboard.instantiateController(id: destinationID, creator: nil) else {
            NibIssues.report("\(document.name): the segue \"\(segue["identifier"] ?? segue.id ?? "")\" (line \(segue.line)) has no destination controller; it is not performed.")
            return
        }
        if let custom = customSegue(segue, source: source, destination: destination) {
            source.prepare(for: custom, sender: sender)
            custom.perform()
            return
        }
        let kind = segue["kind"] ?? "show"
        let storyboardSegue = UIStoryboardSegue(identifier: segue["identifier"], source: source, destination: destination) {
            [weak source, destination] in
            guard let source else { return }
            switch kind {
            case "presentation", "modal", "popoverPresentation":
                if let style = segue["modalPresentationStyle"].flatMap(Self.presentationStyle) { destination.modalPresentationStyle = style }
                if kind == "popoverPresentation" { destination.modalPresentationStyle = .popover }
                source.present(destination, animated: segue.bool("animates") ?? true)
            case "showDetail", "replace": source.showDetailViewController(destination, sender: sender)
            default: source.show(destination, sender: sender)
            }
        }
        source.prepare(for: storyboardSegue, sender: sender)
        storyboardSegue.perform()
    }

    /// A segue of the team's class (`customClass`), made by the factory the UIKit mirror
    /// registers for it (`InterfaceBuilderObjects`: its `init(identifier:source:destination:)`),
    /// whose `perform()` is the class's own. Nil when the segue names no class, or (reported)
    /// when the class is not found or has no factory: then the kind's own transition runs.
    private func customSegue(_ segue: IBElement, source: UIViewController, destination: UIViewController) -> UIStoryboardSegue? {
        guard let customClass = segue["customClass"], !customClass.isEmpty else { return nil }
        let modules = NibClasses.candidateModules(segue, defaultModule: storyboard.module)
        let fallback = segue["kind"] == "custom" ? "it shows the destination as a show segue does" : "its kind's transition is used"
        guard let type = NibClasses.find(customClass, in: modules, as: UIStoryboardSegue.self) else {
            NibIssues.report("\(document.name): " + NibClasses.notFound(customClass, of: segue, modules: modules, drawnAs: fallback))
            return nil
        }
        let arguments: (identifier: String?, source: UIViewController, destination: UIViewController) = (segue["identifier"], source, destination)
        if let made = InterfaceBuilderObjects.make(type, arguments) as? UIStoryboardSegue { return made }
        NibIssues.report("\(document.name): the segue class \(customClass) (line \(segue.line)) cannot be made on Linux: no factory is "
            + "registered for it. The UIKit mirror registers one for a UIStoryboardSegue subclass of a mirrored module that can call "
            + "init(identifier:source:destination:); \(fallback).")
        return nil
    }

    /// An embed segue: the destination becomes a child of `controller`, its view filling the
    /// container view.
    private func performEmbed(_ segue: IBElement, in container: UIView, of controller: UIViewController) {
        guard let destinationID = segue["destination"],
              let child = storyboard.instantiateController(id: destinationID, creator: nil) else { return }
        let storyboardSegue = UIStoryboardSegue(identifier: segue["identifier"], source: controller, destination: child) {
            [weak controller, weak container, child] in
            guard let controller, let container else { return }
            controller.addChild(child)
            let view: UIView = child.view
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
            child.didMove(toParent: controller)
        }
        controller.prepare(for: storyboardSegue, sender: nil)
        storyboardSegue.perform()
    }

    /// An unwind segue: the nearest controller up the chain (parents, then presenting
    /// controllers) that implements the unwind action gets it, and what is above it goes.
    private func performUnwind(_ segue: IBElement, from source: UIViewController, sender: Any?) {
        guard let actionName = segue["unwindAction"] else { return }
        let action = Selector(actionName)
        var candidate: UIViewController? = source
        var visited: [UIViewController] = []
        while let current = candidate {
            visited.append(current)
            if current !== source, current.canPerformUnwindSegueAction(action, from: source, sender: sender) {
                let storyboardSegue = UIStoryboardSegue(identifier: segue["identifier"], source: source, destination: current) {
                    [weak current] in
                    guard let current else { return }
                    if let navigation = current.navigationController, navigation.viewControllers.contains(where: { $0 === current }) {
                        _ = navigation.popToViewController(current, animated: true)
                    }
                    if current.presentedViewController != nil { current.dismiss(animated: true) }
                }
                source.prepare(for: storyboardSegue, sender: sender)
                if case let .failure(error) = action.invoke(on: current, with: [storyboardSegue]) {
                    NibIssues.report("\(document.name): the unwind action \(actionName) failed: \(error)")
                }
                storyboardSegue.perform()
                return
            }
            candidate = current.parent ?? current.presentingViewController
            if let next = candidate, visited.contains(where: { $0 === next }) { break }
        }
        NibIssues.report("\(document.name): no controller above \(type(of: source)) implements the unwind action \(actionName); the unwind segue does nothing.")
    }

    static func presentationStyle(_ text: String) -> UIModalPresentationStyle? {
        switch text {
        case "fullScreen": return .fullScreen
        case "pageSheet": return .pageSheet
        case "formSheet": return .formSheet
        case "currentContext": return .currentContext
        case "overFullScreen": return .overFullScreen
        case "overCurrentContext": return .overCurrentContext
        case "popover": return .popover
        case "automatic": return .automatic
        default: return nil
        }
    }
}
