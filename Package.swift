// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ComponentCatalog",
    products: [
        .executable(name: "catalog", targets: ["catalog"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "CatalogCommandLine", targets: ["CatalogCommandLine"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "PixelDiff", targets: ["PixelDiff"]),
        .library(name: "ViewSnapshotTesting", targets: ["ViewSnapshotTesting"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .library(name: "CatalogSite", targets: ["CatalogSite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // cairo, HarfBuzz, fontconfig and FreeType from Debian, found through pkg-config.
        .systemLibrary(
            name: "CGraphics",
            pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev", "libharfbuzz-dev", "libfontconfig-dev", "libfreetype-dev"])]
        ),
        // librsvg from Debian, for SVG images.
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // ICU line and grapheme breaking behind a header that includes no ICU header
        // (ICU's headers clash with Foundation's own ICU module).
        .target(
            name: "CLineBreak",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(
            name: "Typesetting",
            dependencies: ["CGraphics", "CLineBreak"]
        ),
        .target(name: "Geometry"),
        // libpng, to decode PNGs to straight RGBA with no colour conversion.
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16")]),
        // The pixelmatch-compatible differ's loops, in C so they stay fast in debug builds.
        .target(name: "CPixelMatch"),
        .target(
            name: "PixelDiff",
            dependencies: ["Rendering", "CPixelMatch"]
        ),
        .target(
            name: "Rendering",
            dependencies: ["Geometry", "CGraphics", "CRsvg", "CPNG"]
        ),
        .target(
            name: "ViewKit",
            dependencies: ["Geometry", "Rendering", "Typesetting"]
        ),
        .target(
            name: "Catalog",
            dependencies: ["ViewKit"]
        ),
        // The sample design system: tokens, components, screens and their catalog.
        .target(
            name: "DesignSystem",
            dependencies: ["ViewKit", "Catalog"],
            path: "Components"
        ),
        .target(
            name: "ViewSnapshotTesting",
            dependencies: ["ViewKit", "PixelDiff", "CPixelMatch"]
        ),
        .target(
            name: "CatalogSite",
            dependencies: ["Catalog", "ViewKit", "PixelDiff"]
        ),
        .target(
            name: "CatalogCommandLine",
            dependencies: [
                "Typesetting",
                "PixelDiff",
                "Catalog",
                "CatalogSite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "catalog",
            dependencies: ["CatalogCommandLine", "DesignSystem"]
        ),
        .executableTarget(
            name: "typesetting-bench",
            dependencies: ["Typesetting", "CGraphics"],
            path: "Sources/TypesettingBenchmark"
        ),
        .executableTarget(
            name: "render-bench",
            dependencies: ["ViewKit"],
            path: "Sources/RenderBenchmark"
        ),
        .executableTarget(
            name: "layout-bench",
            dependencies: ["ViewKit"],
            path: "Sources/LayoutBenchmark"
        ),
        .executableTarget(
            name: "gallery-bench",
            dependencies: ["CatalogSite", "Catalog", "DesignSystem", "ViewKit"],
            path: "Sources/GalleryBenchmark"
        ),
        .executableTarget(
            name: "snapshot-bench",
            dependencies: ["ViewSnapshotTesting", "PixelDiff", "ViewKit"],
            path: "Sources/SnapshotBenchmark"
        ),
        .testTarget(
            name: "TypesettingTests",
            dependencies: ["Typesetting", "CGraphics"]
        ),
        .testTarget(
            name: "ViewKitTests",
            dependencies: ["ViewKit"]
        ),
        .testTarget(
            name: "ViewSnapshotTestingTests",
            dependencies: ["ViewSnapshotTesting", "PixelDiff"]
        ),
        .testTarget(
            name: "PixelDiffTests",
            dependencies: ["PixelDiff", "Geometry"]
        ),
        .testTarget(
            name: "RenderingTests",
            dependencies: ["Rendering"]
        ),
        .testTarget(
            name: "DesignSystemTests",
            dependencies: ["DesignSystem", "Catalog", "ViewSnapshotTesting"]
        ),
        .testTarget(
            name: "CatalogCommandLineTests",
            dependencies: ["catalog", "CatalogCommandLine", "CatalogSite"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
