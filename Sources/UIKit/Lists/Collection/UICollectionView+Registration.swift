import Foundation

extension UICollectionView {
    /// A cell class and the code that configures it for an item, UIKit's
    /// `UICollectionView.CellRegistration`: make it once (a property, or before the data
    /// source), then dequeue with `dequeueConfiguredReusableCell(using:for:item:)`.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` for the item at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next(for: "\(Cell.self)")
        }
    }

    /// A supplementary view class and the code that configures it, UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let handler: Handler
        let elementKind: String
        let reuseIdentifier: String

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next(for: "\(Supplementary.self)")
        }
    }

    /// A cell of the registration's class for `indexPath`, reused or new, configured by the
    /// registration's handler with `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        let key = CollectionReuse.Key(category: .cell, kind: nil, identifier: registration.reuseIdentifier)
        if reuse.classes[key] == nil { reuse.classes[key] = Cell.self }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            fatalError("The cell dequeued for a \(Cell.self) registration is not a \(Cell.self); do not register another class under "
                + "the registration's identifier.")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, reused or
    /// new, configured by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = CollectionReuse.Key(category: .supplementaryView, kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if reuse.classes[key] == nil { reuse.classes[key] = Supplementary.self }
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
                                                          for: indexPath) as? Supplementary else {
            fatalError("The view dequeued for a \(Supplementary.self) registration is not a \(Supplementary.self); do not register "
                + "another class under the registration's identifier.")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Unique reuse identifiers for registrations.
@preconcurrency @MainActor
enum RegistrationIdentifiers {
    private static var count = 0

    /// A new identifier naming `className`.
    static func next(for className: String) -> String {
        count += 1
        return "\(className)-registration-\(count)"
    }
}
