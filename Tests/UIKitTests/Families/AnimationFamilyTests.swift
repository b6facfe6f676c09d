import Foundation
import Testing
import UIKit

/// Keyframe, spring and transition animations and property animators: in a render the
/// animated properties land at their end state at once and completions run once, with true
/// (or `.end`), when the transaction is flushed, as the renderer does before drawing.
@MainActor
@Suite("Animation family")
struct AnimationFamilyTests {
    @Test("Keyframes: the last keyframe's values are the end state; the completion runs once at the flush")
    func keyframes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var completions: [Bool] = []
        UIView.animateKeyframes(withDuration: 1.2, delay: 0.1, options: [.calculationModeCubic, .beginFromCurrentState]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                view.alpha = 0.3
                view.center = CGPoint(x: 100, y: 20)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.alpha = 1
                view.center = CGPoint(x: 200, y: 20)
            }
        } completion: { finished in
            completions.append(finished)
        }
        #expect(view.center == CGPoint(x: 200, y: 20))
        #expect(view.alpha == 1)
        #expect(completions.isEmpty)
        CATransaction.flush()
        #expect(completions == [true])
        CATransaction.flush()
        #expect(completions == [true])
    }

    @Test("Springs, old and iOS 17 style, and transitions end at once and complete once")
    func springsAndTransitions() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var count = 0
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2, options: [.allowUserInteraction]) {
            view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        } completion: { _ in count += 1 }
        UIView.animate(springDuration: 0.5, bounce: 0.3) {
            view.backgroundColor = .systemRed
        } completion: { _ in count += 1 }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = UIView(), new = UIView()
        container.addSubview(old)
        UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) { _ in count += 1 }
        UIView.transition(with: container, duration: 0.3, options: .transitionFlipFromLeft) {
            container.alpha = 0.5
        } completion: { _ in count += 1 }
        UIView.performWithoutAnimation { view.alpha = 0.75 }
        #expect(view.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
        #expect(view.backgroundColor == .systemRed)
        #expect(new.superview === container && old.superview == nil)
        #expect(container.alpha == 0.5 && view.alpha == 0.75)
        CATransaction.flush()
        #expect(count == 4)
    }

    @Test("Property animators of every init land at the end and complete with .end once")
    func propertyAnimators() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var positions: [UIViewAnimatingPosition] = []
        let animators = [
            UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.frame.origin.x = 10 },
            UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { view.frame.origin.y = 20 },
            UIViewPropertyAnimator(duration: 0.3, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1)) { view.alpha = 0.25 },
            UIViewPropertyAnimator(duration: 0.3, timingParameters: UISpringTimingParameters(duration: 0.3, bounce: 0.2)),
        ]
        animators[3].addAnimations { view.bounds.size.width = 80 }
        for animator in animators {
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            #expect(animator.state == .active)
        }
        #expect(view.frame.origin == CGPoint(x: 10 - 20, y: 20))
        #expect(view.alpha == 0.25)
        CATransaction.flush()
        #expect(positions == [.end, .end, .end, .end])
        #expect(animators.allSatisfy { $0.state == .inactive })
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.1, options: []) { view.alpha = 0 } completion: {
            positions.append($0)
        }
        #expect(running.delay == 0.1)
        #expect(view.alpha == 0)
        CATransaction.flush()
        #expect(positions.count == 5)
    }

    @Test("A paused animator waits; a stopped one completes only where it is finished")
    func pausedAndStopped() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let paused = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.25 }
        paused.addCompletion { positions.append($0) }
        paused.pauseAnimation()
        paused.fractionComplete = 0.5
        #expect(view.alpha == 0.25)
        #expect(paused.state == .active && !paused.isRunning)
        CATransaction.flush()
        #expect(positions.isEmpty)
        paused.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.5)
        CATransaction.flush()
        #expect(positions == [.end])
        let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        stopped.addCompletion { positions.append($0) }
        stopped.startAnimation()
        stopped.stopAnimation(false)
        CATransaction.flush()
        #expect(positions == [.end])
        stopped.finishAnimation(at: .current)
        #expect(positions == [.end, .current])
    }

    @Test("Timing parameters keep their curves and springs")
    func timingParameters() {
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0) && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(easeIn.timingCurveType == .builtin)
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9))
        #expect(custom.timingCurveType == .cubic)
        let spring = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: 2))
        #expect(spring.initialVelocity.dy == 2)
        #expect(spring.springTimingParameters === spring && spring.cubicTimingParameters == nil)
        #expect(UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0)).dampingRatio == 1)
        let animator: UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        #expect((animator as? UIViewPropertyAnimator)?.timingParameters === spring)
    }
}
