import ViewKit

/// The video screen from the seeds, whose layout follows the size class. In portrait
/// (regular height) the video sits above the comments with a comment field at the bottom;
/// in landscape (compact height) the video fills the screen, the comments float
/// translucent over its right half, and a comment button replaces the field.
public final class VideoScreen: View {
    public let videoView = View()
    /// The comments, packed at the top of their panel.
    public let commentsView = StackView()
    /// The area the comments occupy: below the video in portrait, a translucent half over
    /// it in landscape.
    public let commentsPanel = View()
    public let commentField = View()
    public let commentButton = PrimaryActionButton(title: "コメント", language: .japanese)
    private let placeholder = InfoLabel(text: "コメントを書く", language: .japanese)
    private let visibleVideo = LayoutGuide()
    private var portrait: [LayoutConstraint] = []
    private var landscape: [LayoutConstraint] = []

    /// Whether the landscape layout is in effect.
    public private(set) var isLandscape = false

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = ColorTokens.background
        videoView.backgroundColor = ColorTokens.media
        let play = ImageView(image: Self.playIcon)
        play.tintColor = ColorTokens.onMedia
        play.frame = Rect(x: 0, y: 0, width: 44, height: 44)
        play.translatesAutoresizingMaskIntoConstraints = false
        videoView.addSubview(play)
        commentsView.axis = .vertical
        commentsView.spacing = SpacingTokens.small
        commentsView.isLayoutMarginsRelativeArrangement = true
        commentsView.layoutMargins = EdgeInsets(all: SpacingTokens.medium)
        let comments: [(name: String, text: String, language: Language)] = [
            ("さくら", "最高の眺め！", .japanese), ("Ken", "Amazing view from Nihonbashi.", .english), ("ゆう", "また行きたい", .japanese),
        ]
        for (name, text, language) in comments {
            let line = BodyLabel(text: "\(name)：\(text)", language: language)
            commentsView.addArrangedSubview(line)
        }
        commentField.backgroundColor = ColorTokens.surface
        commentField.cornerRadius = SpacingTokens.cornerRadius
        placeholder.translatesAutoresizingMaskIntoConstraints = false
        commentField.addSubview(placeholder)
        commentsView.translatesAutoresizingMaskIntoConstraints = false
        commentsPanel.addSubview(commentsView)
        addLayoutGuide(visibleVideo)
        for view in [videoView, commentsPanel, commentField, commentButton] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        LayoutConstraint.activate([
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
            commentsView.topAnchor.constraint(equalTo: commentsPanel.topAnchor),
            commentsView.leadingAnchor.constraint(equalTo: commentsPanel.leadingAnchor),
            commentsView.trailingAnchor.constraint(equalTo: commentsPanel.trailingAnchor),
            commentsView.bottomAnchor.constraint(lessThanOrEqualTo: commentsPanel.bottomAnchor),
        ])
        let safe = safeAreaLayoutGuide
        portrait = [
            videoView.topAnchor.constraint(equalTo: safe.topAnchor),
            videoView.leadingAnchor.constraint(equalTo: leadingAnchor),
            videoView.trailingAnchor.constraint(equalTo: trailingAnchor),
            videoView.heightAnchor.constraint(equalTo: videoView.widthAnchor, multiplier: 9.0 / 16),
            visibleVideo.trailingAnchor.constraint(equalTo: videoView.trailingAnchor),
            commentsPanel.topAnchor.constraint(equalTo: videoView.bottomAnchor),
            commentsPanel.leadingAnchor.constraint(equalTo: leadingAnchor),
            commentsPanel.trailingAnchor.constraint(equalTo: trailingAnchor),
            commentsPanel.bottomAnchor.constraint(equalTo: commentField.topAnchor, constant: -SpacingTokens.small),
            commentField.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            commentField.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            commentField.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -SpacingTokens.small),
            // 44 points, or taller when large text needs it.
            commentField.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            Self.preferred(commentField.heightAnchor.constraint(equalToConstant: 44)),
        ]
        landscape = [
            videoView.topAnchor.constraint(equalTo: topAnchor),
            videoView.bottomAnchor.constraint(equalTo: bottomAnchor),
            videoView.leadingAnchor.constraint(equalTo: leadingAnchor),
            videoView.trailingAnchor.constraint(equalTo: trailingAnchor),
            visibleVideo.trailingAnchor.constraint(equalTo: commentsPanel.leadingAnchor),
            commentsPanel.topAnchor.constraint(equalTo: topAnchor),
            commentsPanel.bottomAnchor.constraint(equalTo: bottomAnchor),
            commentsPanel.trailingAnchor.constraint(equalTo: trailingAnchor),
            commentsPanel.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
            commentButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -SpacingTokens.medium),
            commentButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -SpacingTokens.medium),
        ]
        registerForTraitChanges { view, _ in
            (view as? VideoScreen)?.applyLayout()
        }
        applyLayout()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        if previousTraitCollection == nil { applyLayout() }
    }

    /// `constraint` at low priority: what the layout prefers when nothing requires otherwise.
    private static func preferred(_ constraint: LayoutConstraint) -> LayoutConstraint {
        constraint.priority = .defaultLow
        return constraint
    }

    /// Swaps the constraint sets for the vertical size class.
    private func applyLayout() {
        let landscapeNow = traitCollection.verticalSizeClass == .compact
        isLandscape = landscapeNow
        LayoutConstraint.deactivate(landscapeNow ? portrait : landscape)
        LayoutConstraint.activate(landscapeNow ? landscape : portrait)
        commentField.isHidden = landscapeNow
        commentButton.isHidden = !landscapeNow
        commentsPanel.backgroundColor = landscapeNow ? ColorTokens.mediaOverlay : nil
        // In landscape the panel runs under the status bar and home indicator; its comments
        // keep clear of them.
        commentsView.layoutMargins = landscapeNow
            ? EdgeInsets(top: safeAreaInsets.top + SpacingTokens.medium, left: SpacingTokens.medium,
                         bottom: SpacingTokens.medium, right: safeAreaInsets.right + SpacingTokens.medium)
            : EdgeInsets(all: SpacingTokens.medium)
    }

    private static let playIcon: Image? = (try? Image(data: Data("""
        <svg xmlns="http://www.w3.org/2000/svg" width="44" height="44" viewBox="0 0 44 44">
          <path d="M14 9 L36 22 L14 35 Z" fill="#000"/>
        </svg>
        """.utf8)))?.withRenderingMode(.alwaysTemplate)
}

import Foundation
