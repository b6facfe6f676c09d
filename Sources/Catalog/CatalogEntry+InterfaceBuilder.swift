import Foundation
import UIKit
import ViewRendering

extension CatalogEntry {
    /// One entry per Interface Builder document of `module` (its `.storyboard` and `.xib`
    /// files, which the UIKit mirror copies into the module's resources), with no
    /// declarations: a storyboard's scenes as screens, across the matrix's devices and on the
    /// document's own device; a xib's top-level views at the size the document stores, as
    /// Interface Builder's canvas shows them. The team's classes are made with
    /// `init?(coder:)`, and `prepareForInterfaceBuilder()` runs on their views (only here).
    /// A document that cannot be read is an entry whose one variant reports why.
    @MainActor
    public static func interfaceBuilderDocuments(ofModule module: String, group: String = "Interface Builder") -> [CatalogEntry] {
        let (documents, failures) = InterfaceBuilderCanvas.documents(ofModule: module)
        return documents.map { entry(for: $0, group: group) }
            + failures.map { unreadable(name: "unreadable document", reason: $0, group: group) }
    }

    /// An entry for a document that cannot be read: one variant that reports why.
    private static func unreadable(name: String, reason: String, group: String) -> CatalogEntry {
        CatalogEntry(group: group, name: name, kind: .component, variants: [
            CatalogVariant(name: "error", sizing: .fitting, make: {
                RenderIssues.report(reason)
                return .view(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
            }),
        ])
    }

    /// One entry per Interface Builder document at `paths` (`.storyboard` and `.xib` files,
    /// or folders searched for them, sorted by path), as `interfaceBuilderDocuments(ofModule:)`
    /// shows a module's: what `catalog render --documents` adds. Classes a document names
    /// with `customModuleProvider="target"` are looked up in `module`.
    @MainActor
    public static func interfaceBuilderDocuments(at paths: [String], module: String, group: String = "Interface Builder") -> [CatalogEntry] {
        var entries: [CatalogEntry] = []
        for url in InterfaceBuilderCanvas.documentFiles(at: paths) {
            do {
                entries.append(entry(for: try InterfaceBuilderCanvas.document(at: url, module: module), group: group))
            } catch {
                entries.append(unreadable(name: url.lastPathComponent, reason: error.description, group: group))
            }
        }
        return entries
    }

    @MainActor
    private static func entry(for document: InterfaceBuilderCanvas.Document, group: String) -> CatalogEntry {
        var used: [String: Int] = [:]
        func unique(_ name: String) -> String {
            let count = used[name, default: 0] + 1
            used[name] = count
            return count == 1 ? name : "\(name)-\(count)"
        }
        let items = InterfaceBuilderCanvas.items(of: document)
        let fileName = document.url.lastPathComponent
        switch document.isStoryboard {
        case true:
            let device = renderDevice(for: document.device)
            var variants: [CatalogVariant] = []
            for item in items {
                let name = unique(item.name)
                let id = item.id
                let make: @MainActor @Sendable () -> CatalogSubject = {
                    .controller(InterfaceBuilderCanvas.makeController(document, id: id) ?? UIViewController())
                }
                variants.append(CatalogVariant(name: name, sizing: .device, make: make))
                if let device {
                    variants.append(CatalogVariant(name: "\(name)-\(device.name)", sizing: .onDevice(device), make: make, onScreen: { subject in
                        if case let .controller(controller) = subject {
                            InterfaceBuilderCanvas.checkFrames(of: controller, document: document)
                        }
                    }))
                }
            }
            return CatalogEntry(group: group, name: fileName, kind: .screen, variants: variants)
        case false:
            let variants = items.map { item in
                let id = item.id
                // Made with the initializer rather than the generic `view(_:...)`: specializing that
                // for UIView here trips the release build's cross-module optimization
                // (a SIL type mismatch when a dependent module deserializes it, Swift 6.3.1).
                return CatalogVariant(name: unique(item.name), sizing: item.storedSize.map { .size($0) } ?? .fitting, make: {
                    .view(InterfaceBuilderCanvas.makeView(document, id: id) ?? UIView())
                })
            }
            return CatalogEntry(group: group, name: fileName, kind: .component, variants: variants)
        }
    }

    /// The device Interface Builder's device id names (`retina6_12` is the 6.1-inch iPhone
    /// 15 screen), turned for a landscape document; nil for one this product does not model
    /// (the matrix's devices still show the scene).
    static func renderDevice(for device: (id: String, orientation: String)?) -> RenderDevice? {
        guard let device else { return nil }
        return RenderDevice.interfaceBuilder(id: device.id, orientation: device.orientation)
    }
}
