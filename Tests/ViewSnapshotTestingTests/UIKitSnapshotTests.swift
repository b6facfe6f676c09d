import Foundation
import Testing
import UIKit
@testable import ViewSnapshotTesting

/// UIKit views written as iOS code writes them, against references committed under
/// `Snapshots/UIKitSnapshotTests/`, light and dark at @2x, in Japanese.
@MainActor
@Suite("UIKit snapshots")
struct UIKitSnapshotTests {
    static let japanese = Locale.Language(identifier: "ja")
    static let traits = [
        UITraitCollection { $0.displayScale = 2; $0.userInterfaceStyle = .light },
        UITraitCollection { $0.displayScale = 2; $0.userInterfaceStyle = .dark },
    ]

    /// A 24-point star drawn with UIBezierPath, as a template image.
    static var starImage: UIImage {
        let points: [CGPoint] = [(12, 2), (15, 9), (22, 9), (16.5, 13.5), (18.5, 21), (12, 16.5), (5.5, 21), (7.5, 13.5), (2, 9), (9, 9)]
            .map { CGPoint(x: $0.0, y: $0.1) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24), format: format).image { _ in
            let path = UIBezierPath()
            path.move(to: points[0])
            for point in points.dropFirst() { path.addLine(to: point) }
            path.close()
            UIColor.black.setFill()
            path.fill()
        }.withRenderingMode(.alwaysTemplate)
    }

    @Test func titleLabel() {
        assertSnapshots(of: {
            let label = UILabel()
            label.text = "日本橋人形町の直角と骨"
            label.font = .preferredFont(forTextStyle: .title2)
            return label
        }(), as: .images(traits: Self.traits, language: Self.japanese))
    }

    @Test func wrappingLabel() {
        assertSnapshots(of: {
            let label = UILabel()
            label.text = "「東京」は、日本の首都です。ちょっとキャッシュ。Tokyo is the capital."
            label.numberOfLines = 0
            label.textColor = .secondaryLabel
            return label
        }(), as: .images(traits: Self.traits, language: Self.japanese, size: .fittingHeight(width: 180)))
    }

    @Test func buttons() {
        assertSnapshots(of: {
            var filled = UIButton.Configuration.filled()
            filled.title = "予約する"
            filled.image = Self.starImage
            filled.imagePadding = 8
            filled.cornerStyle = .large
            let primary = UIButton(configuration: filled)
            let cancel = UIButton(type: .system)
            cancel.setTitle("キャンセル", for: .normal)
            let disabled = UIButton(type: .system)
            disabled.setTitle("送信", for: .normal)
            disabled.isEnabled = false
            let stack = UIStackView(arrangedSubviews: [primary, cancel, disabled])
            stack.spacing = 12
            stack.alignment = .center
            stack.isLayoutMarginsRelativeArrangement = true
            stack.backgroundColor = .systemBackground
            return stack
        }(), as: .images(traits: Self.traits, language: Self.japanese))
    }

    @Test func placeCard() {
        func card() -> UIView {
            let title = UILabel()
            title.text = "日本橋人形町"
            title.font = .preferredFont(forTextStyle: .title1)
            let info = UILabel()
            info.text = "東京都中央区"
            info.textColor = .secondaryLabel
            let body = UILabel()
            body.text = "甘酒横丁と人形焼の町。A street of old shops."
            body.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [title, info, body])
            stack.axis = .vertical
            stack.spacing = 8
            stack.alignment = .leading
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            stack.backgroundColor = .secondarySystemBackground
            stack.layer.cornerRadius = 12
            stack.layer.shadowColor = UIColor.black.cgColor
            stack.layer.shadowOpacity = 0.2
            stack.layer.shadowRadius = 4
            stack.layer.shadowOffset = CGSize(width: 0, height: 2)
            stack.translatesAutoresizingMaskIntoConstraints = false
            let root = UIView()
            root.backgroundColor = .systemBackground
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
                stack.widthAnchor.constraint(equalToConstant: 272),
            ])
            return root
        }
        assertSnapshots(of: card(), as: .images(traits: Self.traits, language: Self.japanese))
        assertSnapshot(of: card(), as: .hierarchy(traits: Self.traits[0], language: Self.japanese))
    }

    @Test func icon() {
        assertSnapshots(of: {
            let view = UIImageView(image: Self.starImage)
            view.frame.size = CGSize(width: 48, height: 48)
            view.contentMode = .scaleAspectFit
            view.tintColor = .systemOrange
            return view
        }(), as: .images(traits: Self.traits, language: Self.japanese))
    }
}
