/// The sizing of a ``GridLayout`` for one proposal: the cells are measured group by group, each
/// proposed a share of what the lines still open leave, and the lines take the answers.
struct GridSolver {
  /// What orders a cell among the groups: its priority, how many proposed axes answer infinity
  /// to an infinite proposal, how much its answer grows from a zero to an infinite proposal, and
  /// whether it has unsized axes.
  typealias Key = (priority: Double, infinite: Int, growth: Double, unsized: Bool)

  private static let axes: [Axis] = [.horizontal, .vertical]
  private let layout: GridLayout
  private let proposal: ProposedSize
  private let subviews: LayoutSubviews
  private let places: [GridCellPlace]
  /// The gap before each line.
  private let gaps: [Axis: [Double]]
  /// Each line's length so far.
  private var current: [Axis: [Double]] = [:]
  /// Whether each line waits for no single-line cell of a measured priority or higher.
  private var committed: [Axis: [Bool]] = [:]
  // Each line's length when the last priority measured was done, and its length from the
  // cells of the priority being measured: a line no cell of this priority waits in is taken
  // with both (GZ4-2, GZ4-3), so a priority shares what the higher ones left.
  private var carried: [Axis: [Double]] = [:]
  private var own: [Axis: [Double]] = [:]
  // Each cell's answer to an infinite proposal: a line a higher priority made at least that
  // long shares no space for the cell (GZ4-1).
  private var largest: [Size]
  // Each cell's answer to a zero proposal, the least a lower priority keeps of its line (GD23).
  private var least: [Size]
  // What spans hold over each line, their lines all zero long with a single-line cell waiting in
  // each: the cells measured after them there are proposed at least that (GD59).
  private var heldOver: [Axis: [Double]] = [:]
  // The axes on which a cell takes no share: unsized there, it is proposed its lines' lengths
  // and answers the same length at a zero and an infinite proposal (GD46, GD64).
  private var shareless: [Axis.Set]
  // The axes on which a cell answers one length at a zero and an infinite proposal: a sized
  // span widens a line holding only such cells, each unsized there or not of one length on the
  // other axis, as one holding none (GD62, GD38; GD43).
  private var rigid: [Axis.Set]
  private var keys: [Key] = []
  /// The cells by index in `places`, in the groups they are measured in.
  private var groups: [[Int]] = []
  private var processed: [Bool]
  private var lastMeasured: [Int: (proposal: ProposedSize, answer: Size)] = [:]
  /// The cells of each column and of each row, built once (``LineCells``).
  private var columnCells = LineCells()
  private var rowCells = LineCells()
  /// ``cellsPastProposal(_:_:)`` of each priority along each axis.
  private var pastProposal: [Axis: [Double: [Int]]] = [:]
  // What the spans of a measured priority lack over lines that each hold a single-line cell,
  // or views outside the rows lack: the later groups share that much less (GC83), though no
  // line is widened by it.
  private var held: [Axis: Double] = [.horizontal: 0, .vertical: 0]
  // What each span holding its lack for a cell waiting in its lines (all still zero long)
  // holds on each axis, by span (GD38).
  private var awaiting: [Int: [Axis: Double]] = [:]
  // What such spans gave their lines before a lower priority's span widened over them: the
  // span, the axis, the lines and the length (GD38).
  private var released: [(span: Int, axis: Axis, lines: [Int], length: Double)] = []
  // What the later groups of the priority being measured share past the proposal, given by
  // spans that still lack space after a group (GX17, GX18).
  private var extra: [Axis: Double] = [.horizontal: 0, .vertical: 0]
  // The share a line a view outside the rows keeps open for the priority being measured (one
  // holding no single-line cell of the priority or higher) got at the first group sharing it
  // while a single-line cell of the priority waits in an open line: the later groups of the
  // priority take that share as settled rather than sharing it again (GD36, GD52), once for the
  // lines of one measured span; a view widening its lines at once pins them afresh (GD53).
  private var pinned: [Axis: [Int: Double]] = [.horizontal: [:], .vertical: [:]]
  /// The spacer spans of no priority, with the shares and open lines of their group: each is
  /// measured once the other cells have widened their lines.
  private var postponed: [Int: (shares: [Axis: Double], open: [Axis: [Bool]])] = [:]
  /// Whether the group being measured holds only spacers: no line stays open for it by an
  /// unsized cell of a higher priority (GD31).
  private var measuringSpacers = false
  /// The views outside the rows that widened their lines once measured (GD40, GD13).
  private var widenedAtOnce: Set<Int> = []
  // The share a line holding a single-line cell of the priority being measured got at the
  // first group sharing it before the priority's view outside the rows was measured: once
  // measured, the line counts at least that share for the later groups while a span of the
  // priority not yet measured covers it (GD43).
  private var pinnedBeforeTheViewOutside: [Axis: [Int: Double]] = [
    .horizontal: [:], .vertical: [:],
  ]
  // What views outside the rows lacked when they widened the lines under the priority's waiting
  // spans: those spans are proposed that much more (GD43).
  private var widenedUnderSpans: [Axis: Double] = [.horizontal: 0, .vertical: 0]
  // How many unsized spans of the priority being measured share with its later groups as one
  // line each, having given them what they lack (GD35).
  private var unsizedLacking: [Axis: Int] = [.horizontal: 0, .vertical: 0]
  // The share each open line got at the first group of the priority being measured that
  // shared it: a span is proposed no more than its lines' lengths and those shares (GD45).
  private var firstShares: [Axis: [Int: Double]] = [.horizontal: [:], .vertical: [:]]

  /// A solver of `layout`'s cells for `proposal`, its cells ordered into groups.
  init(_ layout: GridLayout, _ proposal: ProposedSize, _ subviews: LayoutSubviews) {
    self.layout = layout
    places = layout.places
    self.proposal = proposal
    self.subviews = subviews
    var gaps: [Axis: [Double]] = [:]
    for axis in Self.axes {
      gaps[axis] = layout.gaps(axis, subviews)
      let count = axis == .horizontal ? layout.columnCount : layout.rowCount
      current[axis] = Array(repeating: 0, count: count)
      committed[axis] = Array(repeating: false, count: count)
      own[axis] = Array(repeating: 0, count: count)
      carried[axis] = Array(repeating: 0, count: count)
      heldOver[axis] = Array(repeating: 0, count: count)
    }
    self.gaps = gaps
    largest = Array(
      repeating: Size(width: Double.infinity, height: .infinity), count: layout.places.count)
    least = Array(repeating: Size(width: 0, height: 0), count: layout.places.count)
    shareless = Array(repeating: Axis.Set(), count: layout.places.count)
    rigid = shareless
    processed = Array(repeating: false, count: layout.places.count)
    var keys: [Key] = []
    for item in layout.places.indices { keys.append(orderKey(item)) }
    self.keys = keys
    groups = grouped()
    columnCells = LineCells(places, .horizontal, lineCount: layout.columnCount, keys, least)
    rowCells = LineCells(places, .vertical, lineCount: layout.rowCount, keys, least)
    // What it reads is settled by now: found once for each priority, not for each cell.
    for axis in Self.axes {
      for priority in Set(keys.map(\.priority)) {
        pastProposal[axis, default: [:]][priority] = cellsPastProposal(priority, axis)
      }
    }
  }

