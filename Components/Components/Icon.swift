import Foundation
import ViewKit

/// The design system's icons, as SVG template images tinted by their view.
public enum Icon: String, CaseIterable, Sendable {
    case home
    case map
    case bookmark
    case person

    /// The icon's SVG source (24 x 24).
    var svg: String {
        let path: String
        switch self {
        case .home: path = "M3 11 L12 3 L21 11 L21 21 L15 21 L15 14 L9 14 L9 21 L3 21 Z"
        case .map: path = "M3 5 L9 3 L15 5 L21 3 L21 19 L15 21 L9 19 L3 21 Z M9 3 L9 19 M15 5 L15 21"
        case .bookmark: path = "M6 3 L18 3 L18 21 L12 16 L6 21 Z"
        case .person: path = "M12 3 A4 4 0 1 1 11.99 3 Z M4 21 C4 15 8 13 12 13 C16 13 20 15 20 21 Z"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <path d="\(path)" fill="#000" fill-rule="evenodd"/>
            </svg>
            """
    }

    /// The icon as a template image.
    public var image: Image? {
        (try? Image(data: Data(svg.utf8)))?.withRenderingMode(.alwaysTemplate)
    }
}
