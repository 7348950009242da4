// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/CardView+Layout.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/CardView+Layout.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

extension CardView {





}
#sourceLocation()