  /// The cells of each line along one axis, in the order of `places`. The solver's scans of a
  /// line read its own cells rather than every cell of the grid, which would make a grid's
  /// layout time grow with the square of its cells.
  private struct LineCells {
    /// Each line's cells of one line there.
    var singles: [[Int]] = []
    /// Each line's cells spanning more than one line that cover it.
    var spans: [[Int]] = []
    /// Each line's single-line cells' priorities in increasing order, each beside the longest
    /// answer at a zero proposal of its cells of that priority or lower
    /// (``leastOfLowerPriorities(_:_:_:)``).
    var leastUpTo: [[(priority: Double, least: Double)]] = []

    init() {}

    init(_ places: [GridCellPlace], _ axis: Axis, lineCount: Int, _ keys: [Key], _ least: [Size]) {
      singles = Array(repeating: [], count: lineCount)
      spans = Array(repeating: [], count: lineCount)
      for (item, place) in places.enumerated() {
        let (start, count) = place.lines(axis)
        if count == 1 {
          if start < lineCount { singles[start].append(item) }
        } else {
          for line in start..<min(start + count, lineCount) { spans[line].append(item) }
        }
      }
      leastUpTo = singles.map { items in
        var upTo = items.map { (priority: keys[$0].priority, least: least[$0][axis]) }
          .sorted { $0.priority < $1.priority }
        for index in upTo.indices.dropFirst() {
          upTo[index].least = max(upTo[index].least, upTo[index - 1].least)
        }
        return upTo
      }
    }
  }

  /// Measures every group and widens the lines by the spans, giving each column's width and each
  /// row's height, the gaps before them, and each cell's last measurement.
  mutating func solve() -> (
    lengths: [Axis: [Double]], gaps: [Axis: [Double]],
    measured: [Int: (proposal: ProposedSize, answer: Size)]
  ) {
    for number in groups.indices { measureGroup(number) }
    // The other spanning cells widen their lines once every cell is measured, so a span does
    // not take space a flexible cell of a later group is still to share; the views outside the
    // rows after the others (GD7).
    widenAtTheEnd(places.indices.filter { !isSpacerSpan($0) })
    // A spacer span is then measured at the shares of its group, and fills the columns the
    // others widened (GD7).
    for (item, saved) in postponed.sorted(by: { $0.key < $1.key }) {
      let proposed = cellProposal(item, -.infinity, shares: saved.shares, open: saved.open)
      record(item, proposed, subviews[places[item].index].sizeThatFits(proposed))
    }
    widenAtTheEnd(places.indices.filter(isSpacerSpan))
    spreadReleasedLengths()
    return (current, gaps, lastMeasured)
  }

  /// Whether a cell is a spacer of no priority of its own spanning columns of its row.
  private func isSpacerSpan(_ item: Int) -> Bool {
    keys[item].priority == -.infinity && !places[item].spansAll && places[item].columns > 1
  }

  /// Widens the lines by each of `items` that spans them: the views outside the rows after the
  /// others, and after those the spans that wait for them.
  private mutating func widenAtTheEnd(_ items: [Int]) {
    for pass in 0..<3 {
      for item in items {
        for axis in Self.axes where !isSingle(places[item], axis) {
          let order = places[item].spansAll ? 1 : waitsForTheViewsOutside(item, axis) ? 2 : 0
          guard order == pass else { continue }
          if proposal[axis] == nil { measureAtItsLines(item, axis) }
          widen(item, axis, onlyEmpty: false)
        }
      }
    }
  }

  /// Whether a span unsized on `axis` waits for the views outside the rows of its priority:
  /// it widens its lines only after they widen theirs, once every cell is measured, so that
  /// it takes what they leave rather than adding to it (GD37).
  private func waitsForTheViewsOutside(_ item: Int, _ axis: Axis) -> Bool {
    !places[item].spansAll && places[item].unsizedAxes.contains(axis)
      && places.indices.contains { places[$0].spansAll && keys[$0].priority == keys[item].priority }
  }

  /// On an axis the grid's proposal leaves unspecified, a span whose lines already have a
  /// length (a single-line cell or a span widened them) is measured again at that length with
  /// the gaps between them, as proposed before on the other axis, so that it widens them only
  /// by what it lacks at its lines' length rather than at its ideal one (GD12).
  private mutating func measureAtItsLines(_ item: Int, _ axis: Axis) {
    let length = linesLength(item, axis)
    guard length > 0, var proposed = lastMeasured[item]?.proposal else { return }
    let value = length + innerGaps(item, axis)
    if axis == .horizontal { proposed.width = value } else { proposed.height = value }
    record(item, proposed, subviews[places[item].index].sizeThatFits(proposed))
  }

  /// A cell's key in the processing order: priority first, then flexibility on the proposed
  /// axes; at no proposal, priority alone. Records the cell's answer to an infinite proposal and
  /// the axes on which it takes no share.
  private mutating func orderKey(_ item: Int) -> Key {
    let place = places[item]
    let priority = subviews[place.index].priority
    let unsized = !place.unsizedAxes.isEmpty
    guard proposal.width != nil || proposal.height != nil else { return (priority, 0, 0, unsized) }
    let least = subviews[place.index].sizeThatFits(ProposedSize(width: 0, height: 0))
    let most = subviews[place.index].sizeThatFits(
      ProposedSize(width: .infinity, height: .infinity))
    largest[item] = most
    self.least[item] = least
    for axis in Self.axes where most[axis] == least[axis] {
      rigid[item].insert(Axis.Set(axis))
      if place.unsizedAxes.contains(axis) { shareless[item].insert(Axis.Set(axis)) }
    }
    var infinite = 0
    var growth = 0.0
    for axis in Self.axes where proposal[axis] != nil {
      if most[axis].isInfinite { infinite += 1 } else { growth += most[axis] - least[axis] }
    }
    return (priority, infinite, growth, unsized)
  }

  /// The cells in measuring order, those of equal keys in one group.
  private func grouped() -> [[Int]] {
    let order = places.indices.sorted { a, b in
      let (x, y) = (keys[a], keys[b])
      if x.priority != y.priority { return x.priority > y.priority }
      if x.infinite != y.infinite { return x.infinite < y.infinite }
      if x.growth != y.growth { return x.growth < y.growth }
      if x.unsized != y.unsized { return !x.unsized }
      return a < b
    }
    var groups: [[Int]] = []
    for item in order {
      if let last = groups.last?.last, keys[last] == keys[item] {
        groups[groups.count - 1].append(item)
      } else {
        groups.append([item])
      }
    }
    return groups
  }

