import Foundation
import OpenUIKit

/// The systems of seed article 004 (being written).
public enum Seed004 {
    /// The article's demos.
    public static var demos: [Demo] { [] }
}
