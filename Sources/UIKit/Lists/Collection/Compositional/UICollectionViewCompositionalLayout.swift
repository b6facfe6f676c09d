import Foundation

/// Makes the section at an index for a layout environment, UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections of groups of items, UIKit's
/// `UICollectionViewCompositionalLayout`: one section for all, or a section provider asked
/// per section; list sections (`list(using:)`) have the table view's look and metrics.
/// Items with estimated dimensions size themselves. Rules and sources:
/// docs/COLLECTION-VIEW.md.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    private var geometry = CompositionalGeometry()
    /// The sizes views asked for, by element.
    private var measuredSizes: [CollectionElementKey: CGSize] = [:]
    /// Whether the last layout had list sections (the collection view then takes the
    /// table's layout margins and the list's background).
    @exclusivity(unchecked) package private(set) var hasListSections = false

    /// A layout of `section` for every section.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        hasListSections = section.listConfiguration != nil
        super.init()
    }

    /// A layout of `section` for every section, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        storedConfiguration = configuration
        hasListSections = section.listConfiguration != nil
        super.init()
    }

    /// A layout asking `sectionProvider` for each section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout whose every section is a list section of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.hasListSections = true
        return layout
    }

    /// The layout's options (a copy; setting one lays out again).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { (storedConfiguration.copy() as? UICollectionViewCompositionalLayoutConfiguration) ?? storedConfiguration }
        set {
            storedConfiguration = (newValue.copy() as? UICollectionViewCompositionalLayoutConfiguration) ?? newValue
            invalidateLayout()
        }
    }

    /// The section the provider gives for `index`.
    func section(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        sectionProvider(index, environment)
    }

    /// The configuration as set (not copied).
    var currentConfiguration: UICollectionViewCompositionalLayoutConfiguration { storedConfiguration }

    // MARK: Layout

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = CompositionalGeometry()
            return
        }
        let solved = CompositionalLayoutSolver(layout: self, collectionView: collectionView, measured: measuredSizes).solve()
        geometry = solved.geometry
        if let background = solved.listBackground {
            hasListSections = true
            collectionView.applyLayoutBackground(background)
        }
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if dropsMeasuredSizes(context) { measuredSizes.removeAll() }
        for (key, size) in context.preferredSizes { measuredSizes[key] = size }
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        geometry.hasPinnedElements || newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    /// Elements with estimated dimensions take the size their views ask for.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        !originalAttributes.estimatedAxes.isEmpty && preferredAttributes.size != originalAttributes.size
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        geometry.elements(in: rect, pinnedFrame: currentFrame).map(attributes)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.element(CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)).map(attributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.element(CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)).map(attributes)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.element(CollectionElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath)).map(attributes)
    }

    private func attributes(_ element: CompositionalGeometry.Element) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(element.key.category, kind: element.key.kind, indexPath: element.key.indexPath)
        attributes.frame = currentFrame(element)
        attributes.zIndex = element.zIndex
        attributes.estimatedAxes = element.estimatedAxes
        attributes.listContext = element.listContext
        return attributes
    }

    /// Where an element is now: a pinned header stays under the top of the visible area
    /// (a footer above its bottom) while its section is on screen.
    private func currentFrame(_ element: CompositionalGeometry.Element) -> CGRect {
        guard let pin = element.pin, let collectionView else { return element.frame }
        let axis = LayoutAxis(horizontal: storedConfiguration.scrollDirection == .horizontal)
        return axis.pinned(element.frame, visible: collectionView.visibleContentRect, within: pin.range, atStart: pin.atStart)
    }
}
