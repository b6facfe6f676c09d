import Foundation
import Testing
import UIKit

/// A controller showing a collection view of `layout` full screen, its items and headers
/// from closures, as a team writes a small screen.
@MainActor
final class CollectionScreen: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let collectionView: UICollectionView
    var counts: [Int]
    var configure: (UICollectionViewCell, IndexPath) -> Void = { _, _ in }
    var sizes: ((IndexPath) -> CGSize)?
    var cellClass: AnyClass = UICollectionViewCell.self
    var displayed: [IndexPath] = []

    init(layout: UICollectionViewLayout, counts: [Int]) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        self.counts = counts
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        collectionView.register(cellClass, forCellWithReuseIdentifier: "Cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "badge", "banner"] {
            collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
        }
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.contentView.backgroundColor = .systemTeal
        configure(cell, indexPath)
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (header as? TitleHeader)?.label.text = "セクション \(indexPath.section)"
        return header
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
}

/// A header with a label pinned to its margins.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A card cell as feeds write them: a title and a wrapping body pinned to the content
/// view with Auto Layout, on a rounded background.
class CardCell: UICollectionViewCell {
    let title = UILabel()
    let body = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        title.font = .preferredFont(forTextStyle: .headline)
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
enum CollectionTestSupport {
    /// The height of `text` in `font` at `width`.
    static func textHeight(_ text: String, font: UIFont, width: CGFloat, lines: Int = 0) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.numberOfLines = lines
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    /// The frames of the visible items, by index path.
    static func frames(_ collectionView: UICollectionView) -> [IndexPath: CGRect] {
        Dictionary(uniqueKeysWithValues: collectionView.indexPathsForVisibleItems.compactMap { indexPath in
            collectionView.cellForItem(at: indexPath).map { (indexPath, $0.frame) }
        })
    }
}
