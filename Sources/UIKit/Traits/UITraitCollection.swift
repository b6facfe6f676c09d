/// The environment an interface is shown in, UIKit's `UITraitCollection`: appearance, size
/// classes, display scale, text size, layout direction, typesetting language and any custom
/// trait. Immutable.
open class UITraitCollection: NSObject, @unchecked Sendable {
    package let storage: TraitStorage
    /// The layout direction and display scale, looked up once: views read them many times
    /// in every layout pass and drawing, and a lookup by trait type costs a dynamic cast.
    private let knownLayoutDirection: UITraitEnvironmentLayoutDirection
    private let knownDisplayScale: CGFloat

    /// A collection that specifies nothing.
    public override init() {
        storage = TraitStorage()
        knownLayoutDirection = UITraitLayoutDirection.defaultValue
        knownDisplayScale = UITraitDisplayScale.defaultValue
        super.init()
    }

    package init(storage: TraitStorage) {
        self.storage = storage
        knownLayoutDirection = storage.value(UITraitLayoutDirection.self) ?? UITraitLayoutDirection.defaultValue
        knownDisplayScale = storage.value(UITraitDisplayScale.self) ?? UITraitDisplayScale.defaultValue
        super.init()
    }

    /// A collection made by `mutations` from an empty one.
    public convenience init(mutations: (inout UIMutableTraits) -> Void) {
        self.init(storage: Self.mutated(TraitStorage(), mutations))
    }

    /// The traits of `collections` combined, later ones winning.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(storage: collections.reduce(TraitStorage()) { $0.merging($1.storage) })
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init { $0.userInterfaceStyle = userInterfaceStyle } }
    public convenience init(displayScale scale: CGFloat) { self.init { $0.displayScale = scale } }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = horizontalSizeClass } }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.verticalSizeClass = verticalSizeClass } }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = layoutDirection } }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = idiom } }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init { $0.accessibilityContrast = accessibilityContrast } }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init { $0.legibilityWeight = legibilityWeight } }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init { $0.userInterfaceLevel = userInterfaceLevel } }
    public convenience init(displayGamut: UIDisplayGamut) { self.init { $0.displayGamut = displayGamut } }
    public convenience init(typesettingLanguage: Locale.Language?) { self.init { $0.typesettingLanguage = typesettingLanguage } }

    /// A copy with `mutations` applied.
    public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(storage: Self.mutated(storage, mutations))
    }

    private static func mutated(_ storage: TraitStorage, _ mutations: (inout UIMutableTraits) -> Void) -> TraitStorage {
        var traits: UIMutableTraits = MutableTraitValues(storage)
        mutations(&traits)
        return (traits as? MutableTraitValues)?.storage ?? storage
    }

    /// The value of any trait.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        storage.value(trait) ?? T.defaultValue
    }

    open var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    open var displayScale: CGFloat { knownDisplayScale }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    open var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    open var preferredContentSizeCategory: UIContentSizeCategory { self[UITraitPreferredContentSizeCategory.self] }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { knownLayoutDirection }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    open var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }
    open var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
    open var userInterfaceLevel: UIUserInterfaceLevel { self[UITraitUserInterfaceLevel.self] }
    open var displayGamut: UIDisplayGamut { self[UITraitDisplayGamut.self] }
    public var typesettingLanguage: Locale.Language? { self[UITraitTypesettingLanguage.self] }

    /// Whether every trait `other` specifies has the same value here.
    open func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return storage.contains(other.storage)
    }

    /// Whether colors may resolve differently in `other`.
    open func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return storage.changedTraits(from: other.storage).contains { $0.affectsColorAppearance }
    }

    /// The traits whose values differ from `other`'s.
    public func changedTraits(from other: UITraitCollection?) -> [UITrait] {
        storage.changedTraits(from: other?.storage ?? TraitStorage())
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return storage == other.storage
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection: UserInterfaceStyle = \(userInterfaceStyle), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), LayoutDirection = \(layoutDirection), "
            + "TypesettingLanguage = \(typesettingLanguage.map { $0.maximalIdentifier } ?? "nil")>"
    }

    // MARK: The current trait collection

    private final class CurrentBox {
        @exclusivity(unchecked) var collection: UITraitCollection?
    }

    private static let currentBoxScope = ThreadScoped<CurrentBox>("UIKit.UITraitCollection.current")
    private static var currentBox: CurrentBox {
        currentBoxScope.value { CurrentBox() }
    }

    /// The traits dynamic colors and images resolve with on this thread: set while a view
    /// lays out, draws or hears of a trait change, as UIKit sets it.
    open class var current: UITraitCollection {
        get { currentBox.collection ?? .standard }
        set { currentBox.collection = newValue }
    }

    /// Runs `actions` with this collection as `current`.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let box = Self.currentBox
        let previous = box.collection
        box.collection = self
        defer { box.collection = previous }
        try actions()
    }

    /// Runs `body` with this collection as `current` and returns its result.
    package func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let box = Self.currentBox
        let previous = box.collection
        box.collection = self
        defer { box.collection = previous }
        return try body()
    }

    /// An iPhone's traits in portrait, light, @3x, default text size: what `current` is
    /// outside any view's work.
    package static let standard = UITraitCollection { traits in
        traits.userInterfaceIdiom = .phone
        traits.userInterfaceStyle = .light
        traits.displayScale = 3
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        traits.preferredContentSizeCategory = .large
        traits.layoutDirection = .leftToRight
        traits.accessibilityContrast = .normal
        traits.legibilityWeight = .regular
        traits.userInterfaceLevel = .base
        traits.displayGamut = .P3
    }
}
