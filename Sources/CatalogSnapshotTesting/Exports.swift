// Catalog declarations and the snapshot assertions are part of this API.
@_exported import Catalog
@_exported import ViewSnapshotTesting
