/// Autoresizing: how a frame-based subview follows its superview's size change, as its
/// `autoresizingMask` says: the flexible margins and size share the change in proportion to
/// their current lengths (equally when those are all zero).
@preconcurrency @MainActor
enum Autoresizing {
    static func resize(_ subviews: [UIView], from old: CGSize, to new: CGSize) {
        guard old != .zero else { return }
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
            var frame = view.frame
            let mask = view.autoresizingMask
            adjust(&frame.origin.x, &frame.size.width, old: old.width, new: new.width,
                   flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                   flexibleTrailing: mask.contains(.flexibleRightMargin))
            adjust(&frame.origin.y, &frame.size.height, old: old.height, new: new.height,
                   flexibleLeading: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                   flexibleTrailing: mask.contains(.flexibleBottomMargin))
            view.frame = frame
        }
    }

    private static func adjust(_ origin: inout CGFloat, _ size: inout CGFloat, old: CGFloat, new: CGFloat,
                               flexibleLeading: Bool, flexibleSize: Bool, flexibleTrailing: Bool) {
        let delta = new - old
        let lengths = [(flexibleLeading, origin), (flexibleSize, size), (flexibleTrailing, old - origin - size)].filter(\.0).map(\.1)
        guard !lengths.isEmpty, delta != 0 else { return }
        let total = lengths.reduce(0) { $0 + max($1, 0) }
        func share(_ length: CGFloat) -> CGFloat {
            total > 0 ? delta * max(length, 0) / total : delta / CGFloat(lengths.count)
        }
        let leadingShare = flexibleLeading ? share(origin) : 0
        let sizeShare = flexibleSize ? share(size) : 0
        origin += leadingShare
        size += sizeShare
    }
}
