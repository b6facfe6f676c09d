import Foundation
import Testing
@testable import ViewKit

/// Every view type, at 1x, 2x and 3x, light and dark: the renders a person looks at (set
/// VIEWKIT_RENDER_DIR to keep them), checked here for what must hold in every environment.
@Suite("Every view type in every environment")
struct GalleryTests {
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
          <path d="M12 2 L15 9 L22 9 L16.5 13.5 L18.5 21 L12 16.5 L5.5 21 L7.5 13.5 L2 9 L9 9 Z" fill="#000"/>
        </svg>
        """

    static func samples() throws -> [(String, () throws -> View)] {
        [
            ("label", {
                let label = Label(text: "日本橋人形町の直角と骨")
                label.font = .preferredFont(forTextStyle: .title2)
                return label
            }),
            ("multiline", {
                let label = Label(text: "「東京」は、日本の首都です。ちょっとキャッシュ。Tokyo is the capital.")
                label.numberOfLines = 0
                label.preferredMaxLayoutWidth = 180
                label.textColor = .secondaryLabel
                return label
            }),
            ("button", {
                let button = Button(type: .custom)
                button.setTitle("予約する", for: .normal)
                button.titleLabel.font = .boldSystemFont(ofSize: 17)
                button.setBackgroundColor(.systemBlue, for: .normal)
                button.contentEdgeInsets = EdgeInsets(vertical: 14, horizontal: 24)
                button.cornerRadius = 12
                button.setImage(try Image(data: Data(Self.icon.utf8)).withRenderingMode(.alwaysTemplate), for: .normal)
                button.tintColor = .white
                button.imagePadding = 8
                return button
            }),
            ("system-button", {
                let button = Button(type: .system)
                button.setTitle("Cancel キャンセル", for: .normal)
                button.contentEdgeInsets = EdgeInsets(vertical: 8, horizontal: 12)
                return button
            }),
            ("imageview", {
                let view = ImageView(image: try Image(data: Data(Self.icon.utf8)).withRenderingMode(.alwaysTemplate))
                view.frame.size = Size(width: 48, height: 48)
                view.contentMode = .scaleAspectFit
                view.tintColor = .systemOrange
                return view
            }),
            ("stack", {
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
                return stack
            }),
            ("card", {
                let root = View(frame: Rect(x: 0, y: 0, width: 160, height: 100))
                root.backgroundColor = .systemBackground
                let card = View(frame: Rect(x: 20, y: 16, width: 120, height: 64))
                card.backgroundColor = .secondarySystemBackground
                card.cornerRadius = 14
                card.borderWidth = 1
                card.borderColor = .separator
                card.shadowOpacity = 0.25
                card.shadowRadius = 6
                card.shadowOffset = Size(width: 0, height: 4)
                root.addSubview(card)
                return root
            }),
        ]
    }

    @Test("Renders at 1x, 2x and 3x agree in point size to within the pixel grid", arguments: ["label", "multiline", "button", "system-button", "imageview", "stack", "card"])
    func environments(name: String) throws {
        let make = try #require(try Self.samples().first { $0.0 == name }?.1)
        var pointSizes: Set<Size> = []
        for scale in [1.0, 2, 3] {
            var bitmaps: [UserInterfaceStyle: Bitmap] = [:]
            for style in [UserInterfaceStyle.light, .dark] {
                let traits = TraitCollection(displayScale: scale, userInterfaceStyle: style, typesettingLanguage: .japanese)
                let image = try Renders.render(try make(), traits: traits, name: "\(name)-\(style.rawValue)@\(Int(scale))x")
                #expect(image.warnings.isEmpty, "\(image.warnings)")
                #expect(image.bitmap.pixelWidth == Int((image.size.width * scale).rounded(.up)))
                #expect(image.bitmap.pixels().contains { $0.alpha > 0 }, "something is drawn")
                pointSizes.insert(image.size)
                bitmaps[style] = image.bitmap
            }
            if name != "imageview" && name != "button" {
                #expect(bitmaps[.light] != bitmaps[.dark], "dynamic colors differ between light and dark")
            }
        }
        // Sizes round up to each scale's pixel grid (as UIKit's do), so they differ by less
        // than a 1x pixel per view stacked up (three labels in the stack).
        let widths = pointSizes.map(\.width), heights = pointSizes.map(\.height)
        #expect((widths.max() ?? 0) - (widths.min() ?? 0) < 3, "\(pointSizes)")
        #expect((heights.max() ?? 0) - (heights.min() ?? 0) < 3, "\(pointSizes)")
    }
}
