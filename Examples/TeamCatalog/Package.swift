// swift-tools-version: 6.0
import PackageDescription

// A team's own design system, cataloged and snapshot-tested with ComponentCatalog through its
// public API only. It depends on the repository by path; a team names a release instead.
let package = Package(
    name: "TeamCatalog",
    products: [
        .library(name: "TeamComponents", targets: ["TeamComponents"]),
        .executable(name: "team-catalog", targets: ["team-catalog"]),
    ],
    dependencies: [
        .package(name: "ComponentCatalog", path: "../.."),
    ],
    targets: [
        .target(
            name: "TeamComponents",
            dependencies: [
                .product(name: "ViewKit", package: "ComponentCatalog"),
                .product(name: "Catalog", package: "ComponentCatalog"),
            ]
        ),
        // `swift run team-catalog render` renders the team's gallery.
        .executableTarget(
            name: "team-catalog",
            dependencies: [
                "TeamComponents",
                .product(name: "CatalogCommandLine", package: "ComponentCatalog"),
            ]
        ),
        .testTarget(
            name: "TeamComponentsTests",
            dependencies: [
                "TeamComponents",
                .product(name: "CatalogSnapshotTesting", package: "ComponentCatalog"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
