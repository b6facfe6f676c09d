#if os(iOS)
import UIKit

/// A person's card: avatar initials in a circle, name, handle, a follow button and a rating.
/// The follow button toggles "Follow" and "Following".
@IBDesignable
public final class ProfileCardView: UIView {
    @IBOutlet public private(set) weak var nameLabel: UILabel!
    @IBOutlet public private(set) weak var handleLabel: UILabel!
    @IBOutlet public private(set) weak var followButton: UIButton!
    @IBOutlet public private(set) weak var ratingView: RatingView!
    private let avatar = UILabel()

    @IBInspectable public var name: String = "" {
        didSet { update() }
    }

    @IBInspectable public var handle: String = "" {
        didSet { update() }
    }

    @IBInspectable public var isFollowing: Bool = false {
        didSet { followButton.setNeedsUpdateConfiguration() }
    }

    public var onFollowChange: ((Bool) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        build()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)

        avatar.textAlignment = .center
        avatar.font = .systemFont(ofSize: 20, weight: .semibold)
        avatar.textColor = .white
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 28
        avatar.layer.masksToBounds = true
        avatar.translatesAutoresizingMaskIntoConstraints = false

        let name = UILabel()
        name.font = .preferredFont(forTextStyle: .headline)
        name.adjustsFontForContentSizeCategory = true
        let handle = UILabel()
        handle.font = .preferredFont(forTextStyle: .subheadline)
        handle.textColor = .secondaryLabel
        handle.adjustsFontForContentSizeCategory = true
        let rating = RatingView()
        let texts = UIStackView(arrangedSubviews: [name, handle, rating])
        texts.axis = .vertical
        texts.alignment = .leading
        texts.spacing = 4

        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .small
        let follow = UIButton(configuration: configuration)
        follow.configurationUpdateHandler = { [weak self] button in
            var updated = button.configuration
            let following = self?.isFollowing ?? false
            updated?.title = following ? "Following" : "Follow"
            updated?.baseBackgroundColor = following ? .systemGray5 : .systemBlue
            updated?.baseForegroundColor = following ? .label : .white
            button.configuration = updated
        }
        follow.addTarget(self, action: #selector(followTapped), for: .touchUpInside)
        follow.setContentHuggingPriority(.required, for: .horizontal)
        follow.setContentCompressionResistancePriority(.required, for: .horizontal)

        let row = UIStackView(arrangedSubviews: [avatar, texts, follow])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 56),
            avatar.heightAnchor.constraint(equalToConstant: 56),
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        nameLabel = name
        handleLabel = handle
        followButton = follow
        ratingView = rating
        update()
    }

    @objc private func followTapped() {
        isFollowing.toggle()
        onFollowChange?(isFollowing)
    }

    private func update() {
        nameLabel.text = name
        handleLabel.text = handle.isEmpty ? nil : "@" + handle
        let initials = name.split(separator: " ").compactMap(\.first).prefix(2)
        avatar.text = String(initials).uppercased()
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        name = "Aiko Tanaka"
        handle = "aiko"
    }
}
#endif
