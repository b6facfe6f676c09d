// swift-tools-version: 6.1
import PackageDescription

// The benchmarks, apart from the product so that `swift build` of the product builds none of
// them. Each prints its figures beside an anchor measured in the same run:
//   swift run -c release typesetting-bench | render-bench | layout-bench | snapshot-bench | gallery-bench | png-bench
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
        // The text engine itself, beside bare HarfBuzz: through _BenchmarkInternals, the
        // product that exposes the implementation modules to this package only.
        .executableTarget(
            name: "typesetting-bench",
            dependencies: ["CAnchorGraphics", .product(name: "_BenchmarkInternals", package: "ComponentCatalog")]
        ),
        .executableTarget(
            name: "render-bench",
            dependencies: [.product(name: "Catalog", package: "ComponentCatalog")]
        ),
        .executableTarget(
            name: "layout-bench",
            dependencies: [.product(name: "UIKit", package: "ComponentCatalog")]
        ),
        .executableTarget(
            name: "snapshot-bench",
            dependencies: [
                .product(name: "ViewSnapshotTesting", package: "ComponentCatalog"),
                // The differ itself, beside pixelmatch's C++ port.
                .product(name: "_BenchmarkInternals", package: "ComponentCatalog"),
            ]
        ),
        .executableTarget(
            name: "png-bench",
            dependencies: [
                .product(name: "Catalog", package: "ComponentCatalog"),
                // The encoders (Rendering) and the sample design system (DesignSystem).
                .product(name: "_BenchmarkInternals", package: "ComponentCatalog"),
            ]
        ),
        .executableTarget(
            name: "gallery-bench",
            dependencies: [
                .product(name: "Catalog", package: "ComponentCatalog"),
                // The gallery (CatalogSite) of the sample design system (DesignSystem).
                .product(name: "_BenchmarkInternals", package: "ComponentCatalog"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
