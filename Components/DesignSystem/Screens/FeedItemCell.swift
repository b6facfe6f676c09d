import UIKit

/// A card of the feed: a place's name, where it is and what it is like, stacked with Auto
/// Layout on the surface color, as tall as its text needs.
public final class FeedItemCell: UICollectionViewCell {
    let titleLabel = TitleLabel()
    let infoLabel = InfoLabel()
    let bodyLabel = BodyLabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = ColorTokens.surface
        contentView.layer.cornerRadius = SpacingTokens.cornerRadius
        contentView.clipsToBounds = true
        let stack = UIStackView(arrangedSubviews: [titleLabel, infoLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = SpacingTokens.extraSmall
        stack.setCustomSpacing(SpacingTokens.small, after: infoLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: SpacingTokens.medium),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: SpacingTokens.medium),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -SpacingTokens.medium),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -SpacingTokens.medium),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows `item`.
    func configure(with item: FeedViewController.Item) {
        titleLabel.text = item.title
        infoLabel.text = item.area
        bodyLabel.text = item.body
    }
}
