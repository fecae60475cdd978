// The modules the row's public API names (views and the environment, texts and measurers,
// truncation verdicts, the priority selection's fit, the cell renderer's lines), re-exported
// so that `import AdaptiveAmountRow` alone is enough to make, configure and lay out a row.
// None of them imports Foundation (Scripts/check-foundation-free.py).

@_exported import CellRendering
@_exported import LayoutEngine
@_exported import PrioritySelection
@_exported import TextMeasurement
@_exported import TruncationDetection
