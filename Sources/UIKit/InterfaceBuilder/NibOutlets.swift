/// The outlets of UIKit's own classes that documents connect (`dataSource` and `delegate`
/// of tables, collections, scroll views and text inputs), set with their Swift types.
@MainActor
enum NibOutlets {
    /// Sets `property` when it is one of UIKit's outlets of `object`; false otherwise.
    static func setUIKitOutlet(_ value: Any?, property: String, on object: AnyObject) -> Bool {
        switch (object, property) {
        case let (table as UITableView, "dataSource"): table.dataSource = value as? UITableViewDataSource
        case let (table as UITableView, "delegate"): table.delegate = value as? UITableViewDelegate
        case let (collection as UICollectionView, "dataSource"): collection.dataSource = value as? UICollectionViewDataSource
        case let (collection as UICollectionView, "delegate"): collection.delegate = value as? UICollectionViewDelegate
        case let (scroll as UIScrollView, "delegate"): scroll.delegate = value as? UIScrollViewDelegate
        case let (field as UITextField, "delegate"): field.delegate = value as? UITextFieldDelegate
        case let (textView as UITextView, "delegate"): textView.delegate = value as? UITextViewDelegate
        default: return false
        }
        return true
    }
}
