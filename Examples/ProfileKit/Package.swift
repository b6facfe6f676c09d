// swift-tools-version: 5.9
import PackageDescription

// A team's UIKit component library as many are still kept: tools version 5.9, so every
// target is compiled in the Swift 5 language mode, and XCTest suites whose synchronous test
// methods build views, lay them out and assert on frames. On iOS the same manifest builds
// against Apple's UIKit; on Linux `import UIKit` resolves to ComponentCatalog's.
//
// `ProfileKitStrict` compiles the very same component files in the Swift 6 language mode
// (its folder links to ProfileKit's files), with tests written as Swift 6 requires, to show
// that the library's declarations hold teams to what the SDK holds them to in both modes.
#if os(Linux)
let uikit: [Target.Dependency] = [.product(name: "UIKit", package: "ComponentCatalog")]
#else
let uikit: [Target.Dependency] = []
#endif

let package = Package(
    name: "ProfileKit",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "ProfileKit", targets: ["ProfileKit"]),
    ],
    dependencies: [
        // A team names a release of the product's repository instead of a path.
        .package(name: "ComponentCatalog", path: "../.."),
    ],
    targets: [
        .target(name: "ProfileKit", dependencies: uikit),
        .testTarget(name: "ProfileKitTests", dependencies: ["ProfileKit"]),
        .target(name: "ProfileKitStrict", dependencies: uikit, swiftSettings: [.unsafeFlags(["-swift-version", "6"])]),
        .testTarget(
            name: "ProfileKitStrictTests",
            dependencies: ["ProfileKitStrict"],
            swiftSettings: [.unsafeFlags(["-swift-version", "6"])]
        ),
    ]
)
