import Foundation
import Testing

/// `Docs/Architecture.md`'s module table is the package: it lists every target of
/// `Package.swift` and every dependency each declares, its rows are in dependency order, and no
/// target's sources import more than its row allows or re-export other than its row says.
@Suite struct ModuleStructureTests {
    let repository = Repository()
    var table: ModuleTable { ModuleTable(text: repository.text(ModuleTable.document)) }
    var manifest: PackageManifest { PackageManifest(text: repository.text("Package.swift")) }

    /// Modules every target may import: the platform's.
    static let platform: Set<String> = [
        "Foundation", "FoundationEssentials", "Dispatch", "Observation", "Glibc", "Musl", "Darwin",
        "Synchronization",
    ]
    /// What test targets may import besides.
    static let testing: Set<String> = ["Testing", "XCTest"]

    @Test func theTableListsEveryTargetOfThePackageAndNothingElse() throws {
        let targets = Set(manifest.targets.map(\.name))
        try #require(targets.count > 20, "Package.swift read from \(repository.root.path)")
        let rows = table.rows.map(\.module)
        #expect(Set(rows).subtracting(targets).sorted() == [], "rows with no target")
        #expect(targets.subtracting(rows).sorted() == [], "targets missing from the table")
        #expect(rows.count == Set(rows).count, "a module listed twice")
    }

    @Test func everyDependencyInThePackageIsOneTheTableAllows() {
        let modules = Set(table.rows.map(\.module))
        var mismatches: [String] = []
        for target in manifest.targets {
            let allowed = table.row(target.name)?.mayImport ?? []
            for missing in target.dependencies.subtracting(allowed).sorted() {
                mismatches.append("\(target.name) depends on \(missing), not in its row")
            }
            let listed = allowed.intersection(modules).subtracting(target.dependencies)
            for extra in listed.sorted() {
                mismatches.append("\(target.name)'s row allows \(extra), not a dependency")
            }
        }
        #expect(mismatches == [])
    }

    @Test func aModuleImportsOnlyRowsAboveIt() {
        let order = Dictionary(
            table.rows.enumerated().map { ($0.element.module, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        var upward: [String] = []
        for (position, row) in table.rows.enumerated() {
            for module in row.mayImport.sorted() where (order[module] ?? -1) >= position {
                upward.append("\(row.module) imports \(module), listed below it")
            }
        }
        #expect(upward == [])
    }

    @Test func everyTargetImportsOnlyWhatItsRowAllows() throws {
        var violations: [String] = []
        var importsRead = 0
        for target in manifest.targets {
            let allowed = table.allowedImports(of: target.name)
                .union(Self.platform)
                .union(target.kind == .testTarget ? Self.testing : [])
            for found in imports(of: target) {
                importsRead += 1
                if found.module != target.name && !allowed.contains(found.module) {
                    violations.append(
                        "\(found.place): \(target.name) imports \(found.module), which "
                            + "\(ModuleTable.document) does not allow it")
                }
            }
        }
        try #require(importsRead > 500, "the sources were read")
        #expect(violations == [])
    }

    @Test func theReExportsAreTheOnesTheTableNames() {
        var mismatches: [String] = []
        for target in manifest.targets {
            let exported = Set(imports(of: target).filter(\.isExported).map(\.module))
            let listed = table.row(target.name)?.reExports ?? []
            if exported != listed {
                mismatches.append(
                    "\(target.name) re-exports \(exported.sorted()), its row says \(listed.sorted())"
                )
            }
        }
        #expect(mismatches == [])
    }

    @Test func theFixturesAndTheRunnerStayOutOfTheLibraryProducts() {
        let products = repository.text("Package.swift")
        #expect(!products.contains(#".library(name: "SegueTestFixtures""#))
        #expect(!products.contains(#"targets: ["SegueTestFixtures"]"#))
        #expect(table.row("SegueTestSupport")?.mayImport == [], "the leaf tests use it: no UIKit")
    }

    /// The imports of `target`'s Swift sources (DocC catalogues, whose code is the reader's, left
    /// out).
    private func imports(of target: PackageManifest.Target) -> [SourceImports.Import] {
        let files = repository.files(
            under: target.path, skippingSuffixes: ["__Snapshots__", ".docc"])
        return SourceImports.all(in: files, of: repository)
    }
}
