extension RenderDevice {
    /// What changes when a device turns: its screen's size, its size classes, its safe area
    /// and its status bar.
    public struct Orientation: Hashable, Sendable {
        /// The device's name held this way (nil: the device's name, with `-landscape` on
        /// its side).
        public var name: String?
        public var size: CGSize
        public var horizontalSizeClass: UIUserInterfaceSizeClass
        public var verticalSizeClass: UIUserInterfaceSizeClass
        public var safeArea: UIEdgeInsets
        public var statusBar: StatusBarLayout

        /// The device held this way: `size`, size classes, `safeArea` and `statusBar`.
        public init(name: String? = nil, size: CGSize, horizontalSizeClass: UIUserInterfaceSizeClass,
                    verticalSizeClass: UIUserInterfaceSizeClass, safeArea: UIEdgeInsets, statusBar: StatusBarLayout) {
            self.name = name
            self.size = size
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.safeArea = safeArea
            self.statusBar = statusBar
        }
    }

    /// How iOS lays the status bar out on a device (positions and sizes in docs/DEVICES.md).
    public enum StatusBarLayout: Hashable, Sendable {
        /// No status bar: an iPhone on its side (iOS hides it in a vertically compact
        /// environment) or a window away from the screen's top edge.
        case hidden
        /// An iPhone with a Home button: a 20-point bar with signal and Wi-Fi on the left,
        /// the time in the middle and the battery on the right.
        case homeButton
        /// An iPhone with a notch or a Dynamic Island: a bar `height` points tall (the
        /// `statusBarFrame`), the time in the middle of the left ear and signal, Wi-Fi and
        /// battery in the right ear, either side of a housing `housingWidth` points wide,
        /// centred `centerY` points below the top edge.
        case sensorHousing(height: CGFloat, housingWidth: CGFloat, centerY: CGFloat)
        /// An iPad: a bar `height` points tall with the time and date on the left and Wi-Fi
        /// and battery on the right.
        case pad(height: CGFloat)

        /// The bar's height (`UIStatusBarManager.statusBarFrame`) when it shows.
        public var height: CGFloat {
            switch self {
            case .hidden: 0
            case .homeButton: 20
            case let .sensorHousing(height, _, _): height
            case let .pad(height): height
            }
        }
    }
}