  private func isSingle(_ place: GridCellPlace, _ axis: Axis) -> Bool {
    place.lines(axis).count == 1
  }

  /// The cells of the columns along `.horizontal`, of the rows along `.vertical`.
  private func lineCells(_ axis: Axis) -> LineCells {
    axis == .horizontal ? columnCells : rowCells
  }

  /// The single-line cells at `line` on `axis`.
  private func singleCells(at line: Int, _ axis: Axis) -> [Int] {
    let singles = lineCells(axis).singles
    return singles.indices.contains(line) ? singles[line] : []
  }

  /// Whether `line` along `axis` holds a single-line cell.
  private func holdsSingle(_ line: Int, _ axis: Axis) -> Bool {
    !singleCells(at: line, axis).isEmpty
  }

  /// Whether a single-line cell for which `holds` is true starts at `line` on `axis`.
  private func singleCell(at line: Int, _ axis: Axis, where holds: (Int) -> Bool) -> Bool {
    singleCells(at: line, axis).contains(where: holds)
  }

  /// The first cell spanning more than one line along `axis` that covers `line` and `holds`.
  private func firstSpan(over line: Int, _ axis: Axis, where holds: (Int) -> Bool) -> Int? {
    let spans = lineCells(axis).spans
    return spans.indices.contains(line) ? spans[line].first(where: holds) : nil
  }

  /// Whether a cell spanning more than one line along `axis` covers `line` and `holds`.
  private func span(over line: Int, _ axis: Axis, where holds: (Int) -> Bool) -> Bool {
    firstSpan(over: line, axis, where: holds) != nil
  }

  /// The lengths so far of the lines a cell covers on `axis`, without the gaps between them.
  private func linesLength(_ item: Int, _ axis: Axis) -> Double {
    let (start, count) = places[item].lines(axis)
    return current[axis]![start..<(start + count)].reduce(0, +)
  }

  /// The gaps between the lines a spanning cell covers on `axis`.
  private func innerGaps(_ item: Int, _ axis: Axis) -> Double {
    let (start, count) = places[item].lines(axis)
    return gaps[axis]![(start + 1)..<(start + count)].reduce(0, +)
  }

  /// What a measured spanning cell's answer lacks over its lines' lengths and gaps on `axis`.
  private func lack(_ item: Int, _ axis: Axis) -> Double {
    lastMeasured[item]!.answer[axis] - linesLength(item, axis) - innerGaps(item, axis)
  }

  /// Widens the lines a spanning cell covers on `axis` by what its answer lacks: over those holding
  /// no single-line cell (or only measured ones that left them zero long: GD26, GD34, or, for a
  /// span taking a share on `axis`, only cells of one length there at a zero and an infinite
  /// proposal: GD62, GD38; an unsized span leaves those lines as they are: GD42, GC94), or when
  /// each holds one and `onlyEmpty` is false, over all. A view outside the rows widens only once
  /// every cell is measured, over its lines still zero long, else all of them (GD14, GD51, GD61);
  /// so does a span over a line a single-line cell still waits in, its lines all still zero long
  /// (GD21, GD47; GD23): before that, what it lacks is held, and when each of its lines holds a
  /// single-line cell, the cells measured after it there are proposed at least an even part of
  /// it (GD59). A span of one length at every proposal leaves lines a view outside the rows
  /// widened at once as they are (GD13).
  private mutating func widen(_ item: Int, _ axis: Axis, onlyEmpty: Bool) {
    let (start, count) = places[item].lines(axis)
    let spanned = start..<(start + count)
    let lack = lack(item, axis)
    guard lack > 0 else { return }
    let outside = places[item].spansAll
    guard !keepsLinesWidenedAtOnce(item, axis) else { return }
    // Whether a single-line cell not yet measured waits in `line`.
    func waiting(_ line: Int) -> Bool { singleCell(at: line, axis, where: { !processed[$0] }) }
    // Whether every single-line cell in `line` answers one length there, and is unsized there
    // or answers more than one length across: a cell of one size on both axes keeps its line
    // from a sized span (GD43).
    func rigidOnly(_ line: Int) -> Bool {
      !singleCell(at: line, axis) { cell in
        !rigid[cell].contains(axis)
          || (!shareless[cell].contains(axis) && rigid[cell].contains(axis.other))
      }
    }
    let sized = !places[item].unsizedAxes.contains(axis)
    let empty = spanned.filter { line in
      guard !outside else { return current[axis]![line] == 0 }
      return !holdsSingle(line, axis) || (current[axis]![line] == 0 && !waiting(line))
        || (sized && rigidOnly(line))
    }
    // A cell waiting in lines all still zero long holds the lack; beside a line a measured cell
    // made long, the span widens at its priority's end (GD23).
    let unwidened = spanned.allSatisfy { current[axis]![$0] == 0 }
    let waits = unwidened && spanned.contains(where: waiting)
    guard !onlyEmpty || (!empty.isEmpty && !outside && !waits) else {
      if waits && !empty.isEmpty && !outside { awaiting[item, default: [:]][axis] = lack }
      if waits && empty.isEmpty && !outside {
        for line in spanned { heldOver[axis]![line] += lack / Double(count) }
      }
      held[axis]! += lack
      return
    }
    spread(lack, over: empty.isEmpty ? Array(spanned) : empty, axis, ownToo: true)
  }

  /// Whether a span, not a view outside the rows, of one length along `axis` at every proposal
  /// covers only lines a view outside the rows widened at once: it leaves them as they are
  /// (GD13).
  private func keepsLinesWidenedAtOnce(_ item: Int, _ axis: Axis) -> Bool {
    let (start, count) = places[item].lines(axis)
    return !places[item].spansAll && rigid[item].contains(axis)
      && widenedAtOnce.contains { view in
        let (first, lines) = places[view].lines(axis)
        return first <= start && start + count <= first + lines
      }
  }

  /// Lengthens `lines` along `axis` by `length` (shortens, when negative) in equal parts, and
  /// their own lengths too when `ownToo`.
  private mutating func spread(
    _ length: Double, over lines: some Collection<Int>, _ axis: Axis, ownToo: Bool = false
  ) {
    for line in lines {
      current[axis]![line] += length / Double(lines.count)
      if ownToo { own[axis]![line] += length / Double(lines.count) }
    }
  }

  /// Whether two cells share a column.
  private func shareAColumn(_ a: GridCellPlace, _ b: GridCellPlace) -> Bool {
    a.column < b.column + b.columns && b.column < a.column + a.columns
  }

