import UIKit
import XCTest
@testable import TeamComponents

/// The price tag's behaviour, as a team on Swift 6 writes XCTest for its views: a main-actor
/// test class with synchronous test methods.
@MainActor
final class PriceTagTests: XCTestCase {
    private func makeTag(amount: Int, showsTaxNote: Bool = true) -> PriceTag {
        let tag = PriceTag(frame: .zero)
        tag.amount = amount
        tag.showsTaxNote = showsTaxNote
        return tag
    }

    private func fittingSize(of view: UIView) -> CGSize {
        view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    func testAmountIsShownInYenWithThousandsSeparators() {
        XCTAssertEqual(makeTag(amount: 1_234_567).formattedAmount, "¥1,234,567")
        XCTAssertEqual(makeTag(amount: -500).formattedAmount, "-¥500")
        XCTAssertEqual(makeTag(amount: 0).formattedAmount, "¥0")
    }

    func testHidingTheNoteNarrowsTheTagByTheNoteAndItsSpacing() {
        let shown = fittingSize(of: makeTag(amount: 1200))
        let hidden = fittingSize(of: makeTag(amount: 1200, showsTaxNote: false))
        let note = UILabel()
        note.font = .systemFont(ofSize: 12)
        note.text = "税込"
        XCTAssertEqual(shown.width - hidden.width, note.intrinsicContentSize.width + 4, accuracy: 0.5)
        XCTAssertEqual(shown.height, hidden.height)
    }

    func testTheTagIsAsTallAsItsAmountPlusItsPadding() {
        let amount = UILabel()
        amount.font = .boldSystemFont(ofSize: 17)
        amount.text = "¥1,200"
        let size = fittingSize(of: makeTag(amount: 1200))
        XCTAssertEqual(size.height, amount.intrinsicContentSize.height + 12, accuracy: 0.01)
        XCTAssertGreaterThan(size.width, amount.intrinsicContentSize.width + 24)
    }

    func testLayingOutInAFixedFramePlacesTheContentInsideThePadding() throws {
        let tag = makeTag(amount: 98)
        tag.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        tag.layoutIfNeeded()
        let stack = try XCTUnwrap(tag.subviews.first as? UIStackView)
        XCTAssertEqual(stack.frame, CGRect(x: 12, y: 6, width: 176, height: 28))
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
    }
}

/// A plain test class whose view tests are marked `@MainActor` one by one.
final class RatingViewTests: XCTestCase {
    @MainActor func testSettingTheRatingTellsTheDelegate() {
        final class Listener: NSObject, RatingViewDelegate {
            var ratings: [Int] = []
            func ratingView(_ ratingView: RatingView, didChangeRating rating: Int) { ratings.append(rating) }
        }
        let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 136, height: 24))
        let listener = Listener()
        rating.delegate = listener
        rating.rating = 5
        rating.rating = 2
        XCTAssertEqual(listener.ratings, [5, 2])
    }

    func testStringsNeedNoMainActor() {
        XCTAssertEqual("★★★".count, 3)
    }
}
