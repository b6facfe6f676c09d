// swift-tools-version: 6.1
import PackageDescription

// The benchmarks, apart from the product so that `swift build` of the product builds none of
// them. Each prints its figures beside an anchor measured in the same run:
//   swift run -c release typesetting-bench | render-bench | layout-bench | snapshot-bench | gallery-bench
let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "ComponentCatalog", path: ".."),
    ],
    targets: [
        // HarfBuzz, cairo and fontconfig for the anchors that call them bare.
        .systemLibrary(name: "CAnchorGraphics", pkgConfig: "cairo-ft"),
        // The raw floor: a button-like snapshot drawn straight with cairo and HarfBuzz.
        .executableTarget(
            name: "raw-floor",
            dependencies: ["CAnchorGraphics"],
            linkerSettings: [.linkedLibrary("harfbuzz"), .linkedLibrary("cairo"), .linkedLibrary("freetype"), .linkedLibrary("m")]
        ),
        .executableTarget(
            name: "typesetting-bench",
            dependencies: ["CAnchorGraphics", .product(name: "Typesetting", package: "ComponentCatalog")]
        ),
        .executableTarget(
            name: "render-bench",
            dependencies: [.product(name: "ViewRendering", package: "ComponentCatalog")]
        ),
        .executableTarget(
            name: "layout-bench",
            dependencies: [.product(name: "UIKit", package: "ComponentCatalog")]
        ),
        .executableTarget(
            name: "snapshot-bench",
            dependencies: [
                .product(name: "ViewSnapshotTesting", package: "ComponentCatalog"),
                .product(name: "PixelDiff", package: "ComponentCatalog"),
            ]
        ),
        .executableTarget(
            name: "gallery-bench",
            dependencies: [
                .product(name: "CatalogSite", package: "ComponentCatalog"),
                .product(name: "Catalog", package: "ComponentCatalog"),
                .product(name: "DesignSystem", package: "ComponentCatalog"),
                .product(name: "ViewRendering", package: "ComponentCatalog"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
