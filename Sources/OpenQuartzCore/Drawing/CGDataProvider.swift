import Foundation

/// Core Foundation's URL type; Foundation's `URL` here, as the two are bridged on Apple
/// platforms, so that `url as CFURL` compiles unchanged.
public typealias CFURL = URL
/// Core Foundation's data type; Foundation's `Data` here (`data as CFData` compiles unchanged).
public typealias CFData = Data
/// Core Foundation's string type; Swift's `String` here (`name as CFString` compiles unchanged).
public typealias CFString = String
/// Core Foundation's error type; Foundation's `NSError` here, as on Apple platforms they are
/// bridged (`Unmanaged<CFError>` out-parameters work unchanged).
public typealias CFError = NSError

/// A source of bytes for Core Graphics, as `CGDataProvider`: here the whole contents of a file
/// or of a `Data`, read when the provider is made.
public final class CGDataProvider {
    /// The bytes provided.
    package let bytes: Data

    /// A provider of the file at `url`; nil when it cannot be read.
    public init?(url: CFURL) {
        guard let bytes = try? Data(contentsOf: url) else { return nil }
        self.bytes = bytes
    }

    /// A provider of `data`.
    public init?(data: CFData) {
        bytes = data
    }

    /// A copy of the bytes provided.
    public var data: CFData? { bytes }
}
