// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer harness, apart from the product so that neither `swift build` nor
// `swift test` of the product builds it. Built only with the fuzzer sanitizer, which provides
// `main` (a plain `swift build` here fails to link, by design); scripts/fuzz builds and runs it:
//   swift build --package-path Fuzz --scratch-path .build-fuzz --sanitize=fuzzer --sanitize=address
//   FUZZ_TARGET=png .build-fuzz/debug/fuzz CORPUS_DIR -runs=1000000 -seed=1
let package = Package(
    name: "Fuzz",
    dependencies: [
        .package(name: "ComponentCatalog", path: ".."),
    ],
    targets: [
        // zlib (to mutate a PNG's image data uncompressed) and libFuzzer's mutator.
        .systemLibrary(name: "CFuzzSupport", pkgConfig: "zlib"),
        .executableTarget(
            name: "fuzz",
            dependencies: ["CFuzzSupport", .product(name: "_FuzzTargets", package: "ComponentCatalog")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