  /// How many lines of `holding` (those holding a single-line cell of `priority` or higher, or
  /// none but covered by its span of one length) along `axis` a cell of
  /// ``cellsPastProposal(_:_:)`` covers (0 for none, the most when several do; GD57).
  private func linesPastProposal(_ priority: Double, _ axis: Axis, _ holding: Set<Int>) -> Int {
    (pastProposal[axis]?[priority] ?? []).map { low in
      let (start, count) = places[low].lines(axis)
      return (start..<(start + count)).filter(holding.contains).count
    }.max() ?? 0
  }

  /// The cells of lower priority than `priority` that make a group of `priority` share more than
  /// the proposal along `axis`, as SwiftUI's grid does: each has a cell of `priority` beside it in
  /// its row (with a grid spacing on `axis`, one not unsized there: GD31) and one of `priority` or
  /// higher (GD31) taking a share in its columns below it (GZ8-2; with a grid spacing on `axis`,
  /// a span or one answering more than one length there: GD57, GD56) or, with no grid spacing
  /// on `axis`, above it (GS4, GZ3, GZ8-1, GD55; GD64), and no cell of `priority` or higher,
  /// other than one unsized on `axis`, sits in the latter's row over the former's columns
  /// (GD28, GD30, GD49; GD56).
  private func cellsPastProposal(_ priority: Double, _ axis: Axis) -> [Int] {
    let spacing = axis == .horizontal ? layout.horizontalSpacing : layout.verticalSpacing
    // The cells of `priority` or higher covering each column, and by row those of `priority`
    // and those of it or higher: a lower cell's mates are looked for among the cells of its
    // columns rather than the grid's.
    var atLeastIn = Array(repeating: [Int](), count: layout.columnCount)
    var ofPriorityOn: [Int: [Int]] = [:]
    var atLeastOn: [Int: [Int]] = [:]
    for item in places.indices where keys[item].priority >= priority {
      let place = places[item]
      atLeastOn[place.row, default: []].append(item)
      for column in place.column..<min(place.column + place.columns, layout.columnCount) {
        atLeastIn[column].append(item)
      }
      if keys[item].priority == priority { ofPriorityOn[place.row, default: []].append(item) }
    }
    var lowers: [Int] = []
    for low in places.indices where keys[low].priority < priority {
      let lower = places[low]
      let besides = (ofPriorityOn[lower.row] ?? []).filter {
        !(spacing != nil && places[$0].unsizedAxes.contains(axis))
      }
      guard !besides.isEmpty else { continue }
      let columns = lower.column..<min(lower.column + lower.columns, layout.columnCount)
      let hasAMate = columns.contains { column in
        atLeastIn[column].contains { mate in
          let below = places[mate].row > lower.row
          guard below || (spacing == nil && places[mate].row < lower.row),
            !shareless[mate].contains(axis),
            !(below && spacing != nil && isSingle(places[mate], axis)
              && rigid[mate].contains(Axis.Set(axis)))
          else { return false }
          let rowOfMate = atLeastOn[places[mate].row] ?? []
          return besides.contains { side in
            !rowOfMate.contains {
              shareAColumn(places[$0], places[side]) && !places[$0].unsizedAxes.contains(axis)
            }
          }
        }
      }
      if hasAMate { lowers.append(low) }
    }
    return lowers
  }

  /// What a group of `priority` shares along `axis`, its single-line cells and its spans alike
  /// (GD62): the proposal less the gaps and what higher priorities took, n / (n - k) of it where
  /// it shares past its proposal (GZ8-3, GD4), n the lines holding a single-line cell of
  /// `priority` or higher, or none but covered by a span of it or higher of one length (GD56),
  /// and k those of them the lower cell covers, less what spans hold.
  private func available(_ axis: Axis, _ priority: Double) -> Double {
    var holding = Set(
      places.indices.filter { keys[$0].priority >= priority && isSingle(places[$0], axis) }
        .map { places[$0].lines(axis).start })
    // A line holding no single-line cell that a span of `priority` or higher and of one
    // length on the axis, not a view outside the rows, covers counts as one holding (GD56).
    for item in places.indices
    where keys[item].priority >= priority && !isSingle(places[item], axis)
      && !places[item].spansAll && rigid[item].contains(Axis.Set(axis))
    {
      let (start, count) = places[item].lines(axis)
      holding.formUnion((start..<(start + count)).filter { !holdsSingle($0, axis) })
    }
    let n = Double(holding.count)
    let k = Double(linesPastProposal(priority, axis, holding))
    let higher = carried[axis]!.reduce(0, +)
    return (proposal[axis]! - gaps[axis]!.reduce(0, +) - higher)
      * (k > 0 && n > k ? n / (n - k) : 1)
      - held[axis]!
  }

  /// Whether `line` along `axis` holds a cell of a priority higher than `priority`, unsized on
  /// the axis and not of one length there, for a group other than spacers (GD31) of a priority
  /// other than a spacer's of none: the cell takes the line's final length, so the line stays
  /// open for the group and its length is not taken from the share (GD8).
  private func keptOpenByAnUnsizedCell(_ line: Int, _ axis: Axis, _ priority: Double) -> Bool {
    priority > -.infinity && !measuringSpacers
      && singleCell(at: line, axis) {
        keys[$0].priority > priority && places[$0].unsizedAxes.contains(axis)
          && !shareless[$0].contains(axis)
      }
  }

  /// Whether a span, not a view outside the rows, of more than one length along `axis` but a
  /// finite one at an infinite proposal, covers only lines holding no single-line cell in a grid
  /// with such a cell: its lines take no share, it is proposed its priority's share for each of
  /// them and the gaps between, and once measured it counts as one more line sharing, its
  /// answer not taken, until it widens them at its priority's end (GD24).
  private func sharesAsOneOverEmptyLines(_ item: Int, _ axis: Axis) -> Bool {
    let (start, count) = places[item].lines(axis)
    return !places[item].spansAll && count > 1 && largest[item][axis].isFinite
      && !rigid[item].contains(axis) && lineCells(axis).singles.contains { !$0.isEmpty }
      && (start..<(start + count)).allSatisfy { !holdsSingle($0, axis) }
  }

  /// Whether a line of `axis` still waits for a single-line cell of `priority`.
  private func awaits(_ line: Int, _ axis: Axis, _ priority: Double) -> Bool {
    singleCell(at: line, axis) { !processed[$0] && keys[$0].priority == priority }
  }

