import Foundation

/// Changes the attributes of a configuration's text, UIKit's
/// `UIConfigurationTextAttributesTransformer`: it receives the attributes the style gives
/// the text (font, foreground color, paragraph style) and returns the ones to draw with.
public struct UIConfigurationTextAttributesTransformer: Hashable {
    /// The closure that makes the new attributes.
    public let transform: (AttributeContainer) -> AttributeContainer
    let identity: UInt64

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
        identity = TransformerIdentity.next()
    }

    /// The attributes made from `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }

    /// Two transformers are equal when they are copies of one made by `init(_:)`.
    public static func == (lhs: UIConfigurationTextAttributesTransformer, rhs: UIConfigurationTextAttributesTransformer) -> Bool {
        lhs.identity == rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
