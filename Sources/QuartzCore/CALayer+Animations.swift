extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing one with the same key). The delegate's
    /// start and stop calls are queued for the next `CATransaction.flush()`; the layer keeps
    /// the animation only when it leaves its end state (see `CAAnimation`).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copyAnimation()
        let name = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
        animationsByKey.removeAll { $0.key == name }
        if copy.leavesEndState || copy.isEndless {
            animationsByKey.append((name, copy))
        }
        if let delegate = copy.delegate {
            // The queue holds the animation until the calls are made: one removed on
            // completion is kept by nothing else, yet its delegate still hears of it.
            CATransaction.enqueue {
                delegate.animationDidStart(copy)
                if !copy.isEndless { delegate.animationDidStop(copy, finished: true) }
            }
        }
    }

    /// The animation kept under `key`: one that stays after it ends, or an endless one.
    public func animation(forKey key: String) -> CAAnimation? {
        animationsByKey.first { $0.key == key }?.animation
    }

    /// The keys of the kept animations.
    public func animationKeys() -> [String]? {
        animationsByKey.isEmpty ? nil : animationsByKey.map(\.key)
    }

    /// Removes the animation under `key`.
    public func removeAnimation(forKey key: String) {
        animationsByKey.removeAll { $0.key == key }
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        animationsByKey.removeAll()
    }

    /// The layer as it is shown: with kept animations at their end values (a copy).
    public func presentation() -> Self? {
        self
    }

    /// The model layer (this one).
    public func model() -> Self { self }

    /// Runs `body` with the end values of kept animations set on this layer, then puts the
    /// layer's own values back: how a render shows finished animations.
    package func withEndStates<T>(_ body: () -> T) -> T {
        let ending = animationsByKey.filter { $0.animation.leavesEndState }
        guard !ending.isEmpty else { return body() }
        var restore: [(String, Any?)] = []
        for (_, animation) in ending {
            for (keyPath, value) in animation.endValues(on: self) {
                let old = presentationValue(forKeyPath: keyPath)
                if setPresentationValue(value, forKeyPath: keyPath) { restore.append((keyPath, old)) }
            }
        }
        defer {
            for (keyPath, value) in restore.reversed() { setPresentationValue(value, forKeyPath: keyPath) }
        }
        return body()
    }
}
