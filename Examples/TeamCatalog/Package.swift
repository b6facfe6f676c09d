// swift-tools-version: 6.1
import PackageDescription

// A team's iOS design system, with a Linux twin for its catalog and snapshot tests.
//
// On Apple platforms `TeamComponents` is the team's ordinary iOS target over
// Sources/TeamComponents, built with Apple's UIKit. On Linux the same module is built from a
// mirror of those files (the UIKitMirror plugin rewrites what Swift on Linux rejects) against
// ComponentCatalog's UIKit, with the catalog declarations in Linux/TeamComponents. The iOS
// files are not edited for Linux.
#if os(Linux)
let teamTargets: [Target] = [
    .target(
        name: "TeamComponents",
        dependencies: [
            .product(name: "UIKit", package: "ComponentCatalog", condition: .when(platforms: [.linux])),
            .product(name: "Catalog", package: "ComponentCatalog", condition: .when(platforms: [.linux])),
        ],
        path: "Linux/TeamComponents",
        plugins: [.plugin(name: "UIKitMirror", package: "ComponentCatalog")]
    ),
    // `swift run team-catalog render` renders the team's gallery.
    .executableTarget(
        name: "team-catalog",
        dependencies: ["TeamComponents", .product(name: "CatalogCommandLine", package: "ComponentCatalog")]
    ),
    .testTarget(
        name: "TeamComponentsTests",
        dependencies: ["TeamComponents", .product(name: "CatalogSnapshotTesting", package: "ComponentCatalog")]
    ),
    // The team's iOS XCTest files (Tests/TeamComponentsXCTests), mirrored like the components:
    // on Linux their synchronous main-actor test methods need the mirror to run.
    .testTarget(
        name: "TeamComponentsXCTests",
        dependencies: ["TeamComponents", .product(name: "UIKit", package: "ComponentCatalog")],
        path: "Linux/TeamComponentsXCTests",
        plugins: [.plugin(name: "UIKitMirror", package: "ComponentCatalog")]
    ),
]
#else
let teamTargets: [Target] = [
    .target(name: "TeamComponents", path: "Sources/TeamComponents"),
    .testTarget(name: "TeamComponentsXCTests", dependencies: ["TeamComponents"], path: "Tests/TeamComponentsXCTests"),
]
#endif

let package = Package(
    name: "TeamCatalog",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "TeamComponents", targets: ["TeamComponents"]),
    ],
    dependencies: [
        // A team names a release of the product's repository instead of a path.
        .package(name: "ComponentCatalog", path: "../.."),
    ],
    targets: teamTargets
)
