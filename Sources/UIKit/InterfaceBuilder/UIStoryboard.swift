import Foundation
import InterfaceBuilder

/// A storyboard's scenes, ready to instantiate, UIKit's `UIStoryboard`. On Linux the
/// `.storyboard` file itself is read: `UIStoryboard(name:bundle:)` finds it as `UINib` finds
/// a xib. Each controller is made with `init?(coder:)` (or the creator given), gets
/// `awakeFromNib()`, and loads its scene's view when its `view` is first asked for.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's document as read; nil when it could not be found or read.
    private let readDocument: IBDocument?
    /// Where it was read from (its string tables are beside it).
    private let documentURL: URL?
    /// The storyboard's document in the render's language; nil when it could not be found or
    /// read.
    final var document: IBDocument? { readDocument.map { NibLocalization.document($0, at: documentURL) } }
    /// The module of classes named with `customModuleProvider="target"`.
    let module: String?
    /// The bundle given, where images and colors are looked up first.
    let bundle: Bundle?
    /// The storyboard's name (for messages).
    let name: String

    /// The storyboard `name` (without extension) in `storyboardBundleOrNil` (the main bundle
    /// when nil). A storyboard that cannot be found is reported (iOS stops the app there);
    /// its controllers are then empty ones.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        var document: IBDocument?
        var url: URL?
        var module: String?
        do {
            if let found = try NibDocuments.find(name, extensions: ["storyboard"], in: storyboardBundleOrNil) {
                document = found.document
                url = found.url
                module = found.module
            } else {
                let folders = NibDocuments.searchFolders(for: storyboardBundleOrNil).map(\.path)
                NibIssues.reportLoudly("Could not find a storyboard named '\(name)': no \(name).storyboard in \(folders.joined(separator: ", ")). "
                    + "List the folder that holds it in the target's uikit-mirror.json sources.")
            }
        } catch {
            NibIssues.reportLoudly(error.description)
        }
        readDocument = document
        documentURL = url
        self.module = module
        super.init()
    }

    /// A storyboard over a document already read (the catalog's canvas).
    init(document: IBDocument, url: URL?, bundle: Bundle?, module: String?, name: String) {
        readDocument = document
        documentURL = url
        self.bundle = bundle
        self.module = module
        self.name = name
        super.init()
    }

    /// Makes the storyboard's initial view controller; nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document?.initialViewControllerID else {
            NibIssues.report("the storyboard \(name) has no initial view controller (Is Initial View Controller is not set); nothing was made.")
            return nil
        }
        return instantiateController(id: id, creator: nil)
    }

    /// Makes the initial view controller with `block` (which calls the controller's own
    /// initializer with the coder), or with `init?(coder:)` when nil.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let id = document?.initialViewControllerID else {
            NibIssues.report("the storyboard \(name) has no initial view controller (Is Initial View Controller is not set); nothing was made.")
            return nil
        }
        return instantiateController(id: id, creator: block.map { block in { block($0) } }) as? ViewController
    }

    /// Makes the view controller whose Storyboard ID is `identifier`. An identifier the
    /// storyboard does not have is reported (iOS stops the app there) and gives an empty
    /// controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let id = controllerID(identifier: identifier), let controller = instantiateController(id: id, creator: nil) {
            return controller
        }
        return UIViewController(nibName: nil, bundle: nil)
    }

    /// Makes the view controller whose Storyboard ID is `identifier` with `block`.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if let id = controllerID(identifier: identifier),
           let controller = instantiateController(id: id, creator: block.map { block in { block($0) } }) {
            if let typed = controller as? ViewController { return typed }
            NibIssues.reportLoudly("the controller \"\(identifier)\" of storyboard \(name) is a \(type(of: controller)), not a \(ViewController.self).")
        }
        // iOS stops the app here; an empty controller of the type asked for keeps the run going.
        guard let empty = ViewController(coder: EmptyKeyedCoder()) else {
            preconditionFailure("\(ViewController.self).init?(coder:) returned nil, and the storyboard \(name) could not give \"\(identifier)\".")
        }
        return empty
    }

    /// The element id of the controller with Storyboard ID `identifier`.
    private func controllerID(identifier: String) -> String? {
        guard let document else { return nil }
        for scene in document.scenes {
            if let controller = scene.controller, controller["storyboardIdentifier"] == identifier { return controller.id }
        }
        NibIssues.reportLoudly("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'. "
            + "Set the Storyboard ID of the scene in Interface Builder.")
        return nil
    }

    /// Makes the controller with element id `id` (its scene's objects other than its view).
    func instantiateController(id: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let document, let element = document.element(id: id) else { return nil }
        return NibUsage.recording(document) { instantiateController(element, of: document, creator: creator) }
    }

    private func instantiateController(_ element: IBElement, of document: IBDocument,
                                       creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        let loading = NibLoading(document: document, bundle: bundle, defaultModule: module, storyboard: self, owner: nil)
        loading.connectsControllers = false
        let controller: UIViewController?
        if let creator {
            controller = creator(NibObjectCoder(element: element, loading: loading))
        } else {
            controller = loading.make(element) as? UIViewController
        }
        loading.finish()
        return controller
    }
}
