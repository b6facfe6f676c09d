import UIKit

/// The place screen: a title, an info line and a body in a stack view (hiding the info line
/// closes its gap) that scrolls when large text makes it taller than the screen, and the
/// primary action pinned by centerX and bottom only (its intrinsic size gives the rest); the
/// text ends above the action, so the action never covers it.
public final class PlaceViewController: UIViewController {
    // Texts from the String Catalog, in the device's language (and its glyph forms).
    public let titleLabel = TitleLabel(text: String(localized: "日本橋人形町", bundle: .module))
    public let infoLabel = InfoLabel(text: String(localized: "東京都中央区", bundle: .module))
    public let bodyLabel = BodyLabel(text: String(localized: "甘酒横丁と人形焼の町。江戸の面影を残す路地に、老舗の暖簾が並ぶ。", bundle: .module))
    public let actionButton = PrimaryActionButton(title: String(localized: "予約する", bundle: .module))
    /// Scrolls the text when it is taller than the space above the action.
    public let scrollView = UIScrollView()

    /// Whether the info line shows.
    public var showsInfo = true {
        didSet { infoLabel.isHidden = !showsInfo }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "スポット", bundle: .module)
        navigationItem.largeTitleDisplayMode = .always
        view.backgroundColor = ColorTokens.background
        let stack = UIStackView(arrangedSubviews: [titleLabel, infoLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = SpacingTokens.small
        stack.setCustomSpacing(SpacingTokens.medium, after: infoLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        actionButton.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        view.addSubview(scrollView)
        view.addSubview(actionButton)
        infoLabel.isHidden = !showsInfo
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: actionButton.topAnchor, constant: -SpacingTokens.small),
            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: SpacingTokens.medium),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -SpacingTokens.medium),
            actionButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            actionButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -SpacingTokens.medium),
        ])
    }
}
