// The store's public types are part of this API: record modes (`SnapshotRecordMode`), the
// image format and comparisons of strategies (`SnapshotImage`, `Diffing`,
// `SnapshotDifference`, `CapturedSnapshot`). Its layout of references, sidecars and
// verifier are `package`, shared with the catalog's commands and not seen by a team.
@_exported import SnapshotStore
@_exported import ViewRendering
