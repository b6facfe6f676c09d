import CatalogSnapshotTesting
import Testing
import TeamComponents
import UIKit

/// The team's catalog and components, checked as the team would on iOS: every variant in
/// every default environment against its reference under this package's
/// `Snapshots/Catalogs/TeamComponents/`, and the components' behaviour.
@MainActor
@Suite struct TeamCatalogTests {
    @Test func everyVariantMatchesItsReference() {
        assertCatalogSnapshots(of: TeamCatalog.catalog)
    }

    @Test func hidingTheNoteNarrowsTheTag() {
        let shown = PriceTag(frame: .zero)
        shown.amount = 1200
        let hidden = PriceTag(frame: .zero)
        hidden.amount = 1200
        hidden.showsTaxNote = false
        let width = { (tag: PriceTag) in tag.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width }
        #expect(width(hidden) < width(shown))
        #expect(shown.formattedAmount == "¥1,200")
    }

    @Test func tappingAStarSetsTheRatingAndTellsTheDelegate() throws {
        final class Listener: NSObject, RatingViewDelegate {
            var ratings: [Int] = []
            func ratingView(_ ratingView: RatingView, didChangeRating rating: Int) { ratings.append(rating) }
        }
        let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 136, height: 24))
        let listener = Listener()
        rating.delegate = listener
        let tap = try #require(rating.gestureRecognizers?.first as? UITapGestureRecognizer)
        tap.sendActions()
        // A tap lands in the middle: the third star.
        #expect(rating.rating == 3)
        rating.rating = 5
        #expect(listener.ratings == [5])
    }

    /// TagChipView overrides intrinsicContentSize and layoutSubviews() in an extension, which
    /// Swift on Linux accepts only through the mirror's forwarders: both must run.
    @Test func overridesDeclaredInAnExtensionRun() {
        let chip = TagChipView(frame: .zero)
        chip.text = "New"
        let text = chip.label.intrinsicContentSize
        #expect(text.width > 0)
        #expect(chip.intrinsicContentSize == CGSize(width: text.width + 20, height: text.height + 8))
        chip.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
        chip.layoutIfNeeded()
        #expect(chip.label.frame == CGRect(x: 10, y: 4, width: 60, height: 16))
        #expect(chip.layer.cornerRadius == 12)
    }

    @Test func theFollowButtonTogglesThroughTargetAction() throws {
        let card = ProfileCardView(frame: .zero)
        var changes: [Bool] = []
        card.onFollowChange = { changes.append($0) }
        card.followButton.sendActions(for: .touchUpInside)
        card.followButton.sendActions(for: .touchUpInside)
        #expect(changes == [true, false])
        #expect(card.nameLabel != nil && card.ratingView != nil)
    }

    /// ProfileHeaderView's outlets are private and its action too, as in ProfileHeaderView.xib:
    /// once the module registers its Interface Builder members (as loading a document does),
    /// key-value coding sets the outlets and target-action finds the action by name.
    @Test func privateOutletsAndActionsAreReachedByName() {
        UIKitMirrorModuleMembers.register()
        let header = ProfileHeaderView(frame: .zero)
        let label = UILabel()
        let button = UIButton(type: .system)
        header.setValue(label, forKey: "nameLabel")
        header.setValue(button, forKey: "followButton")
        button.addTarget(header, action: Selector("followTapped:"), for: .touchUpInside)
        header.name = "Ada"
        button.sendActions(for: .touchUpInside)
        #expect(label.text == "Ada")
        #expect(header.followTaps == 1)
        #expect(button.isSelected)
    }

    /// `Font`, `Path`, `Language`, `Script`, `Glyph`, `Canvas` and `Bitmap` are the team's own
    /// types (`TeamVocabulary.swift`), used unqualified beside UIKit and the catalog's
    /// assertions as in an iOS test: neither `import UIKit` nor `import CatalogSnapshotTesting`
    /// brings a type of the same name.
    @Test func theTeamsOwnTypeNamesNeedNoQualification() {
        let language: Language = .japanese
        let title = UILabel()
        title.traitOverrides.typesettingLanguage = language.locale
        title.text = Script(["ようこそ", "はじめましょう"]).lines[0]
        title.font = Font.headline.uiFont()
        let note = UILabel()
        note.text = title.text
        note.font = Font.caption.uiFont()
        #expect(title.intrinsicContentSize.height > note.intrinsicContentSize.height)
        #expect(Path("/places/42/").string == "/places/42")
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        canvas.roundTopCorners(radius: 4)
        #expect(canvas.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let bitmap = Bitmap(of: canvas, scale: 2)
        #expect(bitmap.pixelSize == CGSize(width: 60, height: 40))
        #expect(bitmap.cgImage?.width == 60)
        #expect(language.tagged("直").attribute(NSAttributedString.Key(kCTLanguageAttributeName as String), at: 0, effectiveRange: nil) as? String == "ja")
        #expect(Glyph.allCases.map { $0.image(side: 12).size } == [CGSize(width: 12, height: 12), CGSize(width: 12, height: 12)])
    }
}
