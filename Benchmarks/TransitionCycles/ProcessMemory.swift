import CHeapStats
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The process's memory, as Linux reports it.
public struct ProcessMemory: Sendable {
    /// Resident set size in bytes (`/proc/self/statm`, second field × page size); 0 when unknown.
    public var residentBytes: Int
    /// Bytes in use in the malloc heap (`mallinfo2().uordblks`, glibc); 0 when unknown.
    public var heapInUseBytes: Int

    /// Reads the current figures.
    public static func now() -> ProcessMemory {
        ProcessMemory(residentBytes: resident(), heapInUseBytes: heapInUse())
    }

    private static func resident() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
            return 0
        }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        #if canImport(Glibc)
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            return pages * 4096
        #endif
    }

    private static func heapInUse() -> Int {
        Int(segue_heap_in_use_bytes())
    }
}
