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

  /// The formatter of rows at `width` under `policy`.
  func formatter(width: Double, policy: PolicyOption = .perRow)
    throws(ListFormatterOptions.InvalidOption) -> WalletListFormatter
  {
    try formatter(options: options.listOptions(width: width, policy: policy))
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
