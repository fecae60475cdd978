// The umbrella module: `import AdaptiveRows` brings in every library module of the package
// except FontMeasurement (its own product, so that only its users link HarfBuzz).

@_exported import AdaptiveAmountRow
@_exported import CellRendering
@_exported import LayoutEngine
@_exported import PrioritySelection
@_exported import TextMeasurement
@_exported import TruncationDetection
@_exported import WalletEntries
@_exported import WalletList