  /// Measures the group numbered `number`, and when it is the last of its priority, widens the
  /// lines by that priority's spans and carries the lengths to the next priority.
  private mutating func measureGroup(_ number: Int) {
    let group = groups[number]
    let priority = keys[group[0]].priority
    measuringSpacers = group.allSatisfy { subviews[places[$0].index].traits.isSpacer }
    var shares: [Axis: Double] = [:]
    var open: [Axis: [Bool]] = [:]
    for axis in Self.axes {
      open[axis] = openLines(axis, priority)
      shares[axis] = share(axis, priority, open: open[axis]!)
      if let share = shares[axis], share.isFinite {
        for line in open[axis]!.indices where open[axis]![line] && firstShares[axis]![line] == nil {
          firstShares[axis]![line] = share
        }
      }
      let outside = places.indices.contains {
        places[$0].spansAll && keys[$0].priority == priority && !isSingle(places[$0], axis)
      }
      // With no single-line cell of the priority waiting, the shares are its spans' alone and
      // none is settled (GD13, GD40).
      let waiting = open[axis]!.indices.contains { open[axis]![$0] && awaits($0, axis, priority) }
      if let share = shares[axis], share.isFinite, outside, waiting {
        for line in open[axis]!.indices
        where open[axis]![line] && pinned[axis]![line] == nil
          && keptOpenByAViewOutsideTheRows(line, axis, priority)
        {
          pinned[axis]![line] = share
        }
      }
      // Before the view outside the rows is measured, the lines holding a single-line cell of
      // the priority keep this share too (GD43).
      let outsideWaits = places.indices.contains {
        places[$0].spansAll && keys[$0].priority == priority && !isSingle(places[$0], axis)
          && !processed[$0] && !group.contains($0)
      }
      if let share = shares[axis], share.isFinite, outsideWaits, waiting {
        for line in open[axis]!.indices
        where open[axis]![line] && pinnedBeforeTheViewOutside[axis]![line] == nil
          && !keptOpenByAViewOutsideTheRows(line, axis, priority)
        {
          pinnedBeforeTheViewOutside[axis]![line] = share
        }
      }
    }
    // The group's spacers are measured before its other cells, which then share what the
    // spacers leave (GD34).
    let spacers = group.filter {
      !places[$0].spansAll && !isSpacerSpan($0) && subviews[places[$0].index].traits.isSpacer
    }
    let spacersFirst = !spacers.isEmpty && spacers.count < group.count
    for item in spacersFirst ? spacers + group.filter({ !spacers.contains($0) }) : group {
      guard !isSpacerSpan(item) else {
        postponed[item] = (shares, open)
        continue
      }
      let proposed = cellProposal(item, priority, shares: shares, open: open)
      record(item, proposed, subviews[places[item].index].sizeThatFits(proposed))
      if spacersFirst && item == spacers.last {
        for axis in Self.axes {
          open[axis] = openLines(axis, priority)
          shares[axis] = share(axis, priority, open: open[axis]!)
        }
      }
    }
    extendPastLackingSpans(group, priority)
    widenOverEmptyLinesAtOnce(group)
    widenUnderWaitingSpans(group, priority)
    shareWithLackingUnsizedSpans(group, priority)
    for axis in Self.axes {
      for line in current[axis]!.indices {
        let waiting = singleCell(at: line, axis) {
          !processed[$0] && keys[$0].priority >= priority
        }
        if !waiting { committed[axis]![line] = true }
      }
    }
    let lastOfPriority =
      number == groups.count - 1 || keys[groups[number + 1][0]].priority != priority
    guard lastOfPriority else { return }
    releaseAwaitingSpans(over: priority)
    // When the last group of a priority is measured, its spanning cells widen the lines no
    // single-line cell holds on a proposed axis, so a lower priority shares what is left.
    for item in places.indices where keys[item].priority == priority && processed[item] {
      for axis in Self.axes
      where !isSingle(places[item], axis) && proposal[axis] != nil
        && !waitsForTheViewsOutside(item, axis)
      {
        widen(item, axis, onlyEmpty: true)
      }
    }
    for axis in Self.axes {
      carried[axis] = current[axis]
      own[axis] = current[axis]!.map { _ in 0 }
      extra[axis] = 0
      unsizedLacking[axis] = 0
      widenedUnderSpans[axis] = 0
      pinned[axis] = [:]
      pinnedBeforeTheViewOutside[axis] = [:]
      firstShares[axis] = [:]
    }
  }

  /// Before the spans of `priority` widen their lines, a span of a higher priority that holds
  /// its lack for a cell waiting in its lines gives it to those of them holding no single-line
  /// cell where a measured span of `priority` covers one of its lines, so that the latter lacks
  /// only the rest; not while a spacer of no priority waits in them (GD21, GD47). What it gives
  /// is no longer held (GD38).
  private mutating func releaseAwaitingSpans(over priority: Double) {
    for (item, lengths) in awaiting.sorted(by: { $0.key < $1.key })
    where keys[item].priority > priority {
      for (axis, length) in lengths {
        let (start, count) = places[item].lines(axis)
        let spanned = start..<(start + count)
        let covered = spanned.contains { line in
          span(over: line, axis) { processed[$0] && keys[$0].priority == priority }
        }
        let spacerWaits = spanned.contains { line in
          singleCell(at: line, axis) { !processed[$0] && keys[$0].priority == -.infinity }
        }
        let lines = spanned.filter { !holdsSingle($0, axis) }
        let lack = lack(item, axis)
        guard covered, !spacerWaits, !lines.isEmpty, lack > 0 else { continue }
        spread(lack, over: lines, axis, ownToo: true)
        held[axis]! -= length
        awaiting[item]![axis] = nil
        released.append((item, axis, lines, lack))
      }
    }
  }

  /// Once every span has widened its lines, what a span gave its lines before a lower
  /// priority's span widened over them is spread again over its lines then holding no
  /// single-line cell or still zero long, evenly, widening none: the lower span may overflow
  /// its lines (GD38).
  private mutating func spreadReleasedLengths() {
    for (item, axis, lines, length) in released {
      let (start, count) = places[item].lines(axis)
      let now = (start..<(start + count)).filter {
        !holdsSingle($0, axis) || current[axis]![$0] == 0
      }
      guard !now.isEmpty, now != lines else { continue }
      spread(-length, over: lines, axis)
      spread(length, over: now, axis)
    }
  }

  /// Whether the higher priorities made a single-line cell's line at least as long as the cell
  /// answers at an infinite proposal (GZ4-1), or, for a spacer with a priority of its own, at a
  /// zero one (GD31): the line shares no space for the cell.
  private func filledBefore(_ item: Int, _ axis: Axis) -> Bool {
    let length = carried[axis]![places[item].lines(axis).start]
    let spacer = subviews[places[item].index].traits.isSpacer && keys[item].priority > -.infinity
    return 0 < length && (spacer ? least : largest)[item][axis] <= length
  }

