// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/ExtensionOverrides.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/ExtensionOverrides.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

final class ProfileViewController: UIViewController {
    private(set) var layouts = 0
    let avatar = UIView()
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/ExtensionOverrides.swift", line: 10)
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layouts += 1
        avatar.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
    }
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/ExtensionOverrides.swift", line: 7)
}

extension ProfileViewController {






    func avatarSide() -> CGFloat {
        avatar.bounds.width
    }
}
#sourceLocation()
