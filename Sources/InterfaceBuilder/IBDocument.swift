import Foundation

/// An Interface Builder document as Xcode writes it (`.xib` or `.storyboard`, the XML format of
/// Xcode 5 and later): its kind, the device it is laid out for, its objects or scenes, its
/// resources, and every element by its object identifier.
package struct IBDocument: Sendable {
    /// A xib (a nib's source) or a storyboard.
    package enum Kind: String, Sendable {
        case xib
        case storyboard
    }

    /// The device Interface Builder shows the document on (`<device id="retina6_12"
    /// orientation="portrait" appearance="light"/>`).
    package struct Device: Hashable, Sendable {
        package var id: String
        package var orientation: String
        package var appearance: String?

        package init(id: String, orientation: String, appearance: String?) {
            self.id = id
            self.orientation = orientation
            self.appearance = appearance
        }
    }

    /// The document's name (its file name, for messages).
    package let name: String
    package let kind: Kind
    /// The root `<document>` element.
    package let root: IBElement
    /// The identifier of the storyboard's initial view controller.
    package var initialViewControllerID: String? { root["initialViewController"] }
    /// Whether the document lays out with Auto Layout (`useAutolayout="YES"`).
    package var usesAutoLayout: Bool { root.bool("useAutolayout") ?? false }
    /// Whether views have the safe area layout guide (`useSafeAreas="YES"`).
    package var usesSafeAreas: Bool { root.bool("useSafeAreas") ?? false }
    /// Whether the document has size-class variations (`useTraitCollections="YES"`).
    package var usesTraitCollections: Bool { root.bool("useTraitCollections") ?? false }
    /// The Xcode build that last saved it (`toolsVersion`).
    package var toolsVersion: String? { root["toolsVersion"] }
    /// The device it is laid out for; nil in documents without one.
    package let device: Device?
    /// Elements by `id`.
    private let byID: [String: IBElement]
    /// Every element, by its `index` (document order).
    package let elements: [IBElement]
    /// What identifies this reading of the document (two documents may share a name).
    private let identity: Identity

    /// Stands for one reading of a document.
    private final class Identity: Sendable {}

    /// A value that is the same for copies of this document and differs between documents.
    package var identifier: ObjectIdentifier { ObjectIdentifier(identity) }

    /// Reads the document in `data`, named `name` (its file name).
    package init(data: Data, name: String) throws(IBDocumentError) {
        // Reading the document is not part of a loading that may be running (one document's
        // loading can load another's).
        let read = IBUsage.$current.withValue(nil) { () -> Result<IBDocument, IBDocumentError> in
            do throws(IBDocumentError) { return .success(try IBDocument(reading: data, name: name)) } catch { return .failure(error) }
        }
        self = try read.get()
    }

    private init(reading data: Data, name: String) throws(IBDocumentError) {
        let root = try IBDocumentParser.root(of: data, name: name)
        if root.name == "archive" { throw .legacyFormat(document: name) }
        guard root.name == "document", let type = root["type"] else {
            throw .notAnInterfaceBuilderDocument(document: name, rootElement: root.name)
        }
        let kind: Kind
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        default: throw .notAnInterfaceBuilderDocument(document: name, rootElement: "document type=\"\(type)\"")
        }
        let device = root.child(named: "device").map {
            Device(id: $0["id"] ?? "", orientation: $0["orientation"] ?? "portrait", appearance: $0["appearance"])
        }
        self.init(root: root, name: name, kind: kind, device: device)
    }

    /// A document whose root element is `root` (a reading, or one with its texts localized).
    init(root: IBElement, name: String, kind: Kind, device: Device?) {
        self.name = name
        self.root = root
        self.kind = kind
        self.device = device
        var byID: [String: IBElement] = [:]
        let elements = root.descendantsAndSelf
        for element in elements {
            // Constraints and connections have ids too; views and controllers are what
            // references point at, and the first element with an id wins (ids are unique
            // in a document Xcode wrote).
            if let id = element.id, byID[id] == nil { byID[id] = element }
        }
        self.byID = byID
        self.elements = elements
        identity = Identity()
    }

    /// The element whose `id` is `id`.
    package func element(id: String) -> IBElement? { byID[id] }

    /// The top-level objects of a xib (placeholders among them), in document order.
    package var objects: [IBElement] {
        root.child(named: "objects")?.children ?? []
    }

    /// The scenes of a storyboard, in document order.
    package var scenes: [IBScene] {
        (root.child(named: "scenes")?.children(named: "scene") ?? []).map(IBScene.init)
    }

    /// The document's `<resources>`: images and named colors, by name.
    package var resources: [IBElement] {
        root.child(named: "resources")?.children ?? []
    }
}