  /// The lines along `axis` that share the space for a group of `priority`: those a single-line
  /// cell of it waits in and takes a share for, those only its spans cover, and those a
  /// higher-priority cell unsized there keeps open (GD8).
  private func openLines(_ axis: Axis, _ priority: Double) -> [Bool] {
    var isOpen = Array(repeating: false, count: current[axis]!.count)
    for (item, place) in places.enumerated()
    where !processed[item] && isSingle(place, axis) && keys[item].priority == priority
      && !shareless[item].contains(axis) && !filledBefore(item, axis)
    {
      isOpen[place.lines(axis).start] = true
    }
    for line in isOpen.indices
    where awaitsASpan(line, axis, priority) || keptOpenByAnUnsizedCell(line, axis, priority) {
      isOpen[line] = true
    }
    // A line only spanning cells of this priority cover stays open: it shares the space. A
    // view outside the rows keeps open a line whose single-line cells are all of lower
    // priority too (GD6).
    for (item, place) in places.enumerated()
    where !isSingle(place, axis) && keys[item].priority == priority
      && !sharesAsOneOverEmptyLines(item, axis)
    {
      let (start, count) = place.lines(axis)
      for line in start..<(start + count)
      where place.spansAll
        ? keptOpenByAViewOutsideTheRows(line, axis, priority) : !holdsSingle(line, axis)
      {
        isOpen[line] = true
      }
    }
    return isOpen
  }

  /// Whether `line` along `axis` holds no single-line cell of `priority` or higher (spacers of
  /// no priority, or cells of a lower one) and a span of `priority` not yet measured, other than
  /// a view outside the rows or one sharing as one (GD24), covers it: the line stays open for the
  /// priority's groups, its length not taken from their share, until the span is measured (GD63,
  /// GD23).
  private func awaitsASpan(_ line: Int, _ axis: Axis, _ priority: Double) -> Bool {
    span(over: line, axis) {
      !processed[$0] && !places[$0].spansAll && keys[$0].priority == priority
        && !sharesAsOneOverEmptyLines($0, axis)
    }
      && !singleCell(at: line, axis, where: { keys[$0].priority >= priority })
  }

  /// The longest of the answers along `axis`, at a zero proposal, of the single-line cells of a
  /// lower priority than `priority` in `line`: a cell of `priority` there is proposed at least
  /// that, as a stack keeps its lower priorities' least lengths (GD23).
  private func leastOfLowerPriorities(_ line: Int, _ axis: Axis, _ priority: Double) -> Double {
    let upTo = lineCells(axis).leastUpTo
    guard upTo.indices.contains(line) else { return 0 }
    // The entries below `priority` come first: find where they end by halving.
    let entries = upTo[line]
    var (low, high) = (0, entries.count)
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].priority < priority { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? 0 : entries[low - 1].least
  }

  /// Whether a view outside the rows of `priority` keeps `line` along `axis` open: the line
  /// holds no single-line cell of that priority or a higher one (GD6).
  private func keptOpenByAViewOutsideTheRows(_ line: Int, _ axis: Axis, _ priority: Double)
    -> Bool
  {
    !singleCell(at: line, axis, where: { keys[$0].priority >= priority })
  }

  /// Whether `line` along `axis` still shares for the later groups of `priority` though its
  /// single-line cells of the priority are measured: a measured span of the priority covers it
  /// and either a spacer of no priority still waits in it (GD27) or one of its cells answered
  /// past its share in the span's own group (GD44), so its cells' length is not taken from the
  /// share and it counts as one of the lines sharing.
  private func sharesUnderASpan(_ line: Int, _ axis: Axis, _ priority: Double) -> Bool {
    singleCell(at: line, axis, where: { processed[$0] && keys[$0].priority == priority })
      && (singleCell(at: line, axis, where: { !processed[$0] && keys[$0].priority == -.infinity })
        || singleCell(at: line, axis, where: { overflowsBesideASpan($0, line, axis, priority) }))
      && span(over: line, axis) { processed[$0] && keys[$0].priority == priority }
  }

  /// Whether `line` along `axis` holds single-line cells of `priority` or higher, all unsized
  /// there and of one length, and a cell, not a spacer, that makes the priority's groups share
  /// past the proposal covers it (a spacer does not: GD56): the line still shares for those
  /// groups, its length not taken from their share (GD31).
  private func keptOpenByALowerCell(_ line: Int, _ axis: Axis, _ priority: Double) -> Bool {
    singleCell(at: line, axis, where: { keys[$0].priority >= priority })
      && !singleCell(at: line, axis) {
        keys[$0].priority >= priority && !shareless[$0].contains(axis)
      }
      && (pastProposal[axis]?[priority] ?? []).contains { low in
        let (start, count) = places[low].lines(axis)
        return !subviews[places[low].index].traits.isSpacer
          && (start..<(start + count)).contains(line)
      }
  }

  /// Whether `line` along `axis` holds a measured single-line cell of `priority`, none of the
  /// priority or higher waiting, and a span of the priority not yet measured covers it: the line
  /// still shares for the priority's groups, its length not taken from their share (GD45).
  private func measuredUnderAWaitingSpan(_ line: Int, _ axis: Axis, _ priority: Double) -> Bool {
    singleCell(at: line, axis, where: { processed[$0] && keys[$0].priority == priority })
      && !singleCell(at: line, axis, where: { !processed[$0] && keys[$0].priority >= priority })
      && underAWaitingSpan(line, axis, priority)
  }

  /// Whether `cell`, a measured single-line cell of `priority` in `line`, answered past what
  /// it was proposed along `axis` while a span of its own group covers the line (GD44).
  private func overflowsBesideASpan(_ cell: Int, _ line: Int, _ axis: Axis, _ priority: Double)
    -> Bool
  {
    processed[cell] && keys[cell].priority == priority
      && lastMeasured[cell]!.answer[axis] > (lastMeasured[cell]!.proposal[axis] ?? .infinity)
      && span(over: line, axis) { keys[$0] == keys[cell] }
  }

