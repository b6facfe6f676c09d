extension UIButton {
    /// What kind of button it is, UIKit's `UIButton.ButtonType`: the defaults of its title
    /// color and font, its highlight, and for the icon types the image it shows.
    public enum ButtonType: Int, Hashable, Sendable {
        /// No style: white title, no automatic highlight.
        case custom = 0
        /// Title and images in the tint color, faded while highlighted.
        case system = 1
        /// The "i in a circle" detail button (iOS 7 and later draw all three info types alike).
        case detailDisclosure = 2
        /// The info button for light backgrounds.
        case infoLight = 3
        /// The info button for dark backgrounds.
        case infoDark = 4
        /// The "+ in a circle" button.
        case contactAdd = 5
        /// tvOS's plain button (not in the iOS SDK): made like `.system` here.
        case plain = 6
        /// The gray "x in a circle" button that dismisses panels.
        case close = 7

        /// The old rounded-rectangle type, now `.system`.
        public static var roundedRect: ButtonType { .system }
    }
}
