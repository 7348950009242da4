// The closure forms OpenUIKit documents in place of target–action (Docs/Porting.md, "Closure
// forms"), for both platforms: here OpenUIKit itself; on Apple platforms, the same declarations
// over UIKit, each an Objective-C trampoline. A file ported by hand the documented way imports
// this module and compiles for both.
#if canImport(UIKit)
    @_exported import UIKit
#else
    @_exported import OpenUIKit
#endif
