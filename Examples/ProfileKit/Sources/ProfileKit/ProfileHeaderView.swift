import UIKit

/// A profile's header: a round avatar on the left; name, subtitle and an optional badge
/// stacked beside it; a follow button under them.
public final class ProfileHeaderView: UIView {
    public let avatarView = UIImageView()
    public let nameLabel = UILabel()
    public let subtitleLabel = UILabel()
    public let badgeLabel = BadgeLabel()
    public let followButton = PillButton(type: .custom)
    private let textStack = UIStackView()

    public static let avatarSize: CGFloat = 64
    public static let margin: CGFloat = 16

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpViews()
    }

    private func setUpViews() {
        backgroundColor = .systemBackground

        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = ProfileHeaderView.avatarSize / 2
        avatarView.backgroundColor = .secondarySystemBackground
        addSubview(avatarView)

        nameLabel.font = UIFont.boldSystemFont(ofSize: 20)
        nameLabel.numberOfLines = 1
        subtitleLabel.font = UIFont.systemFont(ofSize: 14)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0

        textStack.axis = .vertical
        textStack.alignment = .leading
        textStack.spacing = 4
        textStack.translatesAutoresizingMaskIntoConstraints = false
        [nameLabel, subtitleLabel, badgeLabel].forEach { textStack.addArrangedSubview($0) }
        addSubview(textStack)

        followButton.translatesAutoresizingMaskIntoConstraints = false
        followButton.setTitle("Follow", for: .normal)
        addSubview(followButton)

        let margin = ProfileHeaderView.margin
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margin),
            avatarView.topAnchor.constraint(equalTo: topAnchor, constant: margin),
            avatarView.widthAnchor.constraint(equalToConstant: ProfileHeaderView.avatarSize),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

            textStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            textStack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -margin),
            textStack.topAnchor.constraint(equalTo: avatarView.topAnchor),

            followButton.leadingAnchor.constraint(equalTo: textStack.leadingAnchor),
            followButton.topAnchor.constraint(greaterThanOrEqualTo: textStack.bottomAnchor, constant: 12),
            followButton.topAnchor.constraint(greaterThanOrEqualTo: avatarView.bottomAnchor, constant: 12),
            followButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -margin),
        ])
    }

    /// Shows a profile; a `nil` badge hides the badge and closes its gap.
    public func configure(name: String, subtitle: String, badge: String?, avatar: UIImage?) {
        nameLabel.text = name
        subtitleLabel.text = subtitle
        badgeLabel.text = badge
        badgeLabel.isHidden = badge == nil
        avatarView.image = avatar
    }
}
