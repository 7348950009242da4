// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Badges",
    dependencies: [
        .package(path: "../Segue"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .target(name: "Badges", dependencies: [.product(name: "OpenUIKit", package: "Segue")]),
        .testTarget(
            name: "BadgesTests",
            dependencies: [
                "Badges",
                .product(name: "OpenUIKit", package: "Segue"),
                .product(name: "SegueTesting", package: "Segue"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),  // the references: not sources, not resources
    ],
    swiftLanguageModes: [.v6]
)
