import Testing
@testable import ViewKit

/// The seeds' layouts, solved as UIKit solves them.
@Suite("Auto Layout")
struct AutoLayoutTests {
    func screen(_ width: Double = 375, _ height: Double = 667) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        root.apply(traits: TraitCollection(typesettingLanguage: .japanese))
        return root
    }

    /// A PrimaryActionButton-like view: 48 high, title width + 48 wide.
    final class ActionButton: View {
        let title: Label
        init(_ text: String) {
            title = Label(text: text)
            super.init(frame: .zero)
            addSubview(title)
        }
        override var intrinsicContentSize: Size {
            Size(width: title.intrinsicContentSize.width + 48, height: 48)
        }
    }

    @Test("A label centered in its superview by two constraints")
    func centeredLabel() {
        let root = screen()
        let label = Label(text: "日本橋人形町")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        let size = label.intrinsicContentSize
        #expect(label.frame.size == size)
        #expect(abs(label.frame.midX - 187.5) <= 0.5)
        #expect(abs(label.frame.midY - 333.5) <= 0.5)
        #expect(root.layoutReports().isEmpty)
    }

    @Test("A button pinned by centerX and bottom only: its intrinsic size does the rest")
    func pinnedButton() {
        let root = screen()
        let button = ActionButton("予約する")
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        LayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
        root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: (375 - (68 + 48)) / 2, y: 667 - 34 - 16 - 48, width: 68 + 48, height: 48))
        #expect(!button.hasAmbiguousLayout)
        // The title changes: the button follows without a new constraint.
        button.title.text = "予約"
        button.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(button.frame.width == 34 + 48)
        #expect(button.frame.midX == 187.5)
    }

    @Test("Constraints swap with the size class, as the seed's layout does")
    func sizeClassSwap() {
        let root = screen(1024, 768)
        let video = View()
        video.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(video)
        let common = [video.topAnchor.constraint(equalTo: root.topAnchor), video.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
        let compact = [video.trailingAnchor.constraint(equalTo: root.trailingAnchor), video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16)]
        let regular = [video.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5), video.bottomAnchor.constraint(equalTo: root.bottomAnchor)]
        LayoutConstraint.activate(common)
        root.registerForTraitChanges { view, _ in
            let isRegular = view.traitCollection.horizontalSizeClass == .regular
            LayoutConstraint.deactivate(isRegular ? compact : regular)
            LayoutConstraint.activate(isRegular ? regular : compact)
        }
        LayoutConstraint.activate(compact)
        root.apply(traits: TraitCollection(horizontalSizeClass: .compact))
        root.layoutIfNeeded()
        #expect(video.frame == Rect(x: 0, y: 0, width: 1024, height: 576))
        root.apply(traits: TraitCollection(horizontalSizeClass: .regular))
        root.layoutIfNeeded()
        #expect(video.frame == Rect(x: 0, y: 0, width: 512, height: 768))
        root.apply(traits: TraitCollection(horizontalSizeClass: .compact))
        root.layoutIfNeeded()
        #expect(video.frame == Rect(x: 0, y: 0, width: 1024, height: 576))
    }

    @Test("Lower compression resistance truncates a label instead of pushing its sibling off screen")
    func compressionResistance() {
        let root = screen(200, 100)
        let long = Label(text: "とても長いタイトルが入ります")
        let badge = Label(text: "NEW")
        for label in [long, badge] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        long.setContentCompressionResistancePriority(749, for: .horizontal)
        LayoutConstraint.activate([
            long.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            badge.leadingAnchor.constraint(equalTo: long.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8),
            long.topAnchor.constraint(equalTo: root.topAnchor),
            badge.firstBaselineAnchor.constraint(equalTo: long.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame.width == badge.intrinsicContentSize.width, "the badge keeps its width")
        #expect(badge.frame.maxX == 192)
        #expect(long.frame.width < long.intrinsicContentSize.width, "the long title gives way")
        #expect(long.frame.width == 192 - 8 - badge.frame.width - 8)
        let image = try? render(root, traits: TraitCollection(typesettingLanguage: .japanese), size: .fixed(Size(width: 200, height: 100)))
        #expect(image?.warnings.contains { $0.kind == .truncatedText } == true)
    }

    @Test("Hugging: of two labels in a row, the one that hugs less takes the extra width")
    func hugging() {
        let root = screen(300, 50)
        let name = Label(text: "名前"), value = Label(text: "値")
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        name.setContentHuggingPriority(251, for: .horizontal)
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor),
            value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.width == 300 - name.frame.width - 8)
        name.setContentHuggingPriority(249, for: .horizontal)
        root.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(name.frame.width == 300 - value.frame.width - 8)
    }

    @Test("Conflicting required constraints: the last one breaks and the report names them")
    func conflicts() throws {
        let root = screen(200, 200)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        box.accessibilityIdentifier = "box"
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        let conflicting = box.widthAnchor.constraint(equalToConstant: 150)
        conflicting.identifier = "too-wide"
        conflicting.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        let reports = root.layoutReports()
        #expect(reports.count == 1)
        #expect(reports.first?.contains("too-wide") == true)
        #expect(reports.first?.contains("View(box).width == 100") == true)
        let image = try render(root, size: .fixed(Size(width: 200, height: 200)))
        #expect(image.warnings.contains { $0.kind == .layoutConflict })
    }

    @Test("A frame moved against a required constraint is reported, not dropped silently")
    func frameAgainstConstraint() throws {
        let root = screen(200, 200)
        let pinned = View(frame: Rect(x: 0, y: 0, width: 80, height: 40))
        pinned.accessibilityIdentifier = "pinned"
        let follower = View()
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pinned)
        root.addSubview(follower)
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: root.leadingAnchor), follower.topAnchor.constraint(equalTo: root.topAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
            // Required: the frame-based view is exactly as wide as the follower, which is 80.
            follower.widthAnchor.constraint(equalToConstant: 80),
            pinned.widthAnchor.constraint(equalTo: follower.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutReports().isEmpty)
        pinned.frame = Rect(x: 0, y: 0, width: 120, height: 40)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        let reports = root.layoutReports()
        #expect(reports.contains { $0.contains("Unable to") }, "\(reports)")
        #expect(!reports.contains { $0.contains("failed in the layout engine") }, "\(reports)")
    }

    @Test("An ambiguous view is reported by name")
    func ambiguity() throws {
        let root = screen(200, 200)
        let floating = View()
        floating.translatesAutoresizingMaskIntoConstraints = false
        floating.accessibilityIdentifier = "floating"
        root.addSubview(floating)
        LayoutConstraint.activate([floating.widthAnchor.constraint(equalToConstant: 40), floating.heightAnchor.constraint(equalToConstant: 40),
                                   floating.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(floating.hasAmbiguousLayout)
        let image = try render(root, size: .fixed(Size(width: 200, height: 200)))
        let warning = try #require(image.warnings.first { $0.kind == .ambiguousLayout })
        #expect(warning.viewPath.contains("View(floating)"))
        floating.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        #expect(!floating.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(floating.frame == Rect(x: 10, y: 0, width: 40, height: 40))
    }

    @Test("Changing a constant re-solves; deactivating removes")
    func constants() {
        let root = screen(300, 300)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        LayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                                   box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2)])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 5, width: 20, height: 40))
        left.constant = 100
        root.layoutIfNeeded()
        #expect(box.frame.minX == 100)
        left.isActive = false
        let right = box.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        right.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.maxX == 300)
        #expect(root.constraints.contains { $0 === right })
        #expect(!root.constraints.contains { $0 === left })
    }

    @Test("Margins guide, nested constraint views and frame-based siblings mix")
    func mixing() {
        let root = screen(320, 200)
        root.layoutMargins = EdgeInsets(all: 20)
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let inner = Label(text: "Inner")
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        let framed = View(frame: Rect(x: 5, y: 5, width: 30, height: 30))
        card.addSubview(framed)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 4),
            inner.centerYAnchor.constraint(equalTo: framed.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == Rect(x: 20, y: 20, width: 280, height: 100))
        #expect(framed.frame == Rect(x: 5, y: 5, width: 30, height: 30))
        #expect(inner.frame.minX == 39, "relative to the card")
        #expect(abs(inner.frame.midY - 20) <= 0.5)
    }

    @Test("A stack view placed by constraints sizes itself from its arranged views")
    func stackWithConstraints() throws {
        let root = screen(375, 300)
        let title = Label(text: "日本橋人形町"), info = Label(text: "東京都中央区")
        let stack = StackView(arrangedSubviews: [title, info])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                   stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)])
        root.layoutIfNeeded()
        #expect(stack.frame.size == stack.intrinsicContentSize)
        #expect(info.frame.minY == title.frame.height + 8)
        info.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == title.frame.height, "hiding the info label closes the gap")
    }

    @Test("Rendering a constraint-based view at its fitting size")
    func fittingSize() throws {
        let card = View()
        let label = Label(text: "予約")
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
        ])
        let image = try render(card, traits: TraitCollection(typesettingLanguage: .japanese))
        let text = label.intrinsicContentSize
        #expect(image.size == Size(width: text.width + 24, height: text.height + 12))
        #expect(image.warnings.isEmpty)
    }

    @Test("Arranged views set up for constraints are still laid out by their stack view")
    func arrangedViewsWithConstraintsFlag() throws {
        let root = screen(375, 300)
        let title = Label(text: "日本橋人形町"), info = Label(text: "東京都中央区")
        for label in [title, info] { label.translatesAutoresizingMaskIntoConstraints = false }
        let stack = StackView(arrangedSubviews: [title, info])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                   stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(info.frame.minY == title.frame.height + 4)
        #expect(title.frame.width == stack.frame.width)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }
}
