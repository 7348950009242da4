// swift-tools-version: 6.1
import PackageDescription

// Frame-cost and view-controller transition benchmarks for the Segue engine, kept in their own package so that the benchmark
// dependency never reaches users of the library. Run from this folder:
//   swift package --disable-sandbox benchmark
let package = Package(
    name: "SegueBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Segue", path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
            traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "FrameBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenQuartzCore", package: "Segue"),
            ],
            path: "Benchmarks/FrameBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // glibc's mallinfo2(), which Swift's Glibc module does not expose.
        .target(name: "CHeapStats", path: "CHeapStats"),
        // View-controller transition cycles (issue 3): the cycle code, shared by the timing
        // benchmark and the memory runner.
        .target(
            name: "TransitionCycles",
            dependencies: ["CHeapStats", .product(name: "OpenUIKit", package: "Segue")],
            path: "TransitionCycles"
        ),
        .executableTarget(
            name: "TransitionBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "TransitionCycles",
            ],
            path: "Benchmarks/TransitionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The constraint solver (issue 11 §3): solving and re-solving a 200-constraint column.
        .executableTarget(
            name: "ConstraintBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ConstraintSolver", package: "Segue"),
            ],
            path: "Benchmarks/ConstraintBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Auto Layout (issue 11 §3): a 200-constraint screen re-laid out after one constant change.
        .executableTarget(
            name: "AutoLayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenUIKit", package: "Segue"),
            ],
            path: "Benchmarks/AutoLayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Tables (issue 23 §2): a 10,000-row self-sizing table lays out a screenful.
        .executableTarget(
            name: "TableBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenUIKit", package: "Segue"),
            ],
            path: "Benchmarks/TableBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A filmstrip snapshot test through SegueTesting (issue 12): play, draw, compose, compare.
        .executableTarget(
            name: "SnapshotBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Segue", package: "Segue"),
                .product(name: "SegueTesting", package: "Segue"),
            ],
            path: "Benchmarks/SnapshotBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A table's heap for 1,000 and 100,000 rows: swift run -c release TableMemory
        .executableTarget(
            name: "TableMemory",
            dependencies: ["CHeapStats", .product(name: "OpenUIKit", package: "Segue")],
            path: "TableMemory"
        ),
        // Memory and live objects after every 100 cycles: swift run -c release TransitionMemory
        .executableTarget(
            name: "TransitionMemory",
            dependencies: ["TransitionCycles"],
            path: "TransitionMemory"
        ),
        // GIFEncoder against Pillow (gif/measure.sh builds this in release and runs it).
        .executableTarget(
            name: "GIFBenchmark",
            dependencies: [.product(name: "SegueCodecs", package: "Segue")],
            path: "gif",
            exclude: ["measure.sh", "measure.py"]
        ),
        // RGBAImage.pngData() on one and on every core, against Pillow (png/measure.sh).
        .executableTarget(
            name: "PNGBenchmark",
            dependencies: [.product(name: "SegueCodecs", package: "Segue")],
            path: "png",
            exclude: ["measure.sh"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
