import UIKit

/// The video screen, whose layout follows the size class. In portrait (regular height) the
/// video sits above the comments with a comment field at the bottom; in landscape (compact
/// height) the video fills the screen, the comments float translucent over its right half,
/// and a comment button replaces the field. The comments scroll, and in landscape they end
/// above the comment button, so the button never covers one.
public final class VideoViewController: UIViewController {
    public let videoView = UIView()
    /// The comments, packed at the top of their panel.
    public let commentsView = UIStackView()
    /// Scrolls the comments when they are more than the panel shows (large text, landscape).
    public let commentsScroll = UIScrollView()
    /// The area the comments occupy: below the video in portrait, a translucent half over
    /// it in landscape.
    public let commentsPanel = UIView()
    public let commentField = UIView()
    public let commentButton = PrimaryActionButton(title: String(localized: "コメント", bundle: .module))
    private let placeholder = InfoLabel(text: String(localized: "コメントを書く", bundle: .module))
    private let visibleVideo = UILayoutGuide()
    private var portrait: [NSLayoutConstraint] = []
    private var landscape: [NSLayoutConstraint] = []

    /// Whether the landscape layout is in effect.
    public private(set) var isLandscape = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = ColorTokens.background
        videoView.backgroundColor = ColorTokens.media
        let play = UIImageView(image: UIImage(named: "play", in: .module, compatibleWith: nil))
        play.tintColor = ColorTokens.onMedia
        play.translatesAutoresizingMaskIntoConstraints = false
        videoView.addSubview(play)
        commentsView.axis = .vertical
        commentsView.spacing = SpacingTokens.small
        commentsView.isLayoutMarginsRelativeArrangement = true
        let comments: [(name: String, text: String, language: String)] = [
            ("さくら", "最高の眺め！", "ja"), ("Ken", "Amazing view from Nihonbashi.", "en"), ("ゆう", "また行きたい", "ja"),
        ]
        for comment in comments {
            commentsView.addArrangedSubview(BodyLabel(text: "\(comment.name)：\(comment.text)", language: comment.language))
        }
        commentField.backgroundColor = ColorTokens.surface
        commentField.layer.cornerRadius = SpacingTokens.cornerRadius
        placeholder.translatesAutoresizingMaskIntoConstraints = false
        commentField.addSubview(placeholder)
        commentsView.translatesAutoresizingMaskIntoConstraints = false
        commentsScroll.translatesAutoresizingMaskIntoConstraints = false
        commentsPanel.addSubview(commentsScroll)
        commentsScroll.addSubview(commentsView)
        view.addLayoutGuide(visibleVideo)
        for subview in [videoView, commentsPanel, commentField, commentButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            // The play button centres in the part of the video the comments leave visible.
            visibleVideo.leadingAnchor.constraint(equalTo: videoView.leadingAnchor),
            visibleVideo.topAnchor.constraint(equalTo: videoView.topAnchor),
            visibleVideo.bottomAnchor.constraint(equalTo: videoView.bottomAnchor),
            play.centerXAnchor.constraint(equalTo: visibleVideo.centerXAnchor),
            play.centerYAnchor.constraint(equalTo: visibleVideo.centerYAnchor),
            placeholder.leadingAnchor.constraint(equalTo: commentField.leadingAnchor, constant: SpacingTokens.medium),
            placeholder.centerYAnchor.constraint(equalTo: commentField.centerYAnchor),
            placeholder.topAnchor.constraint(greaterThanOrEqualTo: commentField.topAnchor, constant: SpacingTokens.small),
            placeholder.bottomAnchor.constraint(lessThanOrEqualTo: commentField.bottomAnchor, constant: -SpacingTokens.small),
            commentsScroll.topAnchor.constraint(equalTo: commentsPanel.topAnchor),
            commentsScroll.leadingAnchor.constraint(equalTo: commentsPanel.leadingAnchor),
            commentsScroll.trailingAnchor.constraint(equalTo: commentsPanel.trailingAnchor),
            commentsView.topAnchor.constraint(equalTo: commentsScroll.contentLayoutGuide.topAnchor),
            commentsView.leadingAnchor.constraint(equalTo: commentsScroll.contentLayoutGuide.leadingAnchor),
            commentsView.trailingAnchor.constraint(equalTo: commentsScroll.contentLayoutGuide.trailingAnchor),
            commentsView.bottomAnchor.constraint(equalTo: commentsScroll.contentLayoutGuide.bottomAnchor),
            commentsView.widthAnchor.constraint(equalTo: commentsScroll.frameLayoutGuide.widthAnchor),
        ])
        let safe = view.safeAreaLayoutGuide
        let preferredFieldHeight = commentField.heightAnchor.constraint(equalToConstant: 44)
        preferredFieldHeight.priority = .defaultLow
        portrait = [
            videoView.topAnchor.constraint(equalTo: safe.topAnchor),
            videoView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            videoView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            videoView.heightAnchor.constraint(equalTo: videoView.widthAnchor, multiplier: 9.0 / 16),
            visibleVideo.trailingAnchor.constraint(equalTo: videoView.trailingAnchor),
            commentsPanel.topAnchor.constraint(equalTo: videoView.bottomAnchor),
            commentsPanel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            commentsPanel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            commentsPanel.bottomAnchor.constraint(equalTo: commentField.topAnchor, constant: -SpacingTokens.small),
            commentsScroll.bottomAnchor.constraint(equalTo: commentsPanel.bottomAnchor),
            commentField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            commentField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            commentField.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -SpacingTokens.small),
            // 44 points, or taller when large text needs it.
            commentField.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            preferredFieldHeight,
        ]
        landscape = [
            videoView.topAnchor.constraint(equalTo: view.topAnchor),
            videoView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            videoView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            videoView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            visibleVideo.trailingAnchor.constraint(equalTo: commentsPanel.leadingAnchor),
            commentsPanel.topAnchor.constraint(equalTo: view.topAnchor),
            commentsPanel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            commentsPanel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            commentsPanel.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            commentButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -SpacingTokens.medium),
            commentButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -SpacingTokens.medium),
            // The comments end above the button, which floats over the panel.
            commentsScroll.bottomAnchor.constraint(equalTo: commentButton.topAnchor, constant: -SpacingTokens.small),
        ]
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (controller: VideoViewController, _: UITraitCollection) in
            controller.applyLayout()
        }
        applyLayout()
    }

    public override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        updateCommentMargins()
    }

    /// Swaps the constraint sets for the vertical size class.
    private func applyLayout() {
        let landscapeNow = traitCollection.verticalSizeClass == .compact
        isLandscape = landscapeNow
        NSLayoutConstraint.deactivate(landscapeNow ? portrait : landscape)
        NSLayoutConstraint.activate(landscapeNow ? landscape : portrait)
        commentField.isHidden = landscapeNow
        commentButton.isHidden = !landscapeNow
        commentsPanel.backgroundColor = landscapeNow ? ColorTokens.mediaOverlay : nil
        updateCommentMargins()
    }

    /// In landscape the panel runs under the status bar and home indicator; its comments keep
    /// clear of them.
    private func updateCommentMargins() {
        let safe = view.safeAreaInsets
        commentsView.layoutMargins = isLandscape
            ? UIEdgeInsets(top: safe.top + SpacingTokens.medium, left: SpacingTokens.medium, bottom: SpacingTokens.medium,
                           right: safe.right + SpacingTokens.medium)
            : UIEdgeInsets(top: SpacingTokens.medium, left: SpacingTokens.medium, bottom: SpacingTokens.medium, right: SpacingTokens.medium)
    }
}