  /// The share along `axis` of each open line for a group of `priority`; nil with no proposal
  /// on `axis`, and the proposal itself when it is infinite.
  private func share(_ axis: Axis, _ priority: Double, open isOpen: [Bool]) -> Double? {
    guard let proposed = proposal[axis] else { return nil }
    if proposed.isInfinite { return proposed }
    let stillSharing = current[axis]!.indices.filter {
      !isOpen[$0]
        && (sharesUnderASpan($0, axis, priority) || measuredUnderAWaitingSpan($0, axis, priority)
          || keptOpenByALowerCell($0, axis, priority))
    }
    let closed = current[axis]!.indices.filter {
      !awaits($0, axis, priority) && !awaitsASpan($0, axis, priority)
        && !keptOpenByAnUnsizedCell($0, axis, priority) && !stillSharing.contains($0)
    }
    // A measured line under a span still to be measured counts the share it kept from before
    // the view outside the rows was measured, if larger than its length (GD43).
    var taken = closed.map { line in
      underAWaitingSpan(line, axis, priority)
        ? max(own[axis]![line], pinnedBeforeTheViewOutside[axis]![line] ?? 0) : own[axis]![line]
    }.reduce(0, +)
    var openCount = isOpen.filter { $0 }.count + stillSharing.count + unsizedLacking[axis]!
    for lines in sharingAsOne(axis, priority, open: isOpen) { openCount -= lines.count - 1 }
    // Pinned lines one measured span of the priority covers take their pin once (GD53).
    var spansTaken: Set<Int> = []
    for (line, share) in pinned[axis]!.sorted(by: { $0.key < $1.key })
    where isOpen[line] && !awaits(line, axis, priority) {
      openCount -= 1
      let covering = firstSpan(over: line, axis) { item in
        processed[item] && !places[item].spansAll && keys[item].priority == priority
      }
      if let covering, !spansTaken.insert(covering).inserted { continue }
      taken += share
    }
    // A span of this priority that answered past its proposal over lines no single-line
    // cell holds (or, still sharing, only shareless ones of the priority or higher hold: GD56)
    // takes its answer and one of those lines (GZ6-3), other than a view outside
    // the rows that widened them at once (GD40); one within its proposal takes its answer
    // alone while a single-line cell of the priority waits and none waits in its row, and a
    // span under another covering a line that holds a single-line cell takes nothing (GD41).
    let cellWaits = current[axis]!.indices.contains { awaits($0, axis, priority) }
    for item in places.indices
    where processed[item] && !isSingle(places[item], axis) && keys[item].priority == priority
      && !widenedAtOnce.contains(item) && !underASpanOverACell(item, axis)
    {
      let (start, count) = places[item].lines(axis)
      guard
        (start..<(start + count)).allSatisfy({ line in
          (!holdsSingle(line, axis) && isOpen[line])
            || (stillSharing.contains(line)
              && !singleCell(at: line, axis) {
                keys[$0].priority >= priority && !shareless[$0].contains(axis)
              })
        })
      else { continue }
      let row = places[item].lines(axis.other).start
      if lastMeasured[item]!.answer[axis] > lastMeasured[item]!.proposal[axis] ?? .infinity {
        openCount -= 1
      } else if !cellWaits
        || places.indices.contains(where: {
          !processed[$0] && places[$0].lines(axis.other).start == row
        })
      {
        continue
      }
      taken += lastMeasured[item]!.answer[axis] - innerGaps(item, axis)
    }
    // A measured span over lines holding no single-line cell shares as one line (GD24).
    openCount +=
      places.indices.filter {
        processed[$0] && keys[$0].priority == priority && sharesAsOneOverEmptyLines($0, axis)
      }.count
    let pool = available(axis, priority) + extra[axis]!
    return (pool - taken) / Double(max(openCount, 1))
  }

  /// Whether another span of the same priority, not a view outside the rows, covers every line
  /// `item` spans along `axis` and a line holding a single-line cell (GD41).
  private func underASpanOverACell(_ item: Int, _ axis: Axis) -> Bool {
    let (start, count) = places[item].lines(axis)
    return places.indices.contains { other in
      let (first, lines) = places[other].lines(axis)
      return other != item && keys[other].priority == keys[item].priority && lines > 1
        && !places[other].spansAll && first <= start && start + count <= first + lines
        && (first..<(first + lines)).contains { holdsSingle($0, axis) }
    }
  }

  /// The open lines along `axis` holding no single-line cell that a measured span of `priority`,
  /// other than a view outside the rows, covers beside a line holding one, by span: each span's
  /// count as one line in the priority's later shares and in a span's proposal (GD59).
  private func sharingAsOne(_ axis: Axis, _ priority: Double, open isOpen: [Bool]) -> [[Int]] {
    var sets: [[Int]] = []
    for item in places.indices
    where processed[item] && !isSingle(places[item], axis) && keys[item].priority == priority
      && !places[item].spansAll
    {
      let (start, count) = places[item].lines(axis)
      let spanned = start..<(start + count)
      guard spanned.contains(where: { holdsSingle($0, axis) }) else { continue }
      let lines = spanned.filter { isOpen[$0] && !holdsSingle($0, axis) }
      if lines.count > 1, !sets.contains(where: { !Set($0).isDisjoint(with: lines) }) {
        sets.append(lines)
      }
    }
    return sets
  }

  /// What a cell of a group of `priority` is proposed, on each axis with a share.
  private func cellProposal(
    _ item: Int, _ priority: Double, shares: [Axis: Double], open: [Axis: [Bool]]
  ) -> ProposedSize {
    let place = places[item]
    var proposed = ProposedSize(width: nil, height: nil)
    for axis in Self.axes {
      guard let share = shares[axis] else { continue }
      let (start, count) = place.lines(axis)
      let value: Double
      if place.unsizedAxes.contains(axis) {
        value = linesLength(item, axis) + innerGaps(item, axis)
      } else if count == 1 {
        value = max(
          share, current[axis]![start], leastOfLowerPriorities(start, axis, priority),
          heldOver[axis]![start])
      } else if sharesAsOneOverEmptyLines(item, axis)
        || ((priority == -.infinity || subviews[place.index].traits.isSpacer)
          && !current[axis]![start..<(start + count)].contains(where: { $0 > 0 }))
      {
        // Its lines take no share: it is proposed one for each (GD24); so is a spacer over
        // columns still zero wide (GC64, GD10), of a priority of its own too (GD31).
        value = share * Double(count) + innerGaps(item, axis)
      } else if priority == -.infinity {
        // A spacer with no priority of its own, measured once the other cells have widened
        // their lines, fills the columns they widened and widens none (GD65, GD49's width,
        // GD7).
        value = linesLength(item, axis) + innerGaps(item, axis)
      } else {
        // A span is proposed what its priority shares, which leaves out what higher
        // priorities took in its own lines too (GD62), less the other lines' lengths.
        var others = 0.0
        // Lines sharing as one outside the span count one share (GD59).
        for lines in sharingAsOne(axis, priority, open: open[axis]!) {
          let outside = lines.filter { $0 < start || $0 >= start + count }.count
          others -= share * Double(max(outside - 1, 0))
        }
        var ownLines = innerGaps(item, axis)
        for line in current[axis]!.indices {
          // A line only this priority's spans cover counts its share until they widen it
          // (GD19, GD22), though no cell waits in it.
          let settled =
            !open[axis]![line] || (committed[axis]![line] && holdsSingle(line, axis))
          if line < start || line >= start + count {
            others += settled ? current[axis]![line] : share
          } else {
            ownLines += settled ? current[axis]![line] : firstShares[axis]![line] ?? share
          }
        }
        value = min(
          available(axis, priority) + widenedUnderSpans[axis]! - others + innerGaps(item, axis),
          besideASpanOfItsGroup(item, axis) ? ownLines : .infinity)
      }
      if axis == .horizontal { proposed.width = value } else { proposed.height = value }
    }
    return proposed
  }

