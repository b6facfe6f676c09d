import Foundation
import Testing
import ViewRendering

/// An environment resolves its traits to the same collection each time it is asked (UIKit
/// then remembers what differed between its window's traits and its views'), with the same
/// values as before, per device.
@Suite("An environment's resolved traits")
struct ResolvedTraitsTests {
    @Test("The same traits on the same device give the same collection; another device its own, with its size classes")
    func sameCollection() {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)])
        let phone = RenderEnvironment(traits: traits, language: Locale.Language(identifier: "ja"), device: .iPhonePortrait)
        let first = phone.resolvedTraits
        #expect(first === phone.resolvedTraits)
        // Another environment value made from the same collection (a catalog item's) shares it.
        #expect(first === RenderEnvironment(traits: traits, language: Locale.Language(identifier: "en"), device: .iPhonePortrait).resolvedTraits)
        #expect(first.userInterfaceStyle == .dark && first.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(first.horizontalSizeClass == .compact && first.verticalSizeClass == .regular && first.displayScale == 3)
        let pad = RenderEnvironment(traits: traits, device: .iPad).resolvedTraits
        #expect(pad !== first)
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular && pad.userInterfaceIdiom == .pad)
        let component = RenderEnvironment(traits: traits).resolvedTraits
        #expect(component !== first && component !== pad)
        #expect(component.userInterfaceStyle == .dark && component.userInterfaceIdiom == .phone)
    }

    @Test("Many environments later, an environment still resolves to its own values")
    func bounded() {
        let kept = RenderEnvironment(traits: UITraitCollection(displayScale: 1), device: .iPhoneSE3)
        #expect(kept.resolvedTraits.displayScale == 1)
        for scale in 0..<600 {
            #expect(RenderEnvironment(traits: UITraitCollection(displayScale: CGFloat(1 + scale % 3))).resolvedTraits.displayScale == CGFloat(1 + scale % 3))
        }
        #expect(kept.resolvedTraits.displayScale == 1 && kept.resolvedTraits.horizontalSizeClass == .compact)
    }
}
