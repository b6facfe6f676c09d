import Catalog
import Foundation
import PixelDiff
import SnapshotStore
import ViewRendering

/// `manifest.json`: everything a gallery rendered, for tools and for `catalog verify`. It
/// holds no times or host names, so the same catalog and fonts give the same bytes.
public struct SiteManifest: Codable, Hashable, Sendable {
    /// The manifest format's version.
    public var formatVersion = 1
    /// The groups in gallery order.
    public var groups: [String]
    /// The environments rendered, in order.
    public var environments: [Environment]
    /// The entries, in catalog order.
    public var entries: [Entry]
    /// Every font face any label used, sorted by family, style and file.
    public var fonts: [FontRecord]
    /// How many images, warnings and crashes.
    public var summary: Summary

    public init(groups: [String], environments: [Environment], entries: [Entry], fonts: [FontRecord], summary: Summary) {
        self.groups = groups
        self.environments = environments
        self.entries = entries
        self.fonts = fonts
        self.summary = summary
    }

    /// The manifest of `entries`, with the rest derived from them: groups in `groupOrder`
    /// (then any others in order of use), the environments in order of first use (described
    /// by `records`; a variant's images before its crashes), every font face the labels used,
    /// and the summary.
    public init(entries: [Entry], environments records: [String: Environment], groupOrder: [String]) {
        var groups = groupOrder.filter { group in entries.contains { $0.group == group } }
        for entry in entries where !groups.contains(entry.group) { groups.append(entry.group) }
        var environments: [Environment] = []
        var seen = Set<String>()
        var fonts = Set<FontRecord>()
        var images = 0, warnings = 0, crashes = 0
        for entry in entries {
            for variant in entry.variants {
                for render in variant.renders {
                    images += 1
                    warnings += render.warnings.count
                    fonts.formUnion(render.labels.flatMap(\.faces))
                    if seen.insert(render.environment).inserted, let record = records[render.environment] { environments.append(record) }
                }
                for crash in variant.crashes ?? [] {
                    crashes += 1
                    if seen.insert(crash.environment).inserted, let record = records[crash.environment] { environments.append(record) }
                }
            }
        }
        let sortedFonts = fonts.sorted { ($0.family, $0.style, $0.file, $0.index) < ($1.family, $1.style, $1.file, $1.index) }
        self.init(groups: groups, environments: environments, entries: entries, fonts: sortedFonts,
                  summary: Summary(components: entries.count, variants: entries.reduce(0) { $0 + $1.variants.count },
                                   images: images, warnings: warnings, crashes: crashes == 0 ? nil : crashes))
    }

    /// Every image, in order, with its component and variant.
    public var images: [(entry: Entry, variant: Variant, render: Render)] {
        entries.flatMap { entry in entry.variants.flatMap { variant in variant.renders.map { (entry, variant, $0) } } }
    }

    public struct Environment: Codable, Hashable, Sendable {
        public var name: String
        public var style: String
        public var language: String
        public var contentSize: String
        public var scale: Double
        /// The device, for screens' environments.
        public var device: String?

        /// The record of `environment`.
        public init(_ environment: RenderEnvironment) {
            let traits = environment.resolvedTraits
            name = environment.name
            style = traits.userInterfaceStyle == .dark ? "dark" : "light"
            language = environment.effectiveLanguage?.identifier ?? ""
            contentSize = traits.preferredContentSizeCategory.shortName
            scale = Double(traits.displayScale)
            device = environment.device?.name
        }
    }

    public struct Entry: Codable, Hashable, Sendable {
        public var group: String
        public var name: String
        public var kind: String
        public var variants: [Variant]

        public init(group: String, name: String, kind: String, variants: [Variant]) {
            self.group = group
            self.name = name
            self.kind = kind
            self.variants = variants
        }
    }

    public struct Variant: Codable, Hashable, Sendable {
        public var name: String
        /// The inspectable properties and values (the same in every environment; empty when
        /// the variant crashed in every one).
        public var inspectables: [Inspectable]
        public var renders: [Render]
        /// The environments the variant crashed in, in order; absent when it crashed in none,
        /// so a gallery without crashes has the bytes it always had.
        public var crashes: [Crash]?

        public init(name: String, inspectables: [Inspectable], renders: [Render], crashes: [Crash]? = nil) {
            self.name = name
            self.inspectables = inspectables
            self.renders = renders
            self.crashes = crashes
        }
    }

    /// A variant that trapped in one environment (docs/CRASHES.md): no image, the trap's
    /// message instead.
    public struct Crash: Codable, Hashable, Sendable {
        /// The environment's name as the variant would have rendered in it.
        public var environment: String
        /// The trap's message as Swift printed it, or how the process ended.
        public var message: String

        public init(environment: String, message: String) {
            self.environment = environment
            self.message = message
        }
    }

    public struct Inspectable: Codable, Hashable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// One variant in one environment.
    public struct Render: Codable, Hashable, Sendable {
        /// The environment's name as this variant rendered in it (a variant pinned to a
        /// device names that device).
        public var environment: String
        /// The traits part of the environment's name, shared by every variant in it.
        public var traits: String
        /// The PNG, relative to the site.
        public var image: String
        public var pixelWidth: Int
        public var pixelHeight: Int
        /// The size in points.
        public var width: Double
        public var height: Double
        public var scale: Double
        /// The view's intrinsic content size; `nil` where it has none.
        public var intrinsicWidth: Double?
        public var intrinsicHeight: Double?
        public var labels: [LabelFonts]
        public var warnings: [Warning]
        /// A hash of the pixels (hex), to tell changed images without decoding them.
        public var fingerprint: String

        /// The record of `rendered`, whose PNG is at `image` in the site.
        public init(_ rendered: RenderedVariant, image: String) {
            let bitmap = rendered.image.bitmap
            let intrinsic = rendered.intrinsicSize
            environment = rendered.item.environment.name
            traits = rendered.item.environment.traitsName(includingSizeClasses: rendered.item.environment.device == nil)
            self.image = image
            pixelWidth = bitmap.pixelWidth
            pixelHeight = bitmap.pixelHeight
            width = Double(rendered.image.size.width)
            height = Double(rendered.image.size.height)
            scale = bitmap.scale
            intrinsicWidth = intrinsic.width == UIView.noIntrinsicMetric ? nil : Double(intrinsic.width)
            intrinsicHeight = intrinsic.height == UIView.noIntrinsicMetric ? nil : Double(intrinsic.height)
            labels = rendered.labelFonts.map { LabelFonts(view: $0.viewPath, text: $0.text, faces: FontRecord.records(of: $0.faces)) }
            warnings = rendered.warnings.map { Warning(kind: $0.kind.rawValue, view: $0.viewPath, message: $0.message) }
            fingerprint = Fingerprint.of(bitmap)
        }
    }

    public struct LabelFonts: Codable, Hashable, Sendable {
        public var view: String
        public var text: String
        public var faces: [FontRecord]
    }

    public struct Warning: Codable, Hashable, Sendable {
        public var kind: String
        public var view: String
        public var message: String
    }

    public struct Summary: Codable, Hashable, Sendable {
        public var components: Int
        public var variants: Int
        public var images: Int
        public var warnings: Int
        /// How many images are missing because their variant crashed; absent when none are.
        public var crashes: Int?

        public init(components: Int, variants: Int, images: Int, warnings: Int, crashes: Int? = nil) {
            self.components = components
            self.variants = variants
            self.images = images
            self.warnings = warnings
            self.crashes = crashes
        }
    }
}
