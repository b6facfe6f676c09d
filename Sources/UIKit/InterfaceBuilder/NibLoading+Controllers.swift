import Foundation
import InterfaceBuilder

extension NibLoading {
    /// Decodes what `element` says of `controller`, which `UIViewController.init?(coder:)`
    /// is making: its title, items and presentation style, the scene its view loads from, and
    /// the controllers its relationship segues give a container (a navigation controller's
    /// root, a tab bar controller's tabs).
    func decode(controller: UIViewController, from element: IBElement) {
        register(controller, id: element.id, element: element)
        if let title = element["title"] { controller.title = title }
        if let style = element["modalPresentationStyle"].flatMap(StoryboardScene.presentationStyle) {
            controller.modalPresentationStyle = style
        }
        applyControllerAttributes(element, to: controller)
        if let navigationItem = element.child(key: "navigationItem") {
            if let title = navigationItem["title"] ?? navigationItem.child(key: "title", named: "string")?.text {
                controller.navigationItem.title = title
            }
            if let prompt = navigationItem["prompt"] { controller.navigationItem.prompt = prompt }
            if let hides = navigationItem.bool("hidesBackButton") { controller.navigationItem.hidesBackButton = hides }
            if let supplements = navigationItem.bool("leftItemsSupplementBackButton") {
                controller.navigationItem.leftItemsSupplementBackButton = supplements
            }
            if let title = navigationItem["backButtonTitle"] { controller.navigationItem.backButtonTitle = title }
            if let items = navigationItem.child(named: "rightBarButtonItems") {
                controller.navigationItem.rightBarButtonItems = items.children.compactMap { make($0) as? UIBarButtonItem }
            }
            if let items = navigationItem.child(named: "leftBarButtonItems") {
                controller.navigationItem.leftBarButtonItems = items.children.compactMap { make($0) as? UIBarButtonItem }
            }
            switch navigationItem["largeTitleDisplayMode"] {
            case "always": controller.navigationItem.largeTitleDisplayMode = .always
            case "never": controller.navigationItem.largeTitleDisplayMode = .never
            default: break
            }
            // Its bar button items, made (and their actions connected) with the scene.
            if let item = navigationItem.child(key: "rightBarButtonItem").flatMap({ make($0) as? UIBarButtonItem }) {
                controller.navigationItem.rightBarButtonItem = item
            }
            if let item = navigationItem.child(key: "leftBarButtonItem").flatMap({ make($0) as? UIBarButtonItem }) {
                controller.navigationItem.leftBarButtonItem = item
            }
            if let item = navigationItem.child(key: "backBarButtonItem").flatMap({ make($0) as? UIBarButtonItem }) {
                controller.navigationItem.backBarButtonItem = item
            }
        }
        if let tabBarItem = element.child(key: "tabBarItem") {
            if let name = tabBarItem["systemItem"] {
                if let systemItem = Self.tabBarSystemItems[name] {
                    controller.tabBarItem = UITabBarItem(tabBarSystemItem: systemItem, tag: 0)
                } else {
                    report("the tab bar item on line \(tabBarItem.line) has the system item \"\(name)\", which is not one UIKit has; it is left out.")
                }
            }
            if let tag = tabBarItem.number("tag") { controller.tabBarItem.tag = Int(tag) }
            if let badge = tabBarItem["badgeValue"] { controller.tabBarItem.badgeValue = badge }
            // Its outlets and runtime attributes, set with the controller's.
            provideConnected(controller.tabBarItem, element: tabBarItem)
            if let title = tabBarItem["title"] { controller.tabBarItem.title = title }
            if let image = tabBarItem["image"] { controller.tabBarItem.image = self.image(named: image, catalog: tabBarItem["catalog"]) }
            if let image = tabBarItem["selectedImage"] {
                controller.tabBarItem.selectedImage = self.image(named: image, catalog: tabBarItem["catalog"])
            }
        }
        if let storyboard {
            controller.storyboardScene = StoryboardScene(storyboard: storyboard, document: document, element: element)
            addRelationships(of: controller, from: element, storyboard: storyboard)
        }
    }

    /// A bar's view attributes (background, opacity, margins), outlets and runtime attributes.
    private func applyBarAttributes(_ element: IBElement, to bar: UIView) {
        applyViewAttributes(element, to: bar)
        if let color = element.child(key: "backgroundColor", named: "color") { bar.backgroundColor = self.color(color) }
        if let opaque = element.bool("opaque") { bar.isOpaque = opaque }
        provideConnected(bar, element: element)
    }

