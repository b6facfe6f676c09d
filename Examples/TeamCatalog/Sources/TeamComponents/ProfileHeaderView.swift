#if os(iOS)
import UIKit

/// The header of a profile screen, laid out in ProfileHeaderView.xib: the person's name and a
/// follow button. Its outlets are private, as Xcode writes them when a view is dragged in.
public final class ProfileHeaderView: UIView {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var followButton: UIButton!

    /// How many times the follow button was tapped.
    public private(set) var followTaps = 0

    /// The name the header shows.
    public var name: String? {
        get { nameLabel?.text }
        set { nameLabel?.text = newValue }
    }

    @IBAction private func followTapped(_ sender: UIButton) {
        followTaps += 1
        followButton.isSelected.toggle()
    }
}
#endif
