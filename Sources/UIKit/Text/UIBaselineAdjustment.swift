/// Where shrunk text sits, UIKit's `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Hashable, Sendable {
    case alignBaselines = 0, alignCenters, none
}
