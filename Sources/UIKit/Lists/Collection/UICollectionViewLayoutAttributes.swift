import Foundation

/// Where and how a layout shows one element (a cell, a supplementary view or a
/// decoration view), UIKit's `UICollectionViewLayoutAttributes`. Layouts make them; the
/// collection view applies them to its views. Subclasses add properties and override
/// `copy(with:)` and `isEqual(_:)`, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    @exclusivity(unchecked) private var storedCenter = CGPoint.zero
    @exclusivity(unchecked) private var storedSize = CGSize.zero
    @exclusivity(unchecked) private var storedCategory = UICollectionView.ElementCategory.cell
    private var storedKind: String?

    /// The element's frame in the collection view's content.
    open var frame: CGRect {
        get { CGRect(x: storedCenter.x - storedSize.width / 2, y: storedCenter.y - storedSize.height / 2,
                     width: storedSize.width, height: storedSize.height) }
        set {
            storedSize = newValue.size
            storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's center.
    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue }
    }
    /// The element's size (its center stays).
    open var size: CGSize {
        get { storedSize }
        set { storedSize = newValue }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedSize) }
        set { storedSize = newValue.size }
    }
    /// A 3D transform of the element.
    @exclusivity(unchecked) open var transform3D = CATransform3DIdentity
    /// An affine transform of the element.
    @exclusivity(unchecked) open var transform = CGAffineTransform.identity
    /// The element's opacity (1).
    @exclusivity(unchecked) open var alpha: CGFloat = 1
    /// Where the element is stacked: higher in front (0).
    @exclusivity(unchecked) open var zIndex = 0
    /// Whether the element is hidden (false).
    @exclusivity(unchecked) open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// What the element is.
    open var representedElementCategory: UICollectionView.ElementCategory { storedCategory }
    /// The kind of a supplementary or decoration view (nil for cells).
    open var representedElementKind: String? { storedKind }

    /// Which dimensions are estimates the view is asked to size (self-sizing).
    @exclusivity(unchecked) package var estimatedAxes: UIAxis = []
    /// The list position of an element laid out by a list section.
    package var listContext: ListItemContext?

    /// Attributes for a cell at the origin.
    public override init() {
        super.init()
    }

    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// Attributes of the receiver's class for an element (what layouts and copies use, so
    /// a subclass named by `layoutAttributesClass` is made).
    @_spi(UIKitReuse)
    public required convenience init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.init()
        storedCategory = category
        storedKind = kind
        self.indexPath = indexPath
    }

    /// A copy of the same class with the same values; subclasses copy their own properties
    /// after calling super.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(category: storedCategory, kind: storedKind, indexPath: indexPath)
        copy.storedCenter = storedCenter
        copy.storedSize = storedSize
        copy.transform3D = transform3D
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.estimatedAxes = estimatedAxes
        copy.listContext = listContext
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainThread.onMainActor { isSameElement(as: other) }
    }

    private func isSameElement(as other: UICollectionViewLayoutAttributes) -> Bool {
        other.storedCategory == storedCategory && other.storedKind == storedKind && other.indexPath == indexPath
            && other.frame == frame && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.transform == transform && other.transform3D == transform3D
    }

    open override var hash: Int {
        MainThread.onMainActor {
            var hasher = Hasher()
            hasher.combine(indexPath)
            hasher.combine(storedKind)
            hasher.combine(storedCategory)
            return hasher.finalize()
        }
    }

    open override var description: String {
        MainThread.onMainActor {
            let kind = storedKind.map { "kind: \($0); " } ?? ""
            return "<\(type(of: self)): index path: \(indexPath); \(kind)frame = \(frame)>"
        }
    }
}

extension UICollectionViewLayoutAttributes {
    /// A copy typed as layout attributes.
    package var attributesCopy: UICollectionViewLayoutAttributes {
        (copy() as? UICollectionViewLayoutAttributes) ?? self
    }
}