  /// Whether a span, not a view outside the rows, has another span of its group along `axis`
  /// in its row: each is then proposed no more than its own lines' lengths, an open line counted
  /// at the first share the priority gave it, rather than what the others leave (GD45).
  private func besideASpanOfItsGroup(_ item: Int, _ axis: Axis) -> Bool {
    !places[item].spansAll
      && places.indices.contains { other in
        other != item && keys[other] == keys[item] && !isSingle(places[other], axis)
          && !places[other].spansAll
          && places[other].lines(axis.other).start == places[item].lines(axis.other).start
      }
  }

  /// A view outside the rows of `group` that lacks space over columns still zero wide and
  /// holding no single-column cell (or, answering one width at every proposal, some holding none:
  /// GD13) widens them at once, equally, and the priority's later groups share what it lacks past
  /// the proposal, its columns' length not taken from their share (GD40). A span of `group` that
  /// then leaves those lines as they are gives the later groups what it lacks less (GD53).
  private mutating func widenOverEmptyLinesAtOnce(_ group: [Int]) {
    for item in group where places[item].spansAll {
      for axis in Self.axes
      where !isSingle(places[item], axis) && proposal[axis].map({ $0.isFinite }) ?? false {
        let (start, count) = places[item].lines(axis)
        let spanned = start..<(start + count)
        let lack = lack(item, axis)
        let cellless = spanned.filter { !holdsSingle($0, axis) }
        guard lack > 0, spanned.allSatisfy({ current[axis]![$0] == 0 }),
          cellless.count == count || (!cellless.isEmpty && rigid[item].contains(axis))
        else { continue }
        spread(lack, over: spanned, axis)
        extra[axis]! += lack
        widenedAtOnce.insert(item)
        // The later groups pin its lines afresh, at the share past its lack (GD53).
        for line in spanned { pinned[axis]![line] = nil }
      }
    }
    for item in group where !places[item].spansAll {
      for axis in Self.axes
      where !isSingle(places[item], axis) && proposal[axis].map({ $0.isFinite }) ?? false
        && keepsLinesWidenedAtOnce(item, axis)
      {
        held[axis]! += max(lack(item, axis), 0)
      }
    }
  }

  /// A span of `group`, unsized on an axis, that lacks space over its lines, one of which a
  /// single-line cell of `priority` still waits in and another holding no single-line cell of
  /// `priority` or higher, gives the later groups of the priority what it lacks past the
  /// proposal, and shares it with them as one more line (GD35).
  private mutating func shareWithLackingUnsizedSpans(_ group: [Int], _ priority: Double) {
    for item in group where !places[item].spansAll && processed[item] {
      for axis in Self.axes
      where !isSingle(places[item], axis) && places[item].unsizedAxes.contains(axis)
        && proposal[axis].map({ $0.isFinite }) ?? false
      {
        let (start, count) = places[item].lines(axis)
        let spanned = start..<(start + count)
        let lack = lack(item, axis)
        guard lack > 0, spanned.contains(where: { awaits($0, axis, priority) }),
          spanned.contains(where: { line in
            !singleCell(at: line, axis, where: { keys[$0].priority >= priority })
          })
        else { continue }
        extra[axis]! += lack
        unsizedLacking[axis]! += 1
      }
    }
  }

  /// Whether a span of `priority` other than a view outside the rows, not yet measured, covers
  /// `line` along `axis`.
  private func underAWaitingSpan(_ line: Int, _ axis: Axis, _ priority: Double) -> Bool {
    span(over: line, axis) {
      !processed[$0] && !places[$0].spansAll && keys[$0].priority == priority
    }
  }

  /// A view outside the rows of `priority`, measured in an earlier group than `group`, that
  /// still lacks space after it while spans of the priority wait widens the lines those spans
  /// cover at once, equally; the priority's later groups share what it lacked past the
  /// proposal, and the spans are proposed that much more (GD43).
  private mutating func widenUnderWaitingSpans(_ group: [Int], _ priority: Double) {
    for item in places.indices
    where places[item].spansAll && processed[item] && !group.contains(item)
      && keys[item].priority == priority
    {
      for axis in Self.axes
      where !isSingle(places[item], axis) && proposal[axis].map({ $0.isFinite }) ?? false {
        let lack = lack(item, axis)
        guard lack > 0 else { continue }
        let lines = current[axis]!.indices.filter { underAWaitingSpan($0, axis, priority) }
        guard !lines.isEmpty else { continue }
        spread(lack, over: lines, axis)
        extra[axis]! += lack
        widenedUnderSpans[axis]! += lack
      }
    }
  }

  /// Records a cell's measurement: a single-line cell makes its line at least as long as its
  /// answer.
  private mutating func record(_ item: Int, _ proposed: ProposedSize, _ answer: Size) {
    let place = places[item]
    lastMeasured[item] = (proposed, answer)
    processed[item] = true
    for axis in Self.axes where isSingle(place, axis) {
      let line = place.lines(axis).start
      current[axis]![line] = max(current[axis]![line], answer[axis])
      own[axis]![line] = max(own[axis]![line], answer[axis])
    }
  }

  /// A span of `priority` that still lacks space over its lines after `group` gives the later
  /// groups more to share: measured in an earlier group, the shares this group's cells in its
  /// lines left unused (GX18); measured in this group with some of them, wider than their shares
  /// and its gaps and with a line still waiting, what it lacks (GX17).
  private mutating func extendPastLackingSpans(_ group: [Int], _ priority: Double) {
    for axis in Self.axes where proposal[axis].map({ $0.isFinite }) ?? false {
      for span in places.indices
      where processed[span] && !isSingle(places[span], axis) && keys[span].priority == priority
        && lack(span, axis) > 0
      {
        let (start, count) = places[span].lines(axis)
        let spanned = start..<(start + count)
        let inside = group.filter {
          $0 != span && isSingle(places[$0], axis)
            && spanned.contains(places[$0].lines(axis).start)
        }
        let shares = inside.map { lastMeasured[$0]!.proposal[axis]! }
        if !group.contains(span) {
          extra[axis]! += zip(inside, shares).map { item, share in
            max(0, share - lastMeasured[item]!.answer[axis])
          }.reduce(0, +)
        } else if !inside.isEmpty, spanned.contains(where: { awaits($0, axis, priority) }),
          lastMeasured[span]!.answer[axis] > shares.reduce(0, +) + innerGaps(span, axis)
        {
          extra[axis]! += lack(span, axis)
        }
      }
    }
  }
}
