#if os(iOS)
import UIKit

/// A grid of photo tiles, three to a row with two points between them, laid out by a
/// `UICollectionViewFlowLayout` whose delegate sizes each tile from the collection's width.
public final class PhotoGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private static let reuseIdentifier = "PhotoTile"
    private let columns: CGFloat = 3
    private let spacing: CGFloat = 2
    public var photoCount = 14

    public init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoTileCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photoCount
    }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath) as! PhotoTileCell
        cell.show(number: indexPath.item + 1)
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = collectionView.bounds.inset(by: collectionView.adjustedContentInset).width
        let side = ((width - spacing * (columns - 1)) / columns).rounded(.down)
        return CGSize(width: side, height: side)
    }
}
#endif
