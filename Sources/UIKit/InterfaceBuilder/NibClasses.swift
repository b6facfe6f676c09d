import Foundation
import InterfaceBuilder
import ObjectiveC

/// The classes of a document's elements: UIKit's class for each element name, and a
/// `customClass` resolved to the team's Swift class by its qualified name
/// (`customModule.customClass`), which Swift's runtime finds without Objective-C.
@MainActor
enum NibClasses {
    /// UIKit's view class for an element name (`label` → `UILabel`).
    nonisolated static func uikitViewClass(_ name: String) -> UIView.Type? {
        switch name {
        case "view", "containerView": return UIView.self
        case "label": return UILabel.self
        case "button": return UIButton.self
        case "imageView": return UIImageView.self
        case "stackView": return UIStackView.self
        case "scrollView": return UIScrollView.self
        case "textField": return UITextField.self
        case "textView": return UITextView.self
        case "switch": return UISwitch.self
        case "slider": return UISlider.self
        case "stepper": return UIStepper.self
        case "segmentedControl": return UISegmentedControl.self
        case "activityIndicatorView": return UIActivityIndicatorView.self
        case "progressView": return UIProgressView.self
        case "pageControl": return UIPageControl.self
        case "tableView": return UITableView.self
        case "tableViewCell": return UITableViewCell.self
        case "tableViewCellContentView": return UIView.self
        case "collectionView": return UICollectionView.self
        case "collectionViewCell": return UICollectionViewCell.self
        case "collectionReusableView": return UICollectionReusableView.self
        case "navigationBar": return UINavigationBar.self
        case "tabBar": return UITabBar.self
        case "toolbar": return UIToolbar.self
        default: return unsupportedViewElements.contains(name) ? UIView.self : nil
        }
    }

    /// View elements of UIKit and other frameworks this product does not draw: made as a plain
    /// `UIView` with their frame and constraints (so the layout around them holds), reported.
    nonisolated static let unsupportedViewElements: Set<String> = [
        "datePicker", "pickerView", "searchBar", "visualEffectView", "mapView", "wkWebView", "webView",
        "mtkView", "glkView", "arscnView", "arskView", "sceneKitView", "spriteKitView", "avPlayerView",
        "imageView-symbol", "colorWell", "activityIndicator", "containerStackView",
    ]

    /// Whether an element name is a view's (UIKit's, or one drawn as a plain view).
    nonisolated static func isViewElement(_ name: String) -> Bool {
        uikitViewClass(name) != nil
    }

    /// UIKit's controller class for an element name (`viewController` → `UIViewController`).
    static func uikitControllerClass(_ name: String) -> UIViewController.Type? {
        switch name {
        case "viewController": return UIViewController.self
        case "navigationController": return UINavigationController.self
        case "tabBarController": return UITabBarController.self
        case "tableViewController": return UITableViewController.self
        case "collectionViewController": return UICollectionViewController.self
        case "splitViewController": return UISplitViewController.self
        case "pageViewController": return UIPageViewController.self
        default: return nil
        }
    }

    /// The class to make for `element`: its `customClass` when that resolves to a subclass of
    /// `base`, else `base` (reported when a custom class was named but not found).
    static func resolve<Base: AnyObject>(_ element: IBElement, base: Base.Type, loading: NibLoading) -> Base.Type {
        guard let customClass = element["customClass"], !customClass.isEmpty else { return base }
        let modules = candidateModules(element, defaultModule: loading.defaultModule)
        if let found = find(customClass, in: modules, as: base) { return found }
        loading.report(notFound(customClass, of: element, modules: modules, drawnAs: "it is drawn as \(base)"))
        return base
    }

    /// The class named `customClass` that is a `base`: in `modules` (each mirrored module's
    /// members registered first), else unqualified, else UIKit's.
    static func find<Base: AnyObject>(_ customClass: String, in modules: [String], as base: Base.Type) -> Base.Type? {
        for module in modules {
            MirroredModules.load(module: module)
            if let found = _typeByName("\(module).\(customClass)") as? Base.Type { return found }
        }
        if let found = _typeByName(customClass) as? Base.Type { return found }
        return _typeByName("UIKit.\(customClass)") as? Base.Type
    }

    /// The message for a custom class `find` did not find, saying where it looked and what
    /// is done instead (`instead`).
    static func notFound(_ customClass: String, of element: IBElement, modules: [String], drawnAs instead: String) -> String {
        let whereLooked = modules.isEmpty ? "no module was named (customModule) and none is known for the document"
            : "looked in \(modules.map { "\"\($0)\"" }.joined(separator: ", "))"
        return "the custom class \"\(customClass)\" of \(element.name) \"\(element.id ?? "")\" (line \(element.line)) "
            + "was not found (\(whereLooked)); \(instead). Check customClass and customModule, and that the "
            + "class's module is linked (and mirrored) into this program."
    }

    /// The modules a custom class may be in: `customModule`, else the document's module.
    static func candidateModules(_ element: IBElement, defaultModule: String?) -> [String] {
        var modules: [String] = []
        if let module = element["customModule"], !module.isEmpty { modules.append(module) }
        if let module = defaultModule, !modules.contains(module) { modules.append(module) }
        return modules
    }
}
