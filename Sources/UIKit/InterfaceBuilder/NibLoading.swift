import Foundation
import InterfaceBuilder

/// One instantiation of an Interface Builder document (or of one storyboard scene): makes its
/// objects by id with `init?(coder:)`, in the order UIKit does (an object the one being made
/// refers to is made first), then connects outlets and actions, sets the user-defined runtime
/// attributes, and calls `awakeFromNib()` on every object it made.
@MainActor
final class NibLoading {
    /// The document the objects come from.
    let document: IBDocument
    /// Where the document was found: named images and colors are looked up there first.
    let bundle: Bundle?
    /// The module of the classes the document names with `customModuleProvider="target"`.
    let defaultModule: String?
    /// The storyboard the objects come from, for controllers' `storyboard`.
    let storyboard: UIStoryboard?
    /// The object standing for File's Owner (`IBFilesOwner`).
    let owner: AnyObject?
    /// Objects standing for the document's external-object placeholders, by identifier.
    let externalObjects: [String: Any]
    /// What the loading noticed: unknown classes, missing resources, unknown properties.
    private(set) var issues: [String] = []

    /// Objects made or given, by id.
    private var objects: [String: AnyObject] = [:]
    /// Elements being made (to refuse a reference cycle rather than recursing forever).
    private var inProgress: Set<String> = []
    /// Objects made, in the order they were made (the order of `awakeFromNib()`).
    private(set) var made: [AnyObject] = []
    /// The elements of the objects made, by id, for their connections.
    private var madeElements: [(id: String, element: IBElement)] = []
    /// Objects not made here whose connections are made here (File's Owner, the controller
    /// whose view is loading), with their elements.
    private var givenConnections: [(object: AnyObject, element: IBElement)] = []
    /// Whether controllers made here are connected now (a xib's) or when their view loads
    /// (a storyboard's, whose outlets point into the view).
    @exclusivity(unchecked) var connectsControllers = true
    /// The controller whose scene's view is loading (the source of segues controls trigger).
    @exclusivity(unchecked) weak var sceneController: UIViewController?
    /// The embed segues of the container views made, performed after the view loads.
    var embedSegues: [(segue: IBElement, container: UIView)] = []
    /// The scene controller's top and bottom layout guides of documents before iOS 11
    /// (`<viewControllerLayoutGuide type="top">`), given to its view when it is made.
    var controllerGuides: [(guide: UILayoutGuide, isTop: Bool)] = []

    init(document: IBDocument, bundle: Bundle?, defaultModule: String?, storyboard: UIStoryboard? = nil,
         owner: AnyObject?, externalObjects: [String: Any] = [:]) {
        self.document = document
        self.bundle = bundle
        self.defaultModule = defaultModule
        self.storyboard = storyboard
        self.owner = owner
        self.externalObjects = externalObjects
        UIKitKeyValueAccessors.registered
    }

    /// Records `message`, which names the document, for the render in progress and the lint.
    func report(_ message: String) {
        let text = "\(document.name): \(message)"
        issues.append(text)
        NibIssues.report(text)
    }

    /// Registers `object` as the one with `id` (before it is finished, so references back to
    /// it from its own subviews and constraints find it).
    func register(_ object: AnyObject, id: String?, element: IBElement) {
        guard let id else { return }
        if objects[id] == nil {
            IBUsage.current?.made(element)
            objects[id] = object
            made.append(object)
            madeElements.append((id, element))
        }
    }

    /// The views made or given here, by element id.
    var viewsByID: [String: UIView] {
        objects.compactMapValues { $0 as? UIView }
    }

    /// Gives `object` for `id` without making it (a guide, a cell's content view).
    func provide(_ object: AnyObject, id: String) {
        objects[id] = object
    }

    /// Gives `object` for `element`'s id and makes its connections here (the controller whose
    /// view is loading).
    func provideConnected(_ object: AnyObject, element: IBElement) {
        guard let id = element.id else { return }
        objects[id] = object
        givenConnections.append((object, element))
    }

    /// The object with `id`: given, made before, or made now from its element.
    func object(id: String) -> AnyObject? {
        if let found = objects[id] { return found }
        guard let element = document.element(id: id) else {
            report("nothing has the id \"\(id)\"; the reference to it is left out.")
            return nil
        }
        return make(element)
    }

    /// Makes the object `element` describes; nil for an element that makes none (a First
    /// Responder placeholder, an unsupported element, which is reported).
    func make(_ element: IBElement) -> AnyObject? {
        if let id = element.id, let found = objects[id] { return found }
        if element.name == "placeholder" { return placeholder(element) }
        if let id = element.id {
            guard !inProgress.contains(id) else {
                report("\(element.name) \"\(id)\" (line \(element.line)) refers back to itself while it is made; the reference is left out.")
                return nil
            }
            inProgress.insert(id)
        }
        defer { if let id = element.id { inProgress.remove(id) } }
        let object: AnyObject?
        if let viewClass = NibClasses.uikitViewClass(element.name) {
            object = makeView(element, base: viewClass)
        } else if let controllerClass = NibClasses.uikitControllerClass(element.name) {
            object = makeController(element, base: controllerClass)
        } else if element.name == "customObject" || element.name == "object" {
            object = makeCustomObject(element)
        } else if let other = makeOther(element) {
            object = other
        } else {
            report("<\(element.name)> (line \(element.line)) is not supported on Linux; it is left out.")
            object = nil
        }
        if let object, let id = element.id, objects[id] == nil { register(object, id: id, element: element) }
        return object
    }

