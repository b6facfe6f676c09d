@_exported import ViewRendering