    /// A bar's title text attributes (`<textAttributes key="titleTextAttributes">`): its
    /// text color and font.
    private func titleAttributes(_ element: IBElement) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let color = element.child(key: "textColor", named: "color").flatMap(color) { attributes[.foregroundColor] = color }
        if let font = element.child(key: "fontDescription").flatMap(font) { attributes[.font] = font }
        return attributes
    }

    /// UIKit's system tab bar items by the names documents give them.
    private static let tabBarSystemItems: [String: UITabBarItem.SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
        "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search, "downloads": .downloads,
        "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]

    /// A controller's layout and presentation attributes: how its view extends under bars, the
    /// scroll view adjustment, the bottom bar when pushed, the presentation context and
    /// transition, a table view controller's selection clearing.
    private func applyControllerAttributes(_ element: IBElement, to controller: UIViewController) {
        if let includes = element.bool("extendedLayoutIncludesOpaqueBars") { controller.extendedLayoutIncludesOpaqueBars = includes }
        if let adjusts = element.bool("automaticallyAdjustsScrollViewInsets") { controller.adjustsScrollViewInsets = adjusts }
        if let hides = element.bool("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
        if let defines = element.bool("definesPresentationContext") { controller.definesPresentationContext = defines }
        switch element["modalTransitionStyle"] {
        case "crossDissolve": controller.modalTransitionStyle = .crossDissolve
        case "flipHorizontal": controller.modalTransitionStyle = .flipHorizontal
        case "partialCurl": controller.modalTransitionStyle = .partialCurl
        case "coverVertical": controller.modalTransitionStyle = .coverVertical
        default: break
        }
        if let edges = element.child(key: "edgesForExtendedLayout", named: "extendedEdge") {
            var extended: UIRectEdge = []
            for (name, edge) in [("top", UIRectEdge.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            where edges.bool(name) == true {
                extended.insert(edge)
            }
            controller.edgesForExtendedLayout = extended
        }
        if let table = controller as? UITableViewController, let clears = element.bool("clearsSelectionOnViewWillAppear") {
            table.clearsSelectionOnViewWillAppear = clears
        }
    }

    /// The children a container controller's relationship segues name, each instantiated
    /// from its own scene.
    private func addRelationships(of controller: UIViewController, from element: IBElement, storyboard: UIStoryboard) {
        var byRelationship: [String: [UIViewController]] = [:]
        for segue in element.child(named: "connections")?.children(named: "segue") ?? [] where segue["kind"] == "relationship" {
            guard let relationship = segue["relationship"], let destination = segue["destination"],
                  let child = storyboard.instantiateController(id: destination, creator: nil) else { continue }
            byRelationship[relationship, default: []].append(child)
        }
        guard !byRelationship.isEmpty else { return }
        switch controller {
        case let navigation as UINavigationController:
            if let bar = element.child(key: "navigationBar") {
                if let large = bar.bool("prefersLargeTitles") { navigation.navigationBar.prefersLargeTitles = large }
                if let translucent = bar.bool("translucent") { navigation.navigationBar.isTranslucent = translucent }
                if let tint = bar.child(key: "tintColor", named: "color").flatMap(color) { navigation.navigationBar.tintColor = tint }
                if let tint = bar.child(key: "barTintColor", named: "color").flatMap(color) { navigation.navigationBar.barTintColor = tint }
                switch bar["barStyle"] {
                case "black", "blackOpaque", "blackTranslucent": navigation.navigationBar.barStyle = .black
                default: break
                }
                if let attributes = bar.child(key: "titleTextAttributes").map(titleAttributes) {
                    navigation.navigationBar.titleTextAttributes = attributes
                }
                if let attributes = bar.child(key: "largeTitleTextAttributes").map(titleAttributes) {
                    navigation.navigationBar.largeTitleTextAttributes = attributes
                }
                applyBarAttributes(bar, to: navigation.navigationBar)
                // Its frame and mask are the controller's to set.
                _ = (bar.child(key: "frame", named: "rect").flatMap(IBRectValue.init), bar.child(key: "autoresizingMask"), bar["contentMode"])
            }
            if let root = byRelationship["rootViewController"]?.first { navigation.setViewControllers([root], animated: false) }
        case let tabs as UITabBarController:
            if let bar = element.child(key: "tabBar") {
                if let translucent = bar.bool("translucent") { tabs.tabBar.isTranslucent = translucent }
                if let tint = bar.child(key: "tintColor", named: "color").flatMap(color) { tabs.tabBar.tintColor = tint }
                if let tint = bar.child(key: "barTintColor", named: "color").flatMap(color) { tabs.tabBar.barTintColor = tint }
                if let tint = bar.child(key: "unselectedItemTintColor", named: "color").flatMap(color) {
                    tabs.tabBar.unselectedItemTintColor = tint
                }
                if bar["barStyle"] == "black" { tabs.tabBar.barStyle = .black }
                applyBarAttributes(bar, to: tabs.tabBar)
                // Its frame and mask are the controller's to set.
                _ = (bar.child(key: "frame", named: "rect").flatMap(IBRectValue.init), bar.child(key: "autoresizingMask"), bar["contentMode"])
            }
            tabs.setViewControllers(byRelationship["viewControllers"] ?? [], animated: false)
        case let split as UISplitViewController:
            let ordered = ["masterViewController", "detailViewController"].compactMap { byRelationship[$0]?.first }
            split.viewControllers = ordered
        default:
            report("\(type(of: controller)) has relationship segues (\(byRelationship.keys.sorted().joined(separator: ", "))) it does not take; they are left out.")
        }
    }

    /// A segue connection: an embed segue of a container view waits for the view to load; one
    /// a control triggers performs on its touch (a button's touch up inside, another
    /// control's primary action); a controller's own are found by identifier
    /// when `performSegue(withIdentifier:sender:)` asks.
    func connectSegue(_ connection: IBElement, from source: AnyObject) {
        // Performed later (on a touch, by its identifier, when the view loads), with these.
        _ = (connection["destination"], connection["identifier"], connection["unwindAction"], connection["customClass"], connection["customModule"])
        switch connection["kind"] {
        case "embed":
            if let container = source as? UIView { embedSegues.append((connection, container)) }
        case "relationship":
            break
        default:
            // A controller's own segue is performed by its identifier when the code asks.
            guard !(source is UIViewController) else {
                _ = (connection["identifier"], connection["destination"])
                return
            }
            guard let control = source as? UIControl else {
                if !(source is UITableViewCell) && !(source is UICollectionViewCell) {
                    report("the segue on line \(connection.line) starts from \(type(of: source)), which cannot trigger it; it is left out.")
                }
                return
            }
            let identifier = connection["identifier"]
            weak let controller = sceneController
            control.addAction(UIAction { [weak control] _ in
                guard let control, let controller, let scene = controller.storyboardScene else { return }
                if let identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: control) { return }
                scene.perform(connection, from: controller, sender: control)
            }, for: control is UIButton ? .touchUpInside : .primaryActionTriggered)
        }
    }
}

extension NSCoder {
    /// Decodes what the document being loaded says of `controller`, when this coder is a
    /// document's.
    @MainActor
    func decodeNibController(_ controller: UIViewController) {
        guard let coder = self as? NibObjectCoder else { return }
        coder.loading.decode(controller: controller, from: coder.element)
    }
}

extension UIViewController {
    /// Loads the view from the controller's nib: `nibName` in `nibBundle`, or when `nibName`
    /// is nil a xib named after the class without "Controller" and then with it, as UIKit
    /// looks. False when there is none.
    func loadViewFromNib() -> Bool {
        let className = String(describing: type(of: self))
        var names: [String] = []
        if let nibName {
            names = [nibName]
        } else {
            if className.hasSuffix("Controller") { names.append(String(className.dropLast("Controller".count))) }
            names.append(className)
        }
        for name in names {
            guard let found = (try? NibDocuments.find(name, extensions: ["xib", "nib"], in: nibBundle)) ?? nil,
                  found.document.kind == .xib else { continue }
            let nib = UINib(nibName: name, bundle: nibBundle)
            _ = nib.instantiate(withOwner: self, options: nil)
            if viewIfLoaded == nil {
                NibIssues.reportLoudly("-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set. "
                    + "Connect File's Owner's view outlet to the top-level view.")
                return false
            }
            return true
        }
        if let nibName {
            NibIssues.reportLoudly("Could not load NIB in bundle with name '\(nibName)' for \(className); its view is a plain view.")
        }
        return false
    }
}
