// swift-tools-version: 6.1
import PackageDescription

// The product only: libraries, the `catalog` command and the tests. Benchmarks are their own
// package in Benchmarks/, which depends on this one by path.
let package = Package(
    name: "ComponentCatalog",
    // What a team depends on: UIKit, the catalog, the assertions and the command line. The
    // modules under them (the text engine, the cairo layer, the differ, the snapshot store's
    // layout, the gallery) are implementation: their names never reach a team's files.
    products: [
        .executable(name: "catalog", targets: ["catalog"]),
        // `import UIKit`, and the frameworks iOS code also imports by name (`import
        // QuartzCore`, `import CoreGraphics`, `import CoreText`, `import ObjectiveC`), with
        // Swift Testing's cross-import overlays.
        .library(
            name: "UIKit",
            targets: ["UIKit", "QuartzCore", "CoreGraphics", "CoreText", "ObjectiveC", "_Testing_UIKit", "_Testing_CoreGraphics"]
        ),
        // Catalog declarations and the renderer (`ViewRenderer`, `RenderEnvironment`, ...).
        .library(name: "Catalog", targets: ["Catalog"]),
        // `assertSnapshot` for single views and view controllers.
        .library(name: "ViewSnapshotTesting", targets: ["ViewSnapshotTesting"]),
        // `assertCatalogSnapshots`.
        .library(name: "CatalogSnapshotTesting", targets: ["CatalogSnapshotTesting"]),
        // The `catalog` commands over a team's own catalog.
        .library(name: "CatalogCommandLine", targets: ["CatalogCommandLine"]),
        .plugin(name: "UIKitMirror", targets: ["UIKitMirror"]),
        // Not for teams: the implementation modules that Benchmarks/ measures directly (the
        // text engine against bare HarfBuzz, the differ against pixelmatch, the gallery of
        // the sample design system). A package cannot depend on another's targets, only on
        // its products, so the benchmarks need this one; nothing else should use it.
        .library(name: "_BenchmarkInternals", targets: ["Typesetting", "Rendering", "PixelDiff", "CatalogSite", "DesignSystem"]),
        // Not for teams either: the entry points that Fuzz/ (the libFuzzer package that
        // scripts/fuzz builds) drives, for the same reason.
        .library(name: "_FuzzTargets", targets: ["FuzzTargets"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // cairo, HarfBuzz, fontconfig and FreeType from Debian, found through pkg-config.
        .systemLibrary(
            name: "CGraphics",
            pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev", "libharfbuzz-dev", "libfontconfig-dev", "libfreetype-dev"])]
        ),
        // librsvg (SVG images), declared in our own header: its pkg-config flags (-pthread)
        // would be refused in packages that depend on this one. Not linked: opened the first
        // time an SVG is read, so a process that draws none does not load it and the dozens
        // of libraries it brings (about 10 ms of every start, worker processes included).
        .target(name: "CSVG", dependencies: ["CLibraryLoader"]),
        // dlopen and dlsym for the libraries CSVG and CPDF open when first needed.
        .target(name: "CLibraryLoader"),
        // ICU line and grapheme breaking behind a header that includes no ICU header
        // (ICU's headers clash with Foundation's own ICU module).
        .target(
            name: "CLineBreak",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // libjpeg (libjpeg-turbo), to decode JPEGs to RGBA; its header is included by the C
        // file only, so the module's own header needs no flags.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // poppler-glib (PDF vector images), declared in our own header as CSVG does, for the
        // same reason (its pkg-config flags carry -pthread), and opened when first needed too.
        .target(name: "CPDF", dependencies: ["CLibraryLoader"]),
        // libpng, to decode PNGs to straight RGBA with no colour conversion; PNG encoding is
        // CPNG's own (filters and deflate), so it needs no compression library.
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16")]),
        // The pixelmatch-compatible differ's loops, in C so they stay fast in debug builds.
        .target(name: "CPixelMatch"),
        // A drop shadow's loops (alpha bounds, box blur, painting), in C for the same reason.
        .target(name: "CRaster"),

        // A lock the sanitizers see (the standard library's Mutex is a futex ThreadSanitizer
        // cannot follow on Linux): every module's shared state is guarded by it.
        .target(name: "Locking"),
        // Interface Builder documents (.xib, .storyboard) read into their element tree and
        // values (docs/INTERFACE-BUILDER.md).
        .target(name: "InterfaceBuilder", dependencies: ["Locking"]),
        .target(name: "Typesetting", dependencies: ["CGraphics", "CLineBreak", "Locking"]),
        .target(name: "Rendering", dependencies: ["CGraphics", "CSVG", "CPNG", "CJPEG", "CPDF", "CRaster", "FileSafety", "Locking"]),
        .target(name: "PixelDiff", dependencies: ["Rendering", "CPixelMatch"]),
        // Writing, reading and deleting files safely (docs/FILE-SAFETY.md): atomic replace,
        // paths kept inside their folder, output folders' own files only, locks, regular
        // files only read, file errors in words.
        .target(name: "FileSafety", dependencies: ["Locking"]),
        // Apple's names for 2D drawing over cairo: CGContext, CGPath, CGColor, CGImage, ...
        .target(name: "CoreGraphics", dependencies: ["CGraphics", "Rendering", "ObjectiveC", "Locking"]),
        // Apple's names for layers and their compositing: CALayer, CAShapeLayer, ...
        // Marks the main dispatch queue at load time so any thread can tell whether it runs the
        // main queue's work (Sources/QuartzCore/MainThread.swift).
        .target(name: "CMainQueue"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "Typesetting", "ObjectiveC", "CMainQueue", "Locking"]),
        // Apple's Core Text names that iOS code calls next to UIKit: the font manager
        // (registering a bundle's fonts) and the string attribute keys. UIKit re-exports it,
        // as `import UIKit` makes Core Text visible on iOS.
        .target(name: "CoreText", dependencies: ["QuartzCore", "CoreGraphics", "Typesetting", "ObjectiveC"]),
        // UIKit's API over the modules above: views, layout, text, images, controls. A team's
        // `import UIKit` resolves to it on Linux.
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "CoreText", "Typesetting", "Rendering", "ObjectiveC", "InterfaceBuilder", "Locking", "FileSafety"]),
        // Swift Testing's cross-import overlays for CoreGraphics and UIKit, which the Linux
        // toolchain names but does not ship: without them a test importing both fails.
        .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"]),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        // Renders a view or view controller in a window of an environment (traits, device,
        // language) and reports what it noticed: what the catalog and the assertions draw with.
        .target(name: "ViewRendering", dependencies: ["UIKit", "Typesetting", "Rendering", "ObjectiveC", "Locking"]),
        // The snapshot store: the layout of Snapshots/, sidecars, fingerprints, comparing
        // and recording. Used by the assertions, `catalog verify` and `catalog record`.
        .target(name: "SnapshotStore", dependencies: ["PixelDiff", "Rendering", "Typesetting", "FileSafety", "Locking"]),
        .target(name: "ViewSnapshotTesting", dependencies: ["ViewRendering", "SnapshotStore", "Typesetting"]),
        .target(name: "Catalog", dependencies: ["ViewRendering", "SnapshotStore", "PixelDiff", "Typesetting", "Locking"]),
        .target(name: "CatalogSnapshotTesting", dependencies: ["Catalog", "SnapshotStore", "ViewSnapshotTesting"]),
        // The gallery and the review report; their stylesheet and scripts are files in
        // Resources/, embedded at build time.
        .target(
            name: "CatalogSite",
            dependencies: ["Catalog", "ViewRendering", "PixelDiff", "SnapshotStore", "Rendering", "FileSafety"],
            exclude: ["Resources"],
            plugins: ["EmbedWebAssets"]
        ),
        .executableTarget(name: "embed-web-assets"),
        .plugin(name: "EmbedWebAssets", capability: .buildTool(), dependencies: ["embed-web-assets"]),
        .target(
            name: "CatalogCommandLine",
            dependencies: [
                "Typesetting",
                "PixelDiff",
                "Catalog",
                "CatalogSite",
                "SnapshotStore",
                "FileSafety",
                "Locking",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "catalog", dependencies: ["CatalogCommandLine", "DesignSystem"]),
        // The sample design system: plain iOS UIKit sources in Components/DesignSystem,
        // compiled on Linux through the UIKit mirror, with their catalog (Linux only) in
        // Components/Linux and their colors and icons in an asset catalog.
        .target(
            name: "DesignSystem",
            dependencies: ["UIKit", "Catalog", "ObjectiveC"],
            path: "Components",
            // The Interface Builder documents and their string tables (in .lproj folders) are
            // the mirror plugin's inputs, which it copies among the resources itself.
            exclude: ["DesignSystem/InterfaceBuilder"],
            sources: ["Linux"],
            resources: [.copy("DesignSystem/Resources/DesignSystem.xcassets"), .copy("DesignSystem/Resources/Localizable.xcstrings")],
            plugins: ["UIKitMirror"]
        ),
        // The Objective-C runtime API that iOS code uses and Linux lacks (selectors, KVC,
        // associated objects, selector-based Foundation API), under the module name iOS
        // code imports. The product's UIKit re-exports it.
        .target(name: "ObjectiveC", dependencies: ["Locking"]),
        // The UIKit mirror: a rewriter that makes iOS sources compile on Linux, its command
        // and the build-tool plugin a team applies to a Linux-only target.
        .target(
            name: "UIKitMirrorCore",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "uikit-mirror", dependencies: ["UIKitMirrorCore"]),
        .plugin(name: "UIKitMirror", capability: .buildTool(), dependencies: ["uikit-mirror"]),

        // The fuzzed readers and engines, one entry point each (scripts/fuzz): what Fuzz/
        // drives with libFuzzer and FuzzTargetsTests replays the kept inputs through.
        .target(
            name: "FuzzTargets",
            dependencies: ["Rendering", "PixelDiff", "SnapshotStore", "Catalog", "CatalogSite", "FileSafety", "Typesetting", "UIKit"]
        ),

        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "CGraphics"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering"]),
        .testTarget(name: "PixelDiffTests", dependencies: ["PixelDiff"], exclude: ["Fixtures"]),
        // Core Graphics (CoreGraphics/) and Core Animation (QuartzCore/) pixel tests, one support file.
        .testTarget(name: "DrawingTests", dependencies: ["QuartzCore", "CoreGraphics", "Rendering", "ObjectiveC", "_Testing_CoreGraphics", "Locking"]),
        // Its fixtures are a team's resources as SwiftPM ships them (docs/RESOURCES.md): an
        // asset catalog and fonts in the test bundle, and a folder that stands for an app
        // bundle with an Info.plist listing UIAppFonts. Generators/ writes them.
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "CoreText", "_Testing_UIKit", "_Testing_CoreGraphics"],
            exclude: ["Fixtures/Generators"],
            resources: [.process("Fixtures/Media.xcassets"), .process("Fixtures/Fonts"), .copy("Fixtures/App")]
        ),
        .testTarget(name: "ViewRenderingTests", dependencies: ["ViewRendering", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .testTarget(name: "SnapshotStoreTests", dependencies: ["SnapshotStore", "FileSafety", "Locking", "PixelDiff"]),
        .testTarget(name: "FileSafetyTests", dependencies: ["FileSafety"]),
        .testTarget(name: "ViewSnapshotTestingTests", dependencies: ["ViewSnapshotTesting", "SnapshotStore", "PixelDiff", "Rendering"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "CatalogSnapshotTesting", "ViewSnapshotTesting", "SnapshotStore"]),
        .testTarget(name: "CatalogSiteTests", dependencies: ["CatalogSite", "Catalog", "SnapshotStore", "DesignSystem"]),
        .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem", "Catalog", "CatalogSnapshotTesting", "ViewSnapshotTesting", "Rendering"]),
        // A test fixture, not a product: the `catalog` commands over a catalog whose
        // components trap, which the command line tests run to see the rest survive.
        .executableTarget(name: "crashing-catalog", dependencies: ["CatalogCommandLine", "Catalog", "UIKit"], path: "Tests/CrashingCatalog"),
        .testTarget(name: "CatalogCommandLineTests", dependencies: ["catalog", "crashing-catalog", "CatalogCommandLine", "CatalogSite", "Rendering", "FileSafety"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "UIKit", "ObjectiveC", "_Testing_UIKit", "_Testing_CoreGraphics"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ObjectiveCTests", dependencies: ["ObjectiveC", "Locking"]),
        // Replays the inputs scripts/fuzz kept (Fuzz/<target>/) through the fuzzed entry points.
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"], exclude: ["Fuzz"]),
        .testTarget(name: "UIKitMirrorTests", dependencies: ["UIKitMirrorCore", "ObjectiveC"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
