import Foundation
import InterfaceBuilder

/// A xib's contents, ready to instantiate, UIKit's `UINib`. On Linux the `.xib` itself is
/// read (there is no compiled `.nib`): `UINib(nibName:bundle:)` finds `<name>.xib` in the
/// bundle's resources or the SwiftPM resource bundles beside it, where the UIKit mirror
/// plug-in copies a target's documents. Each `instantiate` makes a new set of objects, with
/// `init?(coder:)`, connections and `awakeFromNib()` in UIKit's order.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The options of `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A dictionary of objects standing for the document's external-object placeholders,
        /// by their identifiers.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private enum Source {
        /// A document, and where it was read from (its string tables are beside it).
        case document(IBDocument, url: URL?, module: String?)
        /// One element of a document: a storyboard's prototype cell.
        case element(String, IBDocument, module: String?)
        case failure(String)
    }

    private let source: Source
    private let bundle: Bundle?

    /// The nib `name` (without extension) in `bundleOrNil` (the main bundle when nil).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil
        do {
            if let found = try NibDocuments.find(name, extensions: ["xib", "nib"], in: bundleOrNil) {
                source = .document(found.document, url: found.url, module: found.module)
            } else {
                let folders = NibDocuments.searchFolders(for: bundleOrNil).map(\.path)
                source = .failure("Could not load NIB in bundle: no \(name).xib in \(folders.joined(separator: ", ")). "
                    + "List the folder that holds it in the target's uikit-mirror.json sources, so the UIKit mirror copies it into the target's resources.")
            }
        } catch {
            source = .failure(error.description)
        }
        super.init()
    }

    /// The nib whose document is `data` (a `.xib` file's contents).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil
        do {
            source = .document(try IBDocument(data: data, name: "nib data"), url: nil, module: nil)
        } catch {
            source = .failure(error.description)
        }
        super.init()
    }

    /// A nib whose one object is the element `id` of `document` (a prototype cell).
    init(element id: String, of document: IBDocument, bundle: Bundle?, module: String?) {
        source = .element(id, document, module: module)
        self.bundle = bundle
        super.init()
    }

    /// Makes the nib's objects and returns its top-level objects (not File's Owner or other
    /// placeholders), in document order. Objects that refer to `ownerOrNil` (File's Owner)
    /// get it, and its outlets are set to them.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        switch source {
        case let .failure(message):
            NibIssues.reportLoudly(message)
            return []
        case let .document(read, url, module):
            let document = NibLocalization.document(read, at: url)
            let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
            return NibUsage.recording(document) {
                let loading = NibLoading(document: document, bundle: bundle, defaultModule: module,
                                         owner: ownerOrNil.map { $0 as AnyObject }, externalObjects: externals)
                var topLevel: [Any] = []
                for element in document.objects {
                    let object = loading.make(element)
                    if element.name != "placeholder", let object { topLevel.append(object) }
                }
                loading.finish()
                return topLevel
            }
        case let .element(id, document, module):
            return NibUsage.recording(document) {
                let loading = NibLoading(document: document, bundle: bundle, defaultModule: module, owner: ownerOrNil.map { $0 as AnyObject })
                guard let element = document.element(id: id), let object = loading.make(element) else { return [] }
                loading.finish()
                return [object]
            }
        }
    }
}
