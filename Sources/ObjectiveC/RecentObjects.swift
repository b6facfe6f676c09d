import Locking

/// A ring of strong references to the objects most recently handed out unretained.
final class RecentObjects: Sendable {
    private struct Ring: @unchecked Sendable {
        var objects: [AnyObject] = []
        var next = 0
    }

    private let capacity: Int
    private let ring = Locked(Ring())

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Keeps `object` alive until `capacity` more objects have been kept.
    func keep(_ object: AnyObject) {
        let dropped: AnyObject? = ring.withLock { ring in
            if ring.objects.count < capacity {
                ring.objects.append(object)
                return nil
            }
            let old = ring.objects[ring.next]
            ring.objects[ring.next] = object
            ring.next = (ring.next + 1) % capacity
            return old
        }
        _ = dropped  // released here, outside the lock, in case its deinit calls back in
    }
}
