// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "SegueRender", targets: ["SegueRender"]),
    ],
    targets: [
        // MARK: System libraries
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),

        // MARK: Engine
        .target(name: "OpenQuartzCore"),
        .target(name: "OpenUIKit", dependencies: ["OpenQuartzCore", "CFreeType"]),
        .target(name: "SegueRender", dependencies: ["OpenUIKit", "CZlib", "CFreeType"]),

        // MARK: Tests
        .testTarget(name: "OpenQuartzCoreTests", dependencies: ["OpenQuartzCore"]),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit"]),
        .testTarget(name: "SegueRenderTests", dependencies: ["SegueRender"]),
    ],
    swiftLanguageModes: [.v6]
)
