#if os(iOS)
import UIKit

/// A photo tile: a colour standing in for the photo, with its number in the corner.
final class PhotoTileCell: UICollectionViewCell {
    private let numberLabel = UILabel()
    private static let palette: [UIColor] = [.systemTeal, .systemOrange, .systemIndigo, .systemPink, .systemGreen]

    override init(frame: CGRect) {
        super.init(frame: frame)
        numberLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        numberLabel.textColor = .white
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(numberLabel)
        NSLayoutConstraint.activate([
            numberLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            numberLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(number: Int) {
        numberLabel.text = "\(number)"
        contentView.backgroundColor = Self.palette[number % Self.palette.count]
    }
}
#endif
