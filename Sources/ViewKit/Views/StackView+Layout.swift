extension StackView {
    /// Sets the arranged views' frames (the stack's `layoutSubviews()`).
    func arrange() {
        let area = arrangementRect
        let (views, gaps) = visibleArrangement
        let horizontal = axis == .horizontal
        let length = horizontal ? area.width : area.height
        let cross = horizontal ? area.height : area.width
        let natural = views.map { naturalSize(of: $0, cross: cross) }
        let lengths = distributedLengths(natural.map { horizontal ? $0.width : $0.height }, views: views, gaps: gaps, available: length)
        let positions = positionsAlong(lengths: lengths.lengths, gaps: lengths.gaps, start: horizontal ? area.minX : area.minY)
        let crossFrames = crossPlacements(views: views, natural: natural, lengths: lengths.lengths, cross: cross, start: horizontal ? area.minY : area.minX)
        let mirrored = horizontal && traitCollection.layoutDirection == .rightToLeft
        for (index, view) in views.enumerated() {
            var frame = horizontal
                ? Rect(x: positions[index], y: crossFrames[index].origin, width: lengths.lengths[index], height: crossFrames[index].size)
                : Rect(x: crossFrames[index].origin, y: positions[index], width: crossFrames[index].size, height: lengths.lengths[index])
            if mirrored { frame.origin.x = area.minX + area.maxX - frame.maxX }
            view.frame = frame
        }
        // Hidden arranged views collapse to nothing where the next visible view starts.
        var nextStart = horizontal ? area.maxX : area.maxY
        for view in arrangedSubviews.reversed() {
            if view.isHidden {
                view.frame = horizontal
                    ? Rect(x: nextStart, y: area.minY, width: 0, height: view.frame.height)
                    : Rect(x: area.minX, y: nextStart, width: view.frame.width, height: 0)
            } else {
                nextStart = horizontal ? view.frame.minX : view.frame.minY
            }
        }
    }

    /// Each view's length and the gaps after each, per the distribution.
    private func distributedLengths(_ natural: [Double], views: [View], gaps: [Double], available: Double) -> (lengths: [Double], gaps: [Double]) {
        guard !views.isEmpty else { return ([], []) }
        let totalGaps = gaps.reduce(0, +)
        switch distribution {
        case .fill:
            return (resolvedByPriority(natural, views: views, available: available - totalGaps), gaps)
        case .fillEqually:
            let each = max(0, (available - totalGaps) / Double(views.count))
            return (views.map { _ in each }, gaps)
        case .fillProportionally:
            let sum = natural.reduce(0, +)
            guard sum > 0 else { return (views.map { _ in max(0, (available - totalGaps) / Double(views.count)) }, gaps) }
            let space = max(0, available - totalGaps)
            return (natural.map { $0 / sum * space }, gaps)
        case .equalSpacing:
            let lengths = resolvedByPriority(natural, views: views, available: available - totalGaps, growing: false)
            guard views.count > 1 else { return (lengths, gaps) }
            let free = available - lengths.reduce(0, +)
            let equal = free / Double(views.count - 1)
            return (lengths, gaps.map { max($0, equal) })
        case .equalCentering:
            let lengths = resolvedByPriority(natural, views: views, available: available - totalGaps, growing: false)
            guard views.count > 1 else { return (lengths, gaps) }
            let firstCenter = lengths[0] / 2
            let lastCenter = available - lengths[lengths.count - 1] / 2
            let step = (lastCenter - firstCenter) / Double(views.count - 1)
            var centered: [Double] = []
            for index in 0..<(views.count - 1) {
                let gap = step - lengths[index] / 2 - lengths[index + 1] / 2
                centered.append(gap)
            }
            // When centring would bring views closer than the spacing, space them evenly.
            if zip(centered, gaps).contains(where: { $0 < $1 - 1e-9 }) {
                let free = available - lengths.reduce(0, +)
                let equal = free / Double(views.count - 1)
                return (lengths, gaps.map { max($0, equal) })
            }
            return (lengths, centered)
        }
    }

    /// Natural lengths stretched or squeezed to `available`: extra space goes to the view
    /// that hugs least, missing space comes from the view that resists compression least
    /// (ties go to the later view), as Auto Layout resolves a stack's constraints.
    private func resolvedByPriority(_ natural: [Double], views: [View], available: Double, growing: Bool = true) -> [Double] {
        var lengths = natural
        let total = natural.reduce(0, +)
        if total < available, growing {
            let stretch = views.indices.min { lhs, rhs in
                let a = views[lhs].contentHuggingPriority(for: axis), b = views[rhs].contentHuggingPriority(for: axis)
                return a < b || (a == b && lhs > rhs)
            }
            if let stretch { lengths[stretch] += available - total }
        } else if total > available {
            var missing = total - available
            let order = views.indices.sorted { lhs, rhs in
                let a = views[lhs].contentCompressionResistancePriority(for: axis), b = views[rhs].contentCompressionResistancePriority(for: axis)
                return a < b || (a == b && lhs > rhs)
            }
            for index in order where missing > 0 {
                let give = min(lengths[index], missing)
                lengths[index] -= give
                missing -= give
            }
        }
        return lengths
    }

    private func positionsAlong(lengths: [Double], gaps: [Double], start: Double) -> [Double] {
        var positions: [Double] = []
        var cursor = start
        for (index, length) in lengths.enumerated() {
            positions.append(cursor)
            cursor += length + (index < gaps.count ? gaps[index] : 0)
        }
        return positions
    }

    /// Each view's position and size across the stack, per the alignment.
    private func crossPlacements(views: [View], natural: [Size], lengths: [Double], cross: Double, start: Double) -> [(origin: Double, size: Double)] {
        let horizontal = axis == .horizontal
        let naturalCross = natural.map { min(horizontal ? $0.height : $0.width, cross) }
        switch alignment {
        case .fill:
            return views.map { _ in (start, cross) }
        case .leading:
            return naturalCross.map { (start, $0) }
        case .center:
            return naturalCross.map { (start + (cross - $0) / 2, $0) }
        case .trailing:
            return naturalCross.map { (start + cross - $0, $0) }
        case .firstBaseline, .lastBaseline:
            guard horizontal else { return naturalCross.map { (start, $0) } }
            // Measure each view's baseline at its natural size, then line them up.
            var baselines: [Double] = []
            for (index, view) in views.enumerated() {
                view.frame.size = Size(width: lengths[index], height: naturalCross[index])
                view.layoutIfNeeded()
                if alignment == .firstBaseline {
                    baselines.append(view.firstBaselineOffsetFromTop ?? naturalCross[index])
                } else {
                    baselines.append(naturalCross[index] - (view.lastBaselineOffsetFromBottom ?? 0))
                }
            }
            let line = baselines.max() ?? 0
            return views.indices.map { (start + line - baselines[$0], naturalCross[$0]) }
        }
    }
}
