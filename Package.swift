// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "SegueRender", targets: ["SegueRender"]),
        .library(name: "SegueDemos", targets: ["SegueDemos"]),
        .executable(name: "segue", targets: ["segue"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // MARK: System libraries
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),

        // MARK: Engine
        // Cassowary linear constraint solver (issue 11 §3): a leaf, knows nothing of views.
        .target(name: "ConstraintSolver"),
        .target(name: "OpenQuartzCore"),
        .target(name: "OpenUIKit", dependencies: ["OpenQuartzCore", "CFreeType"]),
        .target(name: "SegueRender", dependencies: ["OpenUIKit", "CZlib", "CFreeType"]),

        // MARK: Demos and the command-line tool
        .target(name: "SegueDemos", dependencies: ["OpenUIKit", "SegueRender"]),
        .executableTarget(name: "segue", dependencies: [
            "SegueDemos", "SegueRender",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // MARK: Tests
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "OpenQuartzCoreTests", dependencies: ["OpenQuartzCore"]),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit"]),
        .testTarget(name: "SegueRenderTests", dependencies: ["SegueRender"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SegueDemosTests", dependencies: ["SegueDemos", "SegueRender"]),
        .testTarget(name: "SegueToolTests", dependencies: ["SegueRender"]),
    ],
    swiftLanguageModes: [.v6]
)
