import ViewKit

/// The place screen from the seeds: a title, an info line and a body in a stack view (hiding
/// the info line closes its gap), and the primary action pinned by centerX and bottom only.
public final class PlaceScreen: View {
    public let titleLabel = TitleLabel(text: "日本橋人形町", language: .japanese)
    public let infoLabel = InfoLabel(text: "東京都中央区", language: .japanese)
    public let bodyLabel = BodyLabel(text: "甘酒横丁と人形焼の町。江戸の面影を残す路地に、老舗の暖簾が並ぶ。", language: .japanese)
    public let actionButton = PrimaryActionButton(title: "予約する", language: .japanese)
    private let stack: StackView

    /// Whether the info line shows.
    public var showsInfo: Bool {
        get { !infoLabel.isHidden }
        set { infoLabel.isHidden = !newValue }
    }

    public override init(frame: Rect = .zero) {
        stack = StackView(arrangedSubviews: [titleLabel, infoLabel, bodyLabel])
        super.init(frame: frame)
        backgroundColor = ColorTokens.background
        stack.axis = .vertical
        stack.spacing = SpacingTokens.small
        stack.setCustomSpacing(SpacingTokens.medium, after: infoLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        actionButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        addSubview(actionButton)
        layoutMargins = EdgeInsets(all: SpacingTokens.medium)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: SpacingTokens.medium),
            // The button's intrinsic size gives its width and height.
            actionButton.centerXAnchor.constraint(equalTo: centerXAnchor),
            actionButton.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -SpacingTokens.medium),
        ])
    }
}
