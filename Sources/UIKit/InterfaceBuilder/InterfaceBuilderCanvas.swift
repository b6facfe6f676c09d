import Foundation
import InterfaceBuilder

/// What the catalog shows of a module's Interface Builder documents without declarations,
/// as Interface Builder's canvas shows them: each storyboard scene's controller and each
/// xib's top-level views, made with the team's classes, `prepareForInterfaceBuilder()` run.
package enum InterfaceBuilderCanvas {
    /// A document of a module's resources.
    package struct Document: Sendable {
        package let url: URL
        package let document: IBDocument
        /// The module of its classes named with `customModuleProvider="target"`.
        package let module: String

        /// The device Interface Builder lays the document out for (`retina6_12`, `portrait`).
        package var device: (id: String, orientation: String)? { document.device.map { ($0.id, $0.orientation) } }

        /// Whether it is a storyboard (else a xib).
        package var isStoryboard: Bool { document.kind == .storyboard }

        /// The file name without its extension (what `UINib` and `UIStoryboard` are given).
        package var name: String { url.deletingPathExtension().lastPathComponent }
    }

    /// The document at `url`, its classes in `module` when it names none.
    package static func document(at url: URL, module: String) throws(IBDocumentError) -> Document {
        Document(url: url, document: try NibDocuments.read(url), module: module)
    }

    /// The `.xib` and `.storyboard` files at `paths`: each a document, or a folder searched
    /// (with its subfolders) for documents; sorted by path, each once.
    package static func documentFiles(at paths: [String]) -> [URL] {
        var found: Set<String> = []
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                found.insert(url.path)
                continue
            }
            guard isFolder.boolValue else {
                found.insert(url.path)
                continue
            }
            let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                if ["xib", "storyboard"].contains(file.pathExtension) { found.insert(file.standardizedFileURL.path) }
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// One thing the canvas shows: a scene's controller or a xib's top-level view.
    package struct Item: Sendable {
        /// The name shown (the Storyboard ID, else the class, else the element and its id).
        package let name: String
        /// The element id of the controller or view.
        package let id: String
        /// The size a xib's view is stored at (nil for a scene).
        package let storedSize: CGSize?
    }

    /// The `.xib` and `.storyboard` documents in the resource bundles of `module`
    /// (`<Package>_<module>.resources` beside the program), by file name. Documents that
    /// cannot be read are returned in `failures` with the reason.
    package static func documents(ofModule module: String, in bundle: Bundle? = nil) -> (documents: [Document], failures: [String]) {
        var documents: [Document] = []
        var failures: [String] = []
        for folder in NibDocuments.searchFolders(for: bundle) where NibDocuments.module(ofResourceFolder: folder) == module {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
                let url = folder.appendingPathComponent(name)
                do {
                    documents.append(Document(url: url, document: try NibDocuments.read(url), module: module))
                } catch {
                    failures.append(error.description)
                }
            }
        }
        return (documents, failures)
    }

    /// What the canvas shows of `document`: a storyboard's scene controllers, a xib's
    /// top-level views (not its placeholders).
    package static func items(of document: Document) -> [Item] {
        switch document.document.kind {
        case .storyboard:
            return document.document.scenes.compactMap { scene in
                guard let controller = scene.controller, let id = controller.id else { return nil }
                let name = controller["storyboardIdentifier"] ?? controller["customClass"] ?? "\(controller.name)-\(id)"
                return Item(name: name, id: id, storedSize: nil)
            }
        case .xib:
            let views = document.document.objects.filter { $0.name != "placeholder" && NibClasses.isViewElement($0.name) }
            return views.enumerated().compactMap { index, view in
                guard let id = view.id else { return nil }
                let frame = view.child(key: "frame", named: "rect").flatMap(IBRectValue.init)
                let base = view["userLabel"] ?? view["customClass"] ?? document.name
                let name = views.count > 1 ? "\(base)-\(index + 1)" : base
                return Item(name: name, id: id, storedSize: frame.map { CGSize(width: $0.width, height: $0.height) })
            }
        }
    }

    /// Makes the controller of a storyboard scene, its view loaded and
    /// `prepareForInterfaceBuilder()` run on its team's views. A scene in a navigation
    /// controller's stack shows in it, under its bar, as at run time and as Interface
    /// Builder's canvas infers the bar: the root of a navigation controller, or a scene a
    /// `show` (or `push`) segue reaches from one, pushed onto it after the scenes between.
    @MainActor
    package static func makeController(_ document: Document, id: String) -> UIViewController? {
        let storyboard = UIStoryboard(document: document.document, url: document.url, bundle: Bundle(url: document.url.deletingLastPathComponent()),
                                      module: document.module, name: document.name)
        reportLint(document)
        let stack = navigationStack(showing: id, in: document.document)
        guard let controller = storyboard.instantiateController(id: stack?.navigation ?? id, creator: nil) else { return nil }
        if let navigation = controller as? UINavigationController {
            for pushedID in stack?.pushed ?? [] {
                guard let pushed = storyboard.instantiateController(id: pushedID, creator: nil) else { return nil }
                navigation.pushViewController(pushed, animated: false)
            }
        }
        controller.loadViewIfNeeded()
        prepareForInterfaceBuilder(controller.view)
        for child in controller.children { if let view = child.viewIfLoaded { prepareForInterfaceBuilder(view) } }
        return controller
    }

    /// The navigation controller the scene `id` shows in, and the scenes pushed onto its root
    /// to reach it (the last is `id`; none when `id` is the root): the shortest chain of `show`
    /// or `push` segues from a navigation controller's root, nil when no chain reaches it.
    @MainActor
    package static func navigationStack(showing id: String, in document: IBDocument) -> (navigation: String, pushed: [String])? {
        var queue: [(scene: String, navigation: String)] = []
        var pushedFrom: [String: String] = [:]
        var seen = Set<String>()
        for scene in document.scenes {
            guard let controller = scene.controller, controller.name == "navigationController", let navigation = controller.id else { continue }
            let segues = controller.child(named: "connections")?.children(named: "segue") ?? []
            guard let root = segues.first(where: { $0["relationship"] == "rootViewController" })?["destination"] else { continue }
            if root == id { return (navigation, []) }
            if seen.insert(root).inserted { queue.append((root, navigation)) }
        }
        var next = 0
        while next < queue.count {
            let (scene, navigation) = queue[next]
            next += 1
            for segue in document.element(id: scene)?.descendantsAndSelf ?? [] where segue.name == "segue" {
                guard segue["kind"] == "show" || segue["kind"] == "push", let destination = segue["destination"],
                      let element = document.element(id: destination), NibClasses.uikitControllerClass(element.name) != nil,
                      !["navigationController", "tabBarController", "splitViewController"].contains(element.name),
                      seen.insert(destination).inserted else { continue }
                pushedFrom[destination] = scene
                if destination == id {
                    var pushed = [destination]
                    while let previous = pushedFrom[pushed[0]] { pushed.insert(previous, at: 0) }
                    return (navigation, Array(pushed.dropFirst()))
                }
                queue.append((destination, navigation))
            }
        }
        return nil
    }

    /// Makes a xib's top-level view `id` (with no owner), `prepareForInterfaceBuilder()` run.
    @MainActor
    package static func makeView(_ document: Document, id: String) -> UIView? {
        let localized = NibLocalization.document(document.document, at: document.url)
        let loading = NibLoading(document: localized, bundle: Bundle(url: document.url.deletingLastPathComponent()),
                                 defaultModule: document.module, owner: nil)
        guard let element = localized.element(id: id) else { return nil }
        reportLint(document)
        let made = NibUsage.recording(localized) { () -> UIView? in
            for object in localized.objects where object.name != "placeholder" { _ = loading.make(object) }
            loading.finish()
            return loading.make(element) as? UIView
        }
        guard let view = made else { return nil }
        prepareForInterfaceBuilder(view)
        // A view laid out to the safe area is checked on a device (a storyboard scene on its
        // document's device); a freeform one at the size the document stores.
        if let size = element.child(key: "frame", named: "rect").flatMap(IBRectValue.init), !usesSafeArea(element) {
            view.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
            view.layoutIfNeeded()
            for conflict in view.layoutEnginesInTree().flatMap(\.conflicts) {
                NibIssues.report(InterfaceBuilderLint.Finding(rule: "conflicting-constraints", message: "\(document.document.name): \(conflict)").description)
            }
            for finding in InterfaceBuilderLint.misplacedViews(in: document.document, root: element, views: loading.viewsByID) {
                NibIssues.report(finding.description)
            }
        }
        return view
    }

    /// Whether a constraint under `element` refers to its safe area guide.
    private static func usesSafeArea(_ element: IBElement) -> Bool {
        guard let guide = element.children(named: "viewLayoutGuide").first(where: { $0.key == "safeArea" })?.id else { return false }
        return element.descendantsAndSelf.contains { $0.name == "constraint" && ($0["firstItem"] == guide || $0["secondItem"] == guide) }
    }

    /// Reports the document's lint findings to the render in progress.
    @MainActor
    private static func reportLint(_ document: Document) {
        for finding in InterfaceBuilderLint.check(document.document) { NibIssues.report(finding.description) }
    }

    /// Reports the views of a scene shown on the document's own device whose frames are not
    /// the ones the document stores (call once it is laid out).
    @MainActor
    package static func checkFrames(of controller: UIViewController, document: Document) {
        let shown = (controller as? UINavigationController)?.topViewController ?? controller
        guard let scene = shown.storyboardScene,
              let root = scene.element.children.first(where: { $0.key == "view" }) else { return }
        // A scene Interface Builder lays out at a size of its own (freeform, or a sheet's)
        // stores frames for that size, not the device's.
        if let stored = root.child(key: "frame", named: "rect").flatMap(IBRectValue.init), let view = shown.viewIfLoaded,
           abs(stored.width - view.bounds.width) > 0.5 || abs(stored.height - view.bounds.height) > 0.5 {
            return
        }
        let views = scene.loadedViews.compactMapValues(\.view)
        for finding in InterfaceBuilderLint.misplacedViews(in: document.document, root: root, views: views) {
            NibIssues.report(finding.description)
        }
    }

    /// Runs `prepareForInterfaceBuilder()` on every view of the tree whose class is the
    /// team's (UIKit's own classes do nothing there).
    @MainActor
    static func prepareForInterfaceBuilder(_ view: UIView) {
        if !String(reflecting: type(of: view)).hasPrefix("UIKit.") { view.prepareForInterfaceBuilder() }
        for subview in view.subviews { prepareForInterfaceBuilder(subview) }
    }
}
