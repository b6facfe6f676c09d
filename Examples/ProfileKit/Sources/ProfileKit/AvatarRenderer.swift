import UIKit

/// Draws a placeholder avatar: the initials of a name, white on a colored circle. A plain
/// value type used from any thread, as UIKit's drawing API allows.
public struct AvatarRenderer {
    public var diameter: CGFloat
    public var scale: CGFloat
    public var color: UIColor

    public init(diameter: CGFloat, scale: CGFloat = 2, color: UIColor = .systemIndigo) {
        self.diameter = diameter
        self.scale = scale
        self.color = color
    }

    /// The first letters of the first two words, upper-cased ("Ada Lovelace" is "AL").
    public static func initials(of name: String) -> String {
        name.split(separator: " ").prefix(2).compactMap { $0.first.map { String($0).uppercased() } }.joined()
    }

    public func image(for name: String) -> UIImage {
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = scale
        format.opaque = false
        let bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        let renderer = UIGraphicsImageRenderer(size: bounds.size, format: format)
        return renderer.image { context in
            color.setFill()
            UIBezierPath(ovalIn: bounds).fill()
            let text = AvatarRenderer.initials(of: name) as NSString
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: diameter * 0.4, weight: .medium),
                .foregroundColor: UIColor.white,
            ]
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: (diameter - size.width) / 2, y: (diameter - size.height) / 2), withAttributes: attributes)
        }
    }
}
