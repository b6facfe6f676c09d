import Foundation
import InterfaceBuilder

extension NSCoder {
    /// Applies what the Interface Builder document being loaded says of `view` at the level of
    /// `level`, when this coder is a document's (each UIKit class calls it at the end of its
    /// `init?(coder:)`); nothing for other coders.
    @MainActor
    func decodeNibAttributes(of view: UIView, level: UIView.Type) {
        guard let coder = self as? NibObjectCoder else { return }
        if level == UIView.self {
            coder.loading.decode(view: view, from: coder.element)
        } else {
            NibControls.apply(coder.element, to: view, level: level, loading: coder.loading)
        }
    }

    /// The element's attribute `name`, when this coder is a document's.
    func nibAttribute(_ name: String) -> String? {
        (self as? NibObjectCoder)?.element[name]
    }
}

extension NSCoder {
    /// The element of the object being decoded, when this coder is a document's (an empty
    /// element otherwise).
    var nibElementAttributes: InterfaceBuilder.IBElement {
        (self as? NibObjectCoder)?.element ?? InterfaceBuilder.IBElement(name: "")
    }
}
