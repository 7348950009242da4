import Foundation
import OpenUIKit

/// The systems of seed article 001 (being written).
public enum Seed001 {
    /// The article's demos.
    public static var demos: [Demo] { [] }
}
