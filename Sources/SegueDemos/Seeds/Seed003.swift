import Foundation
import OpenUIKit

/// The systems of seed article 003 (being written).
public enum Seed003 {
    /// The article's demos.
    public static var demos: [Demo] { [] }
}
