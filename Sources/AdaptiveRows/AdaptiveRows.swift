// The umbrella module: `import AdaptiveRows` brings in every public module of the package.
@_exported import LayoutEngine
@_exported import TextMeasurement
