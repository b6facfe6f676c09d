/// What a split view draws between and over its columns: a hairline separator at each
/// sidebar's trailing edge and a dimming view over a secondary column that sidebars cover or
/// push aside (estimated metrics, docs/CONTAINERS.md).
@preconcurrency @MainActor
final class SplitChrome {
    /// The dimming over a covered secondary column.
    let dimmingView: UIView = {
        let view = UIView(frame: .zero)
        view.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        view.isUserInteractionEnabled = false
        return view
    }()

    /// The separators in use, leading first.
    private(set) var separatorViews: [UIView] = []

    /// Gives the separators and the dimming view their frames (or takes them away).
    func update(separators: [CGRect], dimmed: CGRect?) {
        while separatorViews.count < separators.count {
            let separator = UIView(frame: .zero)
            separator.backgroundColor = .opaqueSeparator
            separator.isUserInteractionEnabled = false
            separatorViews.append(separator)
        }
        while separatorViews.count > separators.count {
            separatorViews.removeLast().removeFromSuperview()
        }
        for (separator, frame) in zip(separatorViews, separators) where separator.frame != frame {
            separator.frame = frame
        }
        if let dimmed {
            if dimmingView.frame != dimmed { dimmingView.frame = dimmed }
        } else {
            dimmingView.removeFromSuperview()
        }
    }
}
