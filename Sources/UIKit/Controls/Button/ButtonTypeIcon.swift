/// The images of the icon button types, drawn here because their SF Symbols cannot ship:
/// the "i" and "+" in a circle (templates, tinted like the title) and the close button's
/// gray disc with its "x".
@preconcurrency @MainActor
enum ButtonTypeIcon {
    /// The image a button of `type` shows by default, for `traits`; nil for text types.
    static func image(for type: UIButton.ButtonType, traits: UITraitCollection) -> UIImage? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark:
            return circled(traits: traits) { context, rect in
                let stem = CGRect(x: rect.midX - rect.width * 0.045, y: rect.minY + rect.height * 0.42, width: rect.width * 0.09, height: rect.height * 0.3)
                context.fill(stem)
                let dot = rect.width * 0.12
                context.fillEllipse(in: CGRect(x: rect.midX - dot / 2, y: rect.minY + rect.height * 0.24, width: dot, height: dot))
            }
        case .contactAdd:
            return circled(traits: traits) { context, rect in
                let length = rect.width * 0.5, thickness = rect.width * 0.08
                context.fill(CGRect(x: rect.midX - length / 2, y: rect.midY - thickness / 2, width: length, height: thickness))
                context.fill(CGRect(x: rect.midX - thickness / 2, y: rect.midY - length / 2, width: thickness, height: length))
            }
        case .close:
            return closeImage(traits: traits)
        case .custom, .system, .plain:
            return nil
        }
    }

    private static func format(_ traits: UITraitCollection) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = traits.displayScale > 0 ? traits.displayScale : 3
        return format
    }

    /// A template: a stroked circle with `glyph` inside, in black.
    private static func circled(traits: UITraitCollection, glyph: @escaping (CGContext, CGRect) -> Void) -> UIImage {
        let side = ButtonMetrics.infoIconSide
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format(traits)).image { renderer in
            let context = renderer.cgContext
            let rect = CGRect(x: 0, y: 0, width: side, height: side)
            let line = side * 0.075
            context.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            context.setLineWidth(line)
            context.strokeEllipse(in: rect.insetBy(dx: line / 2 + 1, dy: line / 2 + 1))
            glyph(context, rect)
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    /// The close button: a disc of the tertiary fill with a secondary-label "x".
    private static func closeImage(traits: UITraitCollection) -> UIImage {
        let side = ButtonMetrics.closeButtonSide
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format(traits)).image { renderer in
            let context = renderer.cgContext
            let rect = CGRect(x: 0, y: 0, width: side, height: side)
            context.setFillColor(UIColor.tertiarySystemFill.cgColor(in: traits))
            context.fillEllipse(in: rect)
            context.setStrokeColor(UIColor.secondaryLabel.cgColor(in: traits))
            context.setLineWidth(2.2)
            context.setLineCap(.round)
            let inset = side * 0.35
            context.move(to: CGPoint(x: inset, y: inset))
            context.addLine(to: CGPoint(x: side - inset, y: side - inset))
            context.move(to: CGPoint(x: side - inset, y: inset))
            context.addLine(to: CGPoint(x: inset, y: side - inset))
            context.strokePath()
        }.withRenderingMode(.alwaysOriginal)
    }
}
