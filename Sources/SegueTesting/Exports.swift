// The seeded generator lives in a module of its own so that the leaf modules' tests can use it
// without the kit; kit users get it with `import SegueTesting`.
@_exported import SegueTestSupport
