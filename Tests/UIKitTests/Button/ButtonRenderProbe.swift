import Foundation
import Testing
import UIKit

/// Renders buttons to /tmp for looking at (not assertions).
@MainActor
@Suite("Button render probe")
struct ButtonRenderProbe {
    func render(_ view: UIView, _ name: String) {
        view.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { view.layer.render(in: $0.cgContext) }
        try? image.pngData()?.write(to: URL(fileURLWithPath: "/tmp/button-\(name).png"))
    }

    func sheet(_ dark: Bool) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 560))
        root.backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)])
        let system = UIButton(type: .system)
        system.setTitle("System button", for: .normal)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.backgroundColor = .systemGray
        let styles: [(String, UIButton.Configuration)] = [("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled())]
        stack.addArrangedSubview(system)
        stack.addArrangedSubview(custom)
        for (name, var configuration) in styles {
            configuration.title = name
            stack.addArrangedSubview(UIButton(configuration: configuration))
        }
        var sub = UIButton.Configuration.filled()
        sub.title = "Title"
        sub.subtitle = "Subtitle"
        sub.image = UIImage(systemName: "star")
        sub.imagePadding = 8
        stack.addArrangedSubview(UIButton(configuration: sub))
        var capsule = UIButton.Configuration.tinted()
        capsule.title = "Capsule large"
        capsule.cornerStyle = .capsule
        capsule.buttonSize = .large
        stack.addArrangedSubview(UIButton(configuration: capsule))
        var small = UIButton.Configuration.gray()
        small.title = "Small"
        small.buttonSize = .small
        stack.addArrangedSubview(UIButton(configuration: small))
        var disabled = UIButton.Configuration.filled()
        disabled.title = "Disabled filled"
        let disabledButton = UIButton(configuration: disabled)
        disabledButton.isEnabled = false
        stack.addArrangedSubview(disabledButton)
        let row = UIStackView(arrangedSubviews: [UIButton(type: .infoLight), UIButton(type: .contactAdd), UIButton(type: .close), UIButton(type: .detailDisclosure)])
        row.spacing = 12
        stack.addArrangedSubview(row)
        if dark { root.traitOverrides.userInterfaceStyle = .dark }
        return root
    }

    @Test func renderSheets() {
        render(sheet(false), "light")
        render(sheet(true), "dark")
        let b = UIButton(type: .system)
        b.setTitle("Hello", for: .normal)
        b.sizeToFit()
        print("system Hello size", b.intrinsicContentSize, b.frame, b.titleLabel?.frame as Any)
        var c = UIButton.Configuration.filled()
        c.title = "Button"
        let f = UIButton(configuration: c)
        print("filled size", f.intrinsicContentSize)
        let a = UIButton(type: .system)
        a.setTitle("Go", for: .normal)
        a.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        a.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        a.layoutIfNeeded()
        print("centered", a.titleLabel?.frame as Any)
        a.contentHorizontalAlignment = .left
        print("needs layout", a.layer.needsLayout())
        a.layoutIfNeeded()
        print("left", a.titleLabel?.frame as Any, a.contentRect(forBounds: a.bounds), a.titleRect(forContentRect: a.contentRect(forBounds: a.bounds)))
    }
}
