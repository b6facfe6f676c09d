import Foundation
import Testing
import ViewRendering

@MainActor
@Suite("Rendering views in an environment")
struct RenderTests {
    static let renderer: ViewRenderer? = try? ViewRenderer()

    /// Writes `image` to `$RENDER_DUMP/<name>.png` when that variable is set (to look at).
    func dump(_ image: RenderedImage, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["RENDER_DUMP"], let data = try? image.pngData() else { return }
        try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }

    @Test("A card of a title, a wrapping body and a button-like capsule renders at its fitting size")
    func card() throws {
        let renderer = try #require(Self.renderer)
        let environment = RenderEnvironment(traits: UITraitCollection(displayScale: 2), language: Locale.Language(identifier: "ja"))
        let card = renderer.withEnvironment(environment) { () -> UIView in
            let card = UIView()
            card.backgroundColor = .secondarySystemBackground
            card.layer.cornerRadius = 12
            let title = UILabel()
            title.font = .preferredFont(forTextStyle: .headline)
            title.text = "日本橋の直線"
            let body = UILabel()
            body.numberOfLines = 0
            body.font = .preferredFont(forTextStyle: .body)
            body.textColor = .secondaryLabel
            body.text = "骨格が直線的で、漢字の字形が日本の形で表示されます。長い文は幅に合わせて折り返します。"
            let pill = UILabel()
            pill.text = "NEW"
            pill.font = .systemFont(ofSize: 12, weight: .bold)
            pill.textColor = .white
            pill.backgroundColor = .systemBlue
            pill.layer.cornerRadius = 9
            pill.layer.masksToBounds = true
            pill.textAlignment = .center
            let stack = UIStackView(arrangedSubviews: [title, body, pill])
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
                pill.widthAnchor.constraint(equalToConstant: 48),
                pill.heightAnchor.constraint(equalToConstant: 18),
            ])
            return card
        }
        let image = try renderer.render(card, in: environment, size: .fittingHeight(width: 300))
        dump(image, "card")
        #expect(image.size.width == 300)
        #expect(image.cgImage.width == 600)
        #expect(image.size.height > 120)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        #expect(!image.faces.isEmpty)
    }

    @Test("Each render returns what it noticed, and only that: nothing from earlier renders or from work outside a render")
    func diagnosticsBelongToTheirRender() throws {
        let renderer = try #require(Self.renderer)
        let environment = RenderEnvironment(traits: UITraitCollection(displayScale: 2))
        func symbolView() -> UIView {
            UIImageView(image: UIImage(systemName: "star.fill"))
        }
        // Drawn outside any render: reported nowhere, so no later render carries it.
        let outside = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIImage(systemName: "heart.fill")?.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(outside.size == CGSize(width: 20, height: 20))

        let first = try renderer.render(renderer.withEnvironment(environment) { symbolView() }, in: environment)
        let symbolWarnings = first.warnings.filter { $0.kind == .unsupported && $0.message.contains("star.fill") }
        #expect(symbolWarnings.count == 1, "\(first.warnings)")
        #expect(!first.warnings.contains { $0.message.contains("heart.fill") })

        let plain = try renderer.render(renderer.withEnvironment(environment) { () -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .systemRed
            return view
        }, in: environment, size: .fixed(CGSize(width: 10, height: 10)))
        #expect(plain.warnings.isEmpty, "\(plain.warnings)")

        let again = try renderer.render(renderer.withEnvironment(environment) { symbolView() }, in: environment)
        #expect(again.warnings.filter { $0.message.contains("star.fill") }.count == 1, "\(again.warnings)")
    }

    @Test("Characters no font has are a warning that names the label drawing them; labels whose text every font covers name none")
    func missingGlyphsNameTheirLabel() throws {
        let renderer = try #require(Self.renderer)
        let environment = RenderEnvironment(traits: UITraitCollection(displayScale: 2))
        let image = try renderer.render(renderer.withEnvironment(environment) { () -> UIView in
            let stack = UIStackView()
            stack.axis = .vertical
            let covered = UILabel()
            covered.text = "Covered 日本語"
            let missing = UILabel()
            missing.accessibilityIdentifier = "private-use"
            // A private-use character: no installed font draws it.
            missing.text = "Logo \u{F8FF}"
            stack.addArrangedSubview(covered)
            stack.addArrangedSubview(missing)
            return stack
        }, in: environment)
        let warnings = image.warnings.filter { $0.kind == .missingGlyphs }
        #expect(warnings.count == 1, "\(image.warnings)")
        #expect(warnings.first?.viewPath == "UIWindow > UIStackView[0] > UILabel(private-use)[1]", "\(warnings)")
        #expect(warnings.first?.message.contains("F8FF") == true, "\(warnings)")
    }
}
