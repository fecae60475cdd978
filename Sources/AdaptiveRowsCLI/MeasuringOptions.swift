import FontMeasurement
import TextMeasurement
import WalletList

/// The layout options with the font of a `font` measurer loaded.
struct MeasuringOptions {
  let options: LayoutOptions
  /// The font measurer, nil for terminal cells and fixed units.
  let font: FontMeasurer?
  /// The cell-width model of terminal cells (``LayoutOptions/cellWidths``, `auto` decided).
  var cellWidths = CellWidthModel.clusters

  /// The formatter of rows at `width` under `policy`; for `oneRow`, without a title cache,
  /// which would spare at most one measurement of one title, less than its first entry costs.
  func formatter(width: Double, policy: PolicyOption = .perRow, oneRow: Bool = false)
    throws(ListFormatterOptions.InvalidOption) -> WalletListFormatter
  {
    var listOptions = options.listOptions(width: width, policy: policy)
    if oneRow { listOptions.titleCacheCapacity = 0 }
    return try formatter(options: listOptions)
  }

  /// The formatter of rows with `listOptions`, measuring with the font when there is one;
  /// options the command line has checked are not refused.
  func formatter(options listOptions: ListFormatterOptions)
    throws(ListFormatterOptions.InvalidOption) -> WalletListFormatter
  {
    var listOptions = listOptions
    listOptions.cellWidths = cellWidths
    listOptions.ambiguousIsWide = listOptions.ambiguousIsWide || cellWidths.ambiguousIsWide
    return try WalletListFormatter(options: listOptions, measurer: font)
  }

  /// The measurer rows are measured with.
  var textMeasurer: any TextMeasurer {
    var listOptions = options.listOptions(width: 1)
    listOptions.cellWidths = cellWidths
    listOptions.ambiguousIsWide = listOptions.ambiguousIsWide || cellWidths.ambiguousIsWide
    return font ?? listOptions.textMeasurer
  }
}
