/// The factory registration of a class Interface Builder documents make without a coder:
/// an `NSObject` subclass (`<customObject customClass="…">`) made with `init()`, and a
/// `UIStoryboardSegue` subclass (a segue's `customClass`) made with
/// `init(identifier:source:destination:)` (`InterfaceBuilderObjects` in ObjectiveC).
///
/// The class must be able to call that initializer: it declares it (designated or
/// convenience, not failable), or declares no designated initializer and so inherits its
/// superclass's, up to `NSObject` or `UIStoryboardSegue`. Classes whose chain leaves the
/// module through another class are not registered, since whether they inherit the
/// initializer is not known from the module's sources.
enum InterfaceBuilderFactory {
    /// The labels of the initializer each root class is made with.
    private static let roots: [String: [String?]] = [
        "NSObject": [],
        "UIStoryboardSegue": ["identifier", "source", "destination"],
    ]

    /// The statement registering `type`'s factory, nil when documents cannot make it this way.
    static func statement(for type: IndexedType, index: ModuleIndex) -> String? {
        guard type.kind == .class, !type.isGeneric, let labels = initializerLabels(type, index: index) else { return nil }
        let name = type.name
        if labels.isEmpty {
            return "_ = InterfaceBuilderObjects.register(\(name).self) { \(name)() }"
        }
        return "_ = InterfaceBuilderObjects.register(\(name).self) { (segue: (identifier: String?, source: UIViewController, "
            + "destination: UIViewController)) in \(name)(identifier: segue.identifier, source: segue.source, destination: segue.destination) }"
    }

    /// The labels of the root's initializer when `type` can call it, else nil.
    private static func initializerLabels(_ type: IndexedType, index: ModuleIndex) -> [String?]? {
        let chain = index.lineage(of: type)
        guard let last = chain.last else { return nil }
        let written = last.isDeclared ? last.superclassName : last.name
        guard let root = written.map({ ModuleIndex.withoutGenericArguments($0).split(separator: ".").last.map(String.init) ?? $0 }),
              let labels = roots[root] else { return nil }
        for member in chain where member.isDeclared {
            if member.initializers.contains(where: { $0.labels == labels && !$0.isFailable }) { return labels }
            // Designated initializers of its own hide the ones it would inherit.
            if !member.designatedInitializers.isEmpty { return nil }
        }
        return labels
    }
}
