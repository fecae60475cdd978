@_exported import AdaptiveAmountRow
// The umbrella module: `import AdaptiveRows` brings in every public module of the package.
@_exported import LayoutEngine
@_exported import PrioritySelection
@_exported import TextMeasurement
@_exported import TruncationDetection
@_exported import WalletEntries
@_exported import WalletList
