# Shared by the scripts that test the kit as a user meets it (Scripts/kit-end-to-end.sh,
# Scripts/docs-end-to-end.sh, Scripts/isolation-check.sh, Benchmarks/snapshot-scale/run.sh).
# Source it after setting REPO (the repository's root).

# write_kit_manifest FILE PRODUCT...
# The manifest of the package these scripts build: `KitExample`, depending on Segue by path and on
# swift-snapshot-testing 1.19.7, with one test target `KitExampleTests` that uses the named
# products of Segue and SnapshotTesting. One name and one set of dependencies for all, so the
# scratch folder's build of Segue (.build-kit-e2e) is shared between them.
write_kit_manifest() {
  local file=$1
  shift
  local package
  package="$(basename "$REPO")"
  {
    cat <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "KitExample",
    dependencies: [
        .package(path: "$REPO"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .testTarget(
            name: "KitExampleTests",
            dependencies: [
MANIFEST
    for product in "$@"; do
      echo "                .product(name: \"$product\", package: \"$package\"),"
    done
    cat <<MANIFEST
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
  } >"$file"
}

# e2e_begin LABEL: the work folder (WORK), the failure count, PASS/FAIL lines (pass, fail), and
# the clean-up that keeps WORK when something failed or KIT_E2E_KEEP=1.
e2e_begin() {
  E2E_LABEL=$1
  WORK="$(mktemp -d "${TMPDIR:-/tmp}/segue-$E2E_LABEL.XXXXXX")"
  FAILURES=0
  START=$SECONDS
  trap e2e_cleanup EXIT
}

e2e_cleanup() {
  if [ "${KIT_E2E_KEEP:-0}" = 1 ] || [ "$FAILURES" -gt 0 ]; then
    echo "$E2E_LABEL: kept $WORK"
  else
    rm -rf "$WORK"
  fi
}

pass() { echo "PASS: $*"; }
fail() {
  echo "FAIL: $*"
  FAILURES=$((FAILURES + 1))
}
