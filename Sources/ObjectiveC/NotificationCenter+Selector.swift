import Foundation

/// Darwin's selector-based observers: the selector is performed on the observer, held
/// weakly, with the notification as its argument, synchronously on the posting thread (as
/// Darwin does; the product's main-actor views run on the thread that renders them).
extension NotificationCenter {
    /// Adds `observer` to receive the notifications named `aName` (all when `nil`) from
    /// `anObject` (any sender when `nil`) by performing `aSelector` on it. When the observer
    /// is gone it is removed; a selector it does not answer is recorded in
    /// `ObjCRuntimeIssues` on each delivery.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let sender = anObject.map { $0 as AnyObject }
        let registration = SelectorObservers.Registration(observer: target, center: self, name: aName, object: sender)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self, registration] notification in
            guard let observer = registration.observer else {
                if let token = registration.token { self?.removeObserver(token as Any) }
                SelectorObservers.shared.forget(registration)
                return
            }
            let result = aSelector.performAnywhere(on: observer, with: [notification])
            if case .failure(let error) = result {
                ObjCRuntimeIssues.report("Notification \(notification.name.rawValue): \(error.description)")
            }
        }
        registration.token = token
        SelectorObservers.shared.add(registration, for: target)
    }

    /// Removes every observation of `observer`: those made with a selector and, when it is a
    /// token `addObserver(forName:object:queue:using:)` returned, that one.
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes the observations of `observer` for `aName` from `anObject` (all names or
    /// senders when `nil`): those made with a selector, and Foundation's own.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let removed = SelectorObservers.shared.remove(observer: observer, center: self, name: aName,
                                                      object: anObject.map { $0 as AnyObject })
        for registration in removed {
            if let token = registration.token { removeObserver(token as Any) }
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}
