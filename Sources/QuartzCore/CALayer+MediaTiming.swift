/// A layer's own time, Core Animation's hierarchical timing: each layer maps its
/// superlayer's time `tp` to its local time `t = (tp - beginTime) * speed + timeOffset`, and
/// the root layer's superlayer time is absolute time (`CACurrentMediaTime()`). Code pauses a
/// layer by setting `speed` to 0 and `timeOffset` to the local time it stops at, and resumes it
/// by converting times between layers.
///
/// Renders here show every animation at its end (`CAAnimation`), so layer timing changes no
/// pixels; times convert exactly as Core Animation converts them.
extension CALayer: CAMediaTiming {
    /// `t`, a time in `l`'s time space (absolute time when `l` is nil), in this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromAbsolute: l?.absoluteTime(fromLocal: t) ?? t)
    }

    /// `t`, a time in this layer's time space, in `l`'s (absolute time when `l` is nil).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t)
        return l?.localTime(fromAbsolute: absolute) ?? absolute
    }

    /// The layer and its superlayers, the root first.
    private var timingChain: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.superlayer
        }
        return chain.reversed()
    }

    /// Absolute time mapped down the tree to this layer's local time.
    private func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
        timingChain.reduce(t) { time, layer in
            (time - layer.beginTime) * CFTimeInterval(layer.speed) + layer.timeOffset
        }
    }

    /// This layer's local time mapped up the tree to absolute time (a paused layer, `speed`
    /// 0, has no inverse: the result is not finite, as the arithmetic gives).
    private func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        timingChain.reversed().reduce(t) { time, layer in
            (time - layer.timeOffset) / CFTimeInterval(layer.speed) + layer.beginTime
        }
    }
}
