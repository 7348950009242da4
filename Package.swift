// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "SegueCodecs", targets: ["SegueCodecs"]),
        .library(name: "SegueRender", targets: ["SegueRender"]),
        .library(name: "SegueTesting", targets: ["SegueTesting"]),
        .library(name: "Segue", targets: ["Segue"]),
        .library(name: "SegueDemos", targets: ["SegueDemos"]),
        .executable(name: "segue", targets: ["segue"]),
        // `segue port` (issue 22): the swift-syntax rewriter, kept out of the library products and
        // of the `segue` tool's build; `segue port` runs this sibling binary.
        .executable(name: "segue-port", targets: ["segue-port"]),
        .plugin(name: "PortPlugin", targets: ["PortPlugin"]),
        // The closure forms `segue port` writes, for Apple platforms too (an Objective-C
        // trampoline there; OpenUIKit itself here).
        .library(name: "UIKitClosures", targets: ["UIKitClosures"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // `swift package generate-documentation --target SegueTesting` (the DocC catalog and
        // its tutorial); a command plugin, not linked into anything.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `segue port` only (SeguePort, segue-port, PortPlugin): never in a library product.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // MARK: System libraries
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        // libwebp's animation encoder (WebPAnimEncoder lives in libwebpmux) for animated WebP.
        .systemLibrary(
            name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]),
        // libjpeg-turbo's TurboJPEG API: JPEG decoding and encoding for UIImage(data:) and jpegData.
        .systemLibrary(
            name: "CTurboJPEG", path: "Sources/CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]),

        // MARK: Engine
        // Cassowary linear constraint solver (issue 11 §3): a leaf, knows nothing of views.
        .target(name: "ConstraintSolver"),
        .target(name: "OpenQuartzCore"),
        .target(
            name: "OpenUIKit",
            dependencies: [
                "OpenQuartzCore", "ConstraintSolver", "CFreeType", "SegueCodecs", "SegueRaster",
            ]),
        // A leaf: PNG, GIF, APNG, WebP (libwebp) and MP4 (an installed ffmpeg) over plain pixel
        // buffers, for the renderer, the fuzzer and the GIF benchmark alike.
        .target(name: "SegueCodecs", dependencies: ["CZlib", "CWebP", "CTurboJPEG"]),
        // The raster core under OpenUIKit's image renderer and SegueRender's compositor alike: the
        // scan converter, stroker, image sampler and blending over a `Bitmap` (Architecture.md).
        .target(name: "SegueRaster", dependencies: ["OpenQuartzCore", "SegueCodecs"]),
        .target(name: "SegueRender", dependencies: ["OpenUIKit", "SegueCodecs", "SegueRaster"]),

        // MARK: Test kit (issue 12): swift-snapshot-testing strategies, transition scenarios
        // What every test target shares and needs nothing else (the seeded generator; at package
        // level, the subprocess runner); re-exported by SegueTesting, used alone by the leaf
        // modules' tests.
        .target(name: "SegueTestSupport"),
        // One C constructor that installs SegueTesting's test isolation when a test binary loads.
        .target(name: "CSegueTestingLoad"),
        // The test doubles several test targets share, written as an app would (OpenUIKit only);
        // in no product.
        .target(name: "SegueTestFixtures", dependencies: ["OpenUIKit"]),
        .target(
            name: "SegueTesting",
            dependencies: [
                "OpenUIKit", "SegueRender", "SegueTestSupport", "CSegueTestingLoad",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),

        // MARK: The catalogue (issue 13): imports OpenUIKit only, so it builds against UIKit too
        .target(name: "Segue", dependencies: ["OpenUIKit"]),

        // MARK: Demos and the command-line tool
        .target(name: "SegueDemos", dependencies: ["OpenUIKit", "Segue", "SegueRender"]),
        .executableTarget(
            name: "segue",
            dependencies: [
                "SegueDemos", "SegueRender", "SegueTesting", "OpenUIKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // MARK: segue port (issue 22): iOS source in, Linux-ready source out
        .target(
            name: "SeguePort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]),
        .executableTarget(name: "segue-port", dependencies: ["SeguePort"]),
        .plugin(
            name: "PortPlugin",
            capability: .command(
                intent: .custom(
                    verb: "port",
                    description: "Rewrite iOS sources into Linux-ready sources (segue port)"),
                permissions: [
                    .writeToPackageDirectory(reason: "segue port writes the ported sources")
                ]),
            dependencies: ["segue-port"]),
        // Linux: OpenUIKit re-exported. Apple platforms: the closure forms over UIKit.
        .target(name: "UIKitClosures", dependencies: ["OpenUIKit"]),

        // MARK: Fuzzing (Fuzz/run.sh builds this with libFuzzer; plain builds give a replay tool)
        .executableTarget(
            name: "PNGDecodeFuzzer", dependencies: ["SegueCodecs"], path: "Fuzz/PNGDecodeFuzzer"),
        .executableTarget(
            name: "JPEGDecodeFuzzer", dependencies: ["SegueCodecs"], path: "Fuzz/JPEGDecodeFuzzer"),
        // Long runs of the transition fuzzer (Scripts/fuzz-transitions.sh).
        .executableTarget(
            name: "FuzzTransitions", dependencies: ["SegueTesting", "OpenUIKit"],
            path: "Fuzz/FuzzTransitions"),

        // MARK: Tests
        .testTarget(
            name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "SegueTestSupport"]),
        .testTarget(
            name: "OpenQuartzCoreTests", dependencies: ["OpenQuartzCore", "SegueTestSupport"]),
        .testTarget(
            name: "OpenUIKitTests", dependencies: ["OpenUIKit", "SegueTesting"],
            exclude: ["PublicSurface"]),
        .testTarget(
            name: "SegueCodecsTests", dependencies: ["SegueCodecs", "SegueTestSupport"],
            exclude: ["PNGFuzzRegressions", "JPEGFuzzSeeds"]
        ),
        .testTarget(
            name: "SegueRenderTests",
            dependencies: [
                "SegueRender", "SegueTesting", "OpenUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "SegueDemosTests", dependencies: ["SegueDemos", "SegueRender", "OpenUIKit"]),
        .testTarget(name: "SegueToolTests", dependencies: ["SegueRender", "SegueTestSupport"]),
        .testTarget(
            name: "SegueTestingTests",
            dependencies: [
                "SegueTesting", "SegueRender", "OpenUIKit", "SegueTestFixtures",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "SegueTests",
            dependencies: [
                "Segue", "SegueTesting", "SegueRender", "OpenUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        // The documentation's Swift blocks, each the text of a file here (DocBlocksTests), run.
        .testTarget(
            name: "DocExamplesTests",
            dependencies: [
                "Segue", "SegueTesting", "OpenUIKit", "SegueTestFixtures",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Examples/__Snapshots__"]),
        // App-style code that imports only OpenUIKit, as an iOS app imports UIKit (and the shared
        // fixtures, written the same way).
        .testTarget(name: "RealUIKitCodeTests", dependencies: ["OpenUIKit", "SegueTestFixtures"]),
        // The same kind of code in the Swift 5 language mode, as most apps still compile.
        .testTarget(
            name: "RealUIKitCodeSwift5Tests", dependencies: ["OpenUIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // segue port: its corpus (each rewrite before and after), idempotence, line numbers,
        // reports and bad input; the after files are compiled here, against OpenUIKit.
        .testTarget(
            name: "SeguePortTests",
            dependencies: ["SeguePort", "OpenUIKit", "UIKitClosures", "SegueTestSupport"],
            exclude: ["Corpus/Before", "Corpus/Reported"]),
        // The repository held to its documents: every path and section its text cites exists, and
        // every target imports only what Docs/Architecture.md allows it.
        .testTarget(name: "RepositoryTests"),
    ],
    swiftLanguageModes: [.v6]
)
