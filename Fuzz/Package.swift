// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer harness, apart from the product so that neither `swift build` nor
// `swift test` of the product builds it. scripts/fuzz builds it with AddressSanitizer and
// libFuzzer's coverage instrumentation over the product's code, and links libFuzzer's driver
// (libclang_rt.fuzzer_no_main): SwiftPM's own --sanitize=fuzzer would compile every
// executable as a library, and the product's build tools need their main.swift. A plain
// `swift build` here fails to link (no libFuzzer), by design. Then:
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
