import Foundation
import Testing
import ViewKit
@testable import ViewSnapshotTesting

/// The view core's own views against references committed under
/// `Snapshots/ViewCoreSnapshotTests/`, light and dark at @2x, Japanese traits.
@Suite("View core snapshots")
struct ViewCoreSnapshotTests {
    static let traits = [
        TraitCollection(displayScale: 2, userInterfaceStyle: .light, typesettingLanguage: .japanese),
        TraitCollection(displayScale: 2, userInterfaceStyle: .dark, typesettingLanguage: .japanese),
    ]

    static let star = """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
          <path d="M12 2 L15 9 L22 9 L16.5 13.5 L18.5 21 L12 16.5 L5.5 21 L7.5 13.5 L2 9 L9 9 Z" fill="#000"/>
        </svg>
        """

    @Test func titleLabel() {
        assertSnapshots(of: {
            let label = Label(text: "日本橋人形町の直角と骨")
            label.font = .preferredFont(forTextStyle: .title2)
            return label as View
        }(), as: .images(traits: Self.traits))
    }

    @Test func wrappingLabel() {
        assertSnapshots(of: {
            let label = Label(text: "「東京」は、日本の首都です。ちょっとキャッシュ。Tokyo is the capital.")
            label.numberOfLines = 0
            label.textColor = .secondaryLabel
            return label as View
        }(), as: .images(traits: Self.traits, size: .fittingHeight(width: 180)))
    }

    @Test func buttons() {
        assertSnapshots(of: {
            let primary = Button(type: .custom)
            primary.setTitle("予約する", for: .normal)
            primary.titleLabel.font = .boldSystemFont(ofSize: 17)
            primary.setBackgroundColor(.systemBlue, for: .normal)
            primary.contentEdgeInsets = EdgeInsets(vertical: 14, horizontal: 24)
            primary.cornerRadius = 12
            primary.tintColor = .white
            primary.imagePadding = 8
            primary.setImage((try? Image(data: Data(Self.star.utf8)))?.withRenderingMode(.alwaysTemplate), for: .normal)
            let cancel = Button(type: .system)
            cancel.setTitle("キャンセル", for: .normal)
            let disabled = Button(type: .system)
            disabled.setTitle("送信", for: .normal)
            disabled.isEnabled = false
            let stack = StackView(arrangedSubviews: [primary, cancel, disabled])
            stack.spacing = 12
            stack.alignment = .center
            stack.isLayoutMarginsRelativeArrangement = true
            stack.backgroundColor = .systemBackground
            return stack as View
        }(), as: .images(traits: Self.traits))
    }

    @Test func placeCard() {
        func card() -> View {
            let title = Label(text: "日本橋人形町")
            title.font = .preferredFont(forTextStyle: .title1)
            let info = Label(text: "東京都中央区")
            info.textColor = .secondaryLabel
            let body = Label(text: "甘酒横丁と人形焼の町。A street of old shops.")
            body.numberOfLines = 0
            body.preferredMaxLayoutWidth = 240
            let stack = StackView(arrangedSubviews: [title, info, body])
            stack.axis = .vertical
            stack.spacing = 8
            stack.alignment = .leading
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = EdgeInsets(all: 16)
            stack.backgroundColor = .secondarySystemBackground
            stack.cornerRadius = 12
            stack.shadowOpacity = 0.2
            stack.shadowRadius = 4
            stack.shadowOffset = Size(width: 0, height: 2)
            let root = View()
            root.backgroundColor = .systemBackground
            root.addSubview(stack)
            let size = stack.intrinsicContentSize
            stack.frame = Rect(x: 16, y: 16, width: size.width, height: size.height)
            root.frame = Rect(x: 0, y: 0, width: size.width + 32, height: size.height + 32)
            return root
        }
        assertSnapshots(of: card(), as: .images(traits: Self.traits))
        assertSnapshot(of: card(), as: .hierarchy(traits: Self.traits[0]))
    }

    @Test func icon() {
        assertSnapshots(of: {
            let view = ImageView(image: (try? Image(data: Data(Self.star.utf8)))?.withRenderingMode(.alwaysTemplate))
            view.frame.size = Size(width: 48, height: 48)
            view.contentMode = .scaleAspectFit
            view.tintColor = .systemOrange
            return view as View
        }(), as: .images(traits: Self.traits))
    }
}
