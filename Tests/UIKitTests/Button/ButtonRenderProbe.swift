import Foundation
import Testing
import UIKit

/// Renders sheets of buttons in light and dark for review; with BUTTON_RENDER_DIR set the
/// PNGs are written there.
@MainActor
@Suite("Button sheets")
struct ButtonRenderProbe {
    func render(_ view: UIView, _ name: String) -> UIImage {
        view.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { view.layer.render(in: $0.cgContext) }
        if let directory = ProcessInfo.processInfo.environment["BUTTON_RENDER_DIR"] {
            try? image.pngData()?.write(to: URL(fileURLWithPath: directory).appendingPathComponent("button-\(name).png"))
        }
        return image
    }

    func host(_ views: [UIView], dark: Bool) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 600))
        root.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)])
        if dark { root.traitOverrides.userInterfaceStyle = .dark }
        return root
    }

    func configured(_ title: String, _ base: UIButton.Configuration, _ change: (inout UIButton.Configuration) -> Void = { _ in }) -> UIButton {
        var configuration = base
        configuration.title = title
        change(&configuration)
        return UIButton(configuration: configuration)
    }

    func styles() -> [UIView] {
        let system = UIButton(type: .system)
        system.setTitle("System button", for: .normal)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.backgroundColor = .systemGray
        let row = UIStackView(arrangedSubviews: [UIButton(type: .infoLight), UIButton(type: .contactAdd), UIButton(type: .close), UIButton(type: .detailDisclosure)])
        row.spacing = 12
        let disabled = configured("Disabled filled", .filled())
        disabled.isEnabled = false
        return [system, custom, configured("Plain", .plain()), configured("Gray", .gray()), configured("Tinted", .tinted()), configured("Filled", .filled()),
                configured("Title", .filled()) { $0.subtitle = "Subtitle"; $0.image = UIImage(systemName: "star"); $0.imagePadding = 8 },
                configured("Capsule large", .tinted()) { $0.cornerStyle = .capsule; $0.buttonSize = .large },
                configured("Small", .gray()) { $0.buttonSize = .small }, configured("Mini", .filled()) { $0.buttonSize = .mini },
                disabled, row]
    }

    func states() -> [UIView] {
        let systemImage = UIButton(type: .system)
        systemImage.setTitle("Share", for: .normal)
        systemImage.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        let highlightedSystem = UIButton(type: .system)
        highlightedSystem.setTitle("Highlighted system", for: .normal)
        highlightedSystem.isHighlighted = true
        let disabledSystem = UIButton(type: .system)
        disabledSystem.setTitle("Disabled system", for: .normal)
        disabledSystem.isEnabled = false
        let insets = UIButton(type: .system)
        insets.setTitle("Insets", for: .normal)
        insets.backgroundColor = .secondarySystemFill
        insets.contentEdgeInsets = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        let highlightedFilled = configured("Highlighted filled", .filled())
        highlightedFilled.isHighlighted = true
        let highlightedTinted = configured("Highlighted tinted", .tinted())
        highlightedTinted.isHighlighted = true
        let selectedPlain = configured("Selected plain", .plain())
        selectedPlain.isSelected = true
        let top = configured("Top image", .gray()) { $0.image = UIImage(systemName: "heart"); $0.imagePlacement = .top; $0.imagePadding = 4 }
        let loading = configured("Loading", .filled()) { $0.showsActivityIndicator = true; $0.imagePadding = 8 }
        let primary = configured("Primary role", .filled())
        primary.role = .primary
        let outlined = configured("Outlined", .plain()) { $0.background.strokeColor = .systemBlue; $0.background.strokeWidth = 1; $0.cornerStyle = .capsule }
        return [systemImage, highlightedSystem, disabledSystem, insets, highlightedFilled, highlightedTinted, selectedPlain, top, loading, primary, outlined]
    }

    @Test("Sheets of every style and state lay every button out at its intrinsic size")
    func sheets() {
        for dark in [false, true] {
            for (name, views) in [("styles", styles()), ("states", states())] {
                let root = host(views, dark: dark)
                let image = render(root, "\(name)-\(dark ? "dark" : "light")")
                #expect(image.size == root.bounds.size)
                for case let button as UIButton in views {
                    #expect(abs(button.frame.width - button.intrinsicContentSize.width) < 0.01, "\(button)")
                }
            }
        }
    }
}