    private func placeholder(_ element: IBElement) -> AnyObject? {
        switch element["placeholderIdentifier"] {
        case "IBFilesOwner":
            if let owner, let id = element.id, objects[id] == nil {
                objects[id] = owner
                givenConnections.append((owner, element))
            }
            return owner
        case "IBFirstResponder":
            return nil
        case let identifier?:
            guard let external = externalObjects[identifier] else {
                if element.name == "placeholder", document.kind == .xib {
                    report("the external object \"\(identifier)\" was not given in the options' externalObjects; its connections are left out.")
                }
                return nil
            }
            let object = external as AnyObject
            if let id = element.id, objects[id] == nil {
                objects[id] = object
                givenConnections.append((object, element))
            }
            return object
        default:
            return nil
        }
    }

    private func makeView(_ element: IBElement, base: UIView.Type) -> UIView? {
        made(element, as: NibClasses.resolve(element, base: base, loading: self)) { $0.init(coder: $1) }
    }

    private func makeController(_ element: IBElement, base: UIViewController.Type) -> UIViewController? {
        made(element, as: NibClasses.resolve(element, base: base, loading: self)) { $0.init(coder: $1) }
    }

    /// The object `initialize` makes of `type` with the element's coder (its `init?(coder:)`);
    /// nil, reported, when that initializer fails.
    private func made<Made>(_ element: IBElement, as type: Made.Type, initialize: (Made.Type, NSCoder) -> Made?) -> Made? {
        guard let object = initialize(type, NibObjectCoder(element: element, loading: self)) else {
            report("\(type)'s init?(coder:) returned nil for \(element.name) \"\(element.id ?? "")\" (line \(element.line)); it is left out.")
            return nil
        }
        return object
    }

    /// A custom object: a plain `NSObject` when it names no class, else an instance of the
    /// team's class made by the factory the UIKit mirror registers for it
    /// (`InterfaceBuilderObjects`: the class's `init()`). A class that is not found, or has no
    /// factory, is reported and its object left out.
    private func makeCustomObject(_ element: IBElement) -> AnyObject? {
        guard let customClass = element["customClass"], !customClass.isEmpty else { return NSObject() }
        let modules = NibClasses.candidateModules(element, defaultModule: defaultModule)
        guard let type = NibClasses.find(customClass, in: modules, as: NSObject.self) else {
            report(NibClasses.notFound(customClass, of: element, modules: modules, drawnAs: "its connections are left out"))
            return nil
        }
        if let object = InterfaceBuilderObjects.make(type) { return object }
        report("the object \"\(element.id ?? "")\" of class \(customClass) (line \(element.line)) cannot be made on Linux: "
            + "no factory is registered for it. The UIKit mirror registers one for an NSObject subclass of a mirrored module "
            + "that can call init() (declared, or inherited when it declares no designated initializer); its connections are left out.")
        return nil
    }

    /// Objects that are not views or controllers: gesture recognizers, bar items.
    private func makeOther(_ element: IBElement) -> AnyObject? {
        switch element.name {
        case "tapGestureRecognizer": return UITapGestureRecognizer(target: nil, action: nil)
        case "barButtonItem": return makeBarButtonItem(element)
        case "navigationItem": return nil
        default: return nil
        }
    }

    /// A bar button item: a system item (`systemItem="add"`), a custom view, or a title or
    /// image, with its style, tint, width, tag and enabled state.
    private func makeBarButtonItem(_ element: IBElement) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let name = element["systemItem"] {
            guard let systemItem = Self.barButtonSystemItems[name] else {
                report("the bar button item \"\(element.id ?? "")\" (line \(element.line)) has the system item \"\(name)\", "
                    + "which is not one UIKit has; it shows its title instead.")
                return UIBarButtonItem(title: element["title"], style: .plain, target: nil, action: nil)
            }
            item = UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
        } else if let view = element.child(key: "customView").flatMap({ make($0) as? UIView }) {
            item = UIBarButtonItem(customView: view)
        } else {
            item = UIBarButtonItem(title: element["title"], style: .plain, target: nil, action: nil)
            if let image = element["image"] { item.image = self.image(named: image, catalog: element["catalog"]) }
        }
        switch element["style"] {
        case "done": item.style = .done
        case "plain": item.style = .plain
        default: break
        }
        if let tint = element.child(key: "tintColor", named: "color").flatMap(color) { item.tintColor = tint }
        if let width = element.number("width") { item.width = CGFloat(width) }
        if let tag = element.number("tag") { item.tag = Int(tag) }
        if let enabled = element.bool("enabled") { item.isEnabled = enabled }
        return item
    }

    /// UIKit's system bar button items by the names documents give them.
    private static let barButtonSystemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
        "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
        "pageCurl": .pageCurl, "close": .close,
    ]

    // MARK: Finishing

    /// Connects outlets and actions, sets runtime attributes and calls `awakeFromNib()`,
    /// for every object made so far (and File's Owner's connections), in document order.
    func finish() {
        var connected: [(AnyObject, IBElement)] = givenConnections.map { ($0.object, $0.element) }
        for (id, element) in madeElements {
            guard let object = objects[id] else { continue }
            if object is UIViewController, !connectsControllers { continue }
            connected.append((object, element))
        }
        for (object, element) in connected { connect(object, element) }
        for (object, element) in connected { applyRuntimeAttributes(element, to: object) }
        for object in made {
            if let responder = object as? UIResponder { responder.awakeFromNib() }
        }
    }
}
