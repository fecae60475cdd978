import AdaptiveAmountRow
import CellRendering
import LayoutEngine
import TextMeasurement
import WalletEntries
import WalletList

/// A measurer whose every answer comes from fuzz input: each answer is one of
/// ``HostileMeasurer/values`` (NaN, infinities, negatives, 1e300, the smallest subnormal,
/// fractions and sane lengths). A cluster's advance is picked by its first scalar, so it
/// depends on the cluster alone, as the protocol asks.
public struct HostileMeasurer: TextMeasurer, Hashable {
  /// The values answers are drawn from.
  public static let values: [Double] = [
    1, 0, 2, -1, .nan, .infinity, -.infinity, 1e300, -1e300, .leastNonzeroMagnitude,
    .greatestFiniteMagnitude, 0.5, 7.25, 1e6, 1e15, 3,
  ]

  /// The advances, picked by a cluster's first scalar (its value modulo their count).
  public var advances: [Double]
  public var lineHeight: Double
  public var baselineOffset: Double
  /// The default spacing along each axis.
  public var spacing: (horizontal: Double, vertical: Double)
  public var defaultSpacerLength: Double
  /// The default padding along each axis.
  public var padding: Double
  public var pixelGrid: Double
  public var measuresCells: Bool
  public var measuresClustersInContext: Bool
  /// In context: whether the advances come one short (a measurer that miscounts clusters).
  public var miscountsClusters: Bool

  /// The measurer `bytes` (at least 10 are read; missing ones are 0) decode to.
  public init(_ bytes: [UInt8]) {
    func value(_ index: Int) -> Double {
      let byte = index < bytes.count ? bytes[index] : 0
      return Self.values[Int(byte) % Self.values.count]
    }
    let flags = bytes.first ?? 0
    lineHeight = value(1)
    baselineOffset = value(2)
    spacing = (value(3), value(4))
    defaultSpacerLength = value(5)
    padding = value(6)
    pixelGrid = value(7)
    advances = (8..<12).map(value)
    measuresCells = flags & 1 != 0
    measuresClustersInContext = flags & 2 != 0
    miscountsClusters = flags & 4 != 0
  }

  public func advance(ofCluster cluster: Substring) -> Double {
    let scalar = cluster.unicodeScalars.first?.value ?? 0
    return advances[Int(scalar) % advances.count]
  }

  public func advances(ofClustersIn text: String, utf8Boundaries: [Int]) -> [Double] {
    let utf8 = Array(text.utf8)
    let advances = zip(utf8Boundaries, utf8Boundaries.dropFirst()).map { start, _ in
      self.advances[Int(start < utf8.count ? utf8[start] : 0) % self.advances.count]
    }
    return miscountsClusters ? Array(advances.dropLast()) : advances
  }

  public func defaultSpacing(along axis: Axis) -> Double {
    axis == .horizontal ? spacing.horizontal : spacing.vertical
  }

  public func defaultPadding(along axis: Axis) -> Double { padding }

  /// Whether any answer but the advances is out of what the library reads as is (the
  /// advances depend on the text).
  public var answersAreSane: Bool {
    func length(_ value: Double) -> Bool { value >= 0 && value <= 1e4 }
    return lineHeight > 0 && lineHeight <= 1e4 && length(baselineOffset)
      && length(spacing.horizontal) && length(spacing.vertical) && length(defaultSpacerLength)
      && length(padding) && pixelGrid >= 1.0 / 1024 && pixelGrid <= 1e4
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.advances.map(\.bitPattern) == rhs.advances.map(\.bitPattern)
      && [
        lhs.lineHeight, lhs.baselineOffset, lhs.spacing.horizontal, lhs.spacing.vertical,
        lhs.defaultSpacerLength, lhs.padding, lhs.pixelGrid,
      ].map(\.bitPattern)
        == [
          rhs.lineHeight, rhs.baselineOffset, rhs.spacing.horizontal, rhs.spacing.vertical,
          rhs.defaultSpacerLength, rhs.padding, rhs.pixelGrid,
        ].map(\.bitPattern)
      && lhs.measuresCells == rhs.measuresCells
      && lhs.measuresClustersInContext == rhs.measuresClustersInContext
      && lhs.miscountsClusters == rhs.miscountsClusters
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(advances.map(\.bitPattern))
    hasher.combine(lineHeight.bitPattern)
    hasher.combine(pixelGrid.bitPattern)
  }
}

