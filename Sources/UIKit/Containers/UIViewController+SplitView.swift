extension UIViewController {
    /// The nearest split view controller above this controller.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}
