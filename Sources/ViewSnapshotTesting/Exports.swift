// The store's types (record modes, strategies' formats, references) are part of this API.
@_exported import SnapshotStore
@_exported import ViewRendering
