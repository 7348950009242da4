// swift-format-ignore-file
import UIKit

final class ProfileViewController: UIViewController {
    private(set) var layouts = 0
    let avatar = UIView()
}

extension ProfileViewController {
    @objc override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layouts += 1
        avatar.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
    }

    func avatarSide() -> CGFloat {
        avatar.bounds.width
    }
}
