import UIKit

/// A profile screen: the header pinned under the top of the safe area, a scrollable bio
/// below it, and a Follow bar button that toggles the follow state.
public final class ProfileViewController: UIViewController {
    public let header = ProfileHeaderView()
    public let bioLabel = UILabel()
    public let scrollView = UIScrollView()
    public private(set) var isFollowing = false
    public private(set) var appearances = 0

    public var profileName: String

    public init(name: String) {
        profileName = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    public required init?(coder: NSCoder) {
        profileName = ""
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Follow", style: .plain, target: nil, action: nil)

        header.translatesAutoresizingMaskIntoConstraints = false
        header.configure(name: profileName, subtitle: "Profile", badge: nil, avatar: nil)
        view.addSubview(header)

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        bioLabel.translatesAutoresizingMaskIntoConstraints = false
        bioLabel.numberOfLines = 0
        bioLabel.font = UIFont.preferredFont(forTextStyle: .body)
        scrollView.addSubview(bioLabel)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: guide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            scrollView.topAnchor.constraint(equalTo: header.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            bioLabel.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            bioLabel.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            bioLabel.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
            bioLabel.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    /// Toggles following and retitles the bar button.
    public func toggleFollow() {
        isFollowing.toggle()
        navigationItem.rightBarButtonItem?.title = isFollowing ? "Following" : "Follow"
    }
}