/// One fuzz case: a hostile measurer, a width and a title, decoded from bytes
/// (`[measurer: 12 bytes, width, title...]`, missing bytes read as 0).
public struct MeasurerFuzzCase: Sendable, CustomStringConvertible {
  public var measurer: HostileMeasurer
  /// The width the row, the text and the stack are laid out at: 1 to 80 cells.
  public var width: Double
  public var title: String

  /// The case `bytes` decode to.
  public init(_ bytes: [UInt8]) {
    measurer = HostileMeasurer(Array(bytes.prefix(12)))
    width = Double(1 + Int(bytes.count > 12 ? bytes[12] : 0) % 80)
    title = String(decoding: bytes.dropFirst(13), as: UTF8.self)
  }

  public var description: String {
    "title \(title.debugDescription) width \(width) measurer \(measurer)"
  }
}

/// What must hold whatever a measurer answers: nothing traps (the fuzzer's real check), every
/// size is finite and at least 0, a text shows no more lines than it allows, breakpoints are
/// ordered widths, and metrics read otherwise than answered are reported.
public enum MeasurerInvariants {
  /// Everything wrong with `fuzzCase`.
  public static func violations(of fuzzCase: MeasurerFuzzCase) -> [String] {
    var found: [String] = []
    let measurer = fuzzCase.measurer
    let environment = EnvironmentValues(measurer: measurer)
    func sane(_ size: Size, _ what: String) {
      for value in [size.width, size.height] where !(value.isFinite && value >= 0) {
        found.append("\(what) has size \(size)")
      }
    }

    // A text, prepared and as a view, at a width and at a height.
    let prepared = PreparedText(fuzzCase.title, measurer: measurer)
    let textLayout = prepared.layout(for: ProposedSize(width: fuzzCase.width, height: 3))
    sane(textLayout.size, "the text")
    if textLayout.lines.count > textLayout.allowedLineCount {
      found.append(
        "the text shows \(textLayout.lines.count) lines, allows \(textLayout.allowedLineCount)")
    }
    _ = prepared.lineSummary(
      for: ProposedSize(width: fuzzCase.width, height: nil), style: TextStyle(lineLimit: 2))
    _ = prepared.idealWidth

    // A stack that spaces, pads and grows a Spacer by the measurer's metrics.
    let stack = VStack {
      HStack(alignment: .firstTextBaseline) {
        Text(fuzzCase.title)
        Spacer()
        Text("-3.50 €").fixedSize()
      }
      .padding()
      Text(fuzzCase.title).lineLimit(1)
    }
    let result = stack.layout(
      in: ProposedSize(width: fuzzCase.width, height: nil), environment: environment)
    sane(result.size, "the stack")
    _ = result.dump()
    _ = result.placedTextLines()
    if !measurer.answersAreSane, result.diagnostics.isEmpty {
      found.append("the stack reports nothing of the measurer's answers")
    }

    // The row: its layout, lines, drawing and breakpoints.
    let row = AdaptiveAmountRow(title: fuzzCase.title, amount: "-3.50 €")
    let layout = row.layout(width: fuzzCase.width, environment: environment)
    sane(layout.size, "the row")
    // A renderer in cells, and the row's lines, take a measurer of cells only.
    do {
      _ = try TerminalRenderer(measurer: measurer).render(result)
      _ = try layout.terminalLines()
      _ = try row.terminalLines(width: fuzzCase.width, environment: environment)
    } catch {
      if measurer.measuresCells, measurer.lineHeight == 1, measurer.pixelGrid == 1 {
        found.append("a drawing in cells refuses a measurer of cells: \(error)")
      }
    }
    let ranges = row.breakpoints(environment: environment).ranges
    for (range, next) in zip(ranges, ranges.dropFirst())
    where !(range.from.isFinite && range.from >= 0 && range.to.map { $0 < next.from } ?? false) {
      found.append("breakpoints \(ranges) are not ordered widths")
    }

    // A list row and its JSON: the width, whole and in range, is one the list accepts.
    if let amount = try? Amount(text: "-3.50 €") {
      let formatter: WalletListFormatter
      do {
        formatter = try WalletListFormatter(
          options: ListFormatterOptions(width: fuzzCase.width), measurer: measurer)
      } catch {
        found.append("the list refuses width \(fuzzCase.width): \(error)")
        return found
      }
      let rendered = formatter.row(for: WalletEntry(title: fuzzCase.title, amount: amount))
      _ = rendered.jsonText
      _ = formatter.text(of: rendered)
    }
    return found
  }
}
