import SnapshotStore
extension CatalogItem {
    /// Where this item's reference lives in `store`, for the catalog named `catalog`.
    /// `testFilter` names the test suite that asserts it (for re-record hints).
    package func referenceLocation(in store: SnapshotStore, catalog: String, testFilter: String) -> ReferenceLocation {
        store.catalogReference(catalog: catalog, entry: entry.name, variant: variant.name, environment: environment.name, testFilter: testFilter)
    }
}

extension RenderedVariant {
    /// The rendered image as the snapshot store compares it: pixels, fonts and warnings.
    package var snapshot: CapturedSnapshot<SnapshotImage> {
        CapturedSnapshot(format: SnapshotImage(bitmap: image.bitmap), fonts: fonts.map(\.face), notes: warnings.map(\.description))
    }

    /// Compares the image with its reference at `location` (recording as `mode` says) with
    /// the assertions' differ.
    package func verify(at location: ReferenceLocation, mode: SnapshotRecordMode, threshold: Double = 0.1, tolerance: Double = 0) -> SnapshotVerdict {
        SnapshotVerifier(location: location, mode: mode, diffing: .image(threshold: threshold, tolerance: tolerance)).verify(snapshot)
    }
}
