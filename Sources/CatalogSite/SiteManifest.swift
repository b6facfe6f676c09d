import Catalog
import Foundation
internal import PixelDiff
import SnapshotStore
import ViewRendering

/// `manifest.json`: everything a gallery rendered, for tools and for `catalog verify`. It
/// holds no times or host names, so the same catalog and fonts give the same bytes.
public struct SiteManifest: Codable, Hashable, Sendable {
    /// The manifest format's version (`currentFormat`).
    package var formatVersion = SiteManifest.currentFormat
    /// The groups in gallery order.
    package var groups: [String]
    /// The environments rendered, in order.
    package var environments: [Environment]
    /// The entries, in catalog order.
    package var entries: [Entry]
    /// Every font face any label used, sorted by family, style and file.
    package var fonts: [FontRecord]
    /// How many images, warnings and crashes.
    public var summary: Summary

    package init(groups: [String], environments: [Environment], entries: [Entry], fonts: [FontRecord], summary: Summary) {
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
    package init(entries: [Entry], environments records: [String: Environment], groupOrder: [String]) {
        var groups = groupOrder.filter { group in entries.contains { $0.group == group } }
        for entry in entries where !groups.contains(entry.group) { groups.append(entry.group) }
        var environments: [Environment] = []
        var seen = Set<String>()
        var fonts = Set<FontRecord>()
        var images = 0, warnings = 0, crashes = 0
        var files = Set<String>()
        for entry in entries {
            for variant in entry.variants {
                for render in variant.renders {
                    images += 1
                    files.insert(render.image)
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
                                   images: images, files: files.count, warnings: warnings, crashes: crashes == 0 ? nil : crashes))
    }

    /// Every file the renders name in the site: images, and the references and diffs of
    /// changed ones.
    package var siteFiles: [String] {
        images.flatMap { image in [image.render.image, image.render.reference?.image, image.render.reference?.diff].compactMap { $0 } }
    }

    /// Every image, in order, with its component and variant.
    package var images: [(entry: Entry, variant: Variant, render: Render)] {
        entries.flatMap { entry in entry.variants.flatMap { variant in variant.renders.map { (entry, variant, $0) } } }
    }

    package struct Environment: Codable, Hashable, Sendable {
        package var name: String
        package var style: String
        package var language: String
        package var contentSize: String
        package var scale: Double
        /// The device, for screens' environments.
        package var device: String?

        /// The record of `environment`.
        package init(_ environment: RenderEnvironment) {
            let traits = environment.resolvedTraits
            name = environment.name
            style = traits.userInterfaceStyle == .dark ? "dark" : "light"
            language = environment.languageTag ?? ""
            contentSize = traits.preferredContentSizeCategory.shortName
            scale = Double(traits.displayScale)
            device = environment.device?.name
        }
    }

    package struct Entry: Codable, Hashable, Sendable {
        package var group: String
        package var name: String
        package var kind: String
        package var variants: [Variant]

        package init(group: String, name: String, kind: String, variants: [Variant]) {
            self.group = group
            self.name = name
            self.kind = kind
            self.variants = variants
        }
    }

    package struct Variant: Codable, Hashable, Sendable {
        package var name: String
        /// The inspectable properties and values (the same in every environment; empty when
        /// the variant crashed in every one).
        package var inspectables: [Inspectable]
        package var renders: [Render]
        /// The environments the variant crashed in, in order; absent when it crashed in none,
        /// so a gallery without crashes has the bytes it always had.
        package var crashes: [Crash]?

        package init(name: String, inspectables: [Inspectable], renders: [Render], crashes: [Crash]? = nil) {
            self.name = name
            self.inspectables = inspectables
            self.renders = renders
            self.crashes = crashes
        }
    }

    /// A variant that trapped in one environment (docs/CRASHES.md): no image, the trap's
    /// message instead.
    package struct Crash: Codable, Hashable, Sendable {
        /// The environment's name as the variant would have rendered in it.
        package var environment: String
        /// The trap's message as Swift printed it, or how the process ended.
        package var message: String

        package init(environment: String, message: String) {
            self.environment = environment
            self.message = message
        }
    }

    package struct Inspectable: Codable, Hashable, Sendable {
        package var name: String
        package var value: String

        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// One variant in one environment.
    package struct Render: Codable, Hashable, Sendable {
        /// The environment's name as this variant rendered in it (a variant pinned to a
        /// device names that device).
        package var environment: String
        /// The traits part of the environment's name, shared by every variant in it.
        package var traits: String
        /// The PNG, relative to the site.
        package var image: String
        package var pixelWidth: Int
        package var pixelHeight: Int
        /// The size in points.
        package var width: Double
        package var height: Double
        package var scale: Double
        /// The view's intrinsic content size; `nil` where it has none.
        package var intrinsicWidth: Double?
        package var intrinsicHeight: Double?
        package var labels: [LabelFonts]
        package var warnings: [Warning]
        /// A hash of the pixels (hex), to tell changed images without decoding them.
        package var fingerprint: String
        /// How the render compares with its reference, for the environments the snapshot
        /// assertions cover when the gallery was rendered with a snapshot store; else absent.
        package var reference: GalleryReference?
        /// What the design checks found (docs/DESIGN-CHECKS.md); absent when nothing.
        package var findings: [Finding]?

        /// The record of `rendered`, whose PNG is at `image` in the site.
        package init(_ rendered: RenderedVariant, image: String) {
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
            labels = rendered.labelFonts.map { LabelFonts(view: $0.viewPath, text: $0.text, faces: FontRecord.records(of: $0.faces.map(\.face))) }
            warnings = rendered.warnings.map { Warning(kind: $0.kind.rawValue, view: $0.viewPath, message: $0.message) }
            fingerprint = Fingerprint.of(bitmap)
            let found = rendered.image.findings.map(Finding.init)
            findings = found.isEmpty ? nil : found
        }
    }

    package struct LabelFonts: Codable, Hashable, Sendable {
        package var view: String
        package var text: String
        package var faces: [FontRecord]
    }

    /// One design check's finding, with its region in the image's points.
    package struct Finding: Codable, Hashable, Sendable {
        package var check: String
        package var severity: String
        package var view: String
        package var message: String
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        package init(_ finding: DesignFinding) {
            check = finding.check.rawValue
            severity = finding.severity.rawValue
            view = finding.viewPath
            message = finding.message
            x = Double(finding.region.minX)
            y = Double(finding.region.minY)
            width = Double(finding.region.width)
            height = Double(finding.region.height)
        }
    }

    package struct Warning: Codable, Hashable, Sendable {
        package var kind: String
        package var view: String
        package var message: String
    }

    public struct Summary: Codable, Hashable, Sendable {
        /// How many entries the catalog shows.
        public var components: Int
        /// How many variants, over all entries.
        public var variants: Int
        /// How many images, over all variants and environments.
        public var images: Int
        /// How many image files hold them: images with the same bytes share one
        /// (`ImageSharing`). Absent in manifests written before files were shared.
        public var files: Int?
        /// How many warnings the renders reported.
        public var warnings: Int
        /// How many images are missing because their variant crashed; absent when none are.
        public var crashes: Int?

        package init(components: Int, variants: Int, images: Int, files: Int? = nil, warnings: Int, crashes: Int? = nil) {
            self.components = components
            self.variants = variants
            self.images = images
            self.files = files
            self.warnings = warnings
            self.crashes = crashes
        }
    }
}
