import AdaptiveAmountRow
import Foundation
import LayoutEngine
import Locking
import Testing
import WalletEntries
import WalletList

@testable import TextMeasurement

/// Titles in several scripts, with the breaks, marks and emoji that exercise ICU.
private let titles = [
  "Coffee", "some text which can obviously be wrapped in two lines",
  "吾輩は猫である。名前はまだ無い。", "한국어 텍스트를 줄바꿈합니다", "ภาษาไทยง่ายนิดเดียว",
  "Bäckerei Müller & Söhne, Hauptbahnhof Süd, Filiale 12", "👨‍👩‍👧 family 🇯🇵 trip ☕️",
  "e\u{301}\u{323} combining", "مرحبا بالعالم", "tab\there\nand a newline", "",
]

/// The measurers every task shares.
private let measurers: [any TextMeasurer] = [
  TerminalCellMeasurer(), TerminalCellMeasurer(ambiguousIsWide: true),
  FixedAdvanceMeasurer(advance: 1),
]

/// What a row looks like: its mode and drawn lines (or the drawing's refusal, which none of
/// these measurers of cells meets).
private struct RowOutcome: Hashable, Sendable {
  var mode: String
  var lines: Result<[String], NotTerminalCellsError>
}

/// Every title at every width with every measurer, using the shared `rows`, in order or in
/// reverse order (the outcomes are returned in order either way).
private func outcomes(_ rows: [AdaptiveAmountRow], reversed: Bool) -> [RowOutcome] {
  var jobs: [(environment: EnvironmentValues, row: AdaptiveAmountRow, width: Double)] = []
  for measurer in measurers {
    var environment = EnvironmentValues(measurer: measurer)
    environment.lineBreakOptions = LineBreakOptions(locale: "ja")
    for row in rows {
      for width in stride(from: 1.0, through: 60, by: 7) { jobs.append((environment, row, width)) }
    }
  }
  let order = reversed ? Array(jobs.reversed()) : jobs
  let result = order.map { job in
    let layout = job.row.layout(width: job.width, environment: job.environment)
    return RowOutcome(mode: layout.mode.rawValue, lines: Result(catching: layout.terminalLines))
  }
  return reversed ? result.reversed() : result
}

/// The sample wallet and hostile entries, the formatter's input for the determinism tests.
private func determinismEntries() throws -> [WalletEntry] {
  let sample = try Data(contentsOf: packageDirectory.appendingPathComponent("Samples/wallet.jsonl"))
  let entries = EntryReader(chunks: [sample], format: .jsonLines).compactMap {
    try? $0.result.get()
  }
  return entries + titles.map { entry($0) } + [
    entry("\u{1B}[31mred\u{1B}[0m \u{202E}evil"), entry(String(repeating: "long ", count: 200)),
  ]
}

@Suite("Concurrency and determinism")
struct ConcurrencyTests {
  @Test("rows laid out from 8 concurrent tasks sharing measurers and rows match one task")
  func eightTasks() async {
    let rows = titles.map { AdaptiveAmountRow(title: $0, amount: "-12.50 €") }
    let expected = outcomes(
      titles.map { AdaptiveAmountRow(title: $0, amount: "-12.50 €") }, reversed: false)
    let results = await withTaskGroup(of: [RowOutcome].self) { group in
      for task in 0..<8 {
        group.addTask { outcomes(rows, reversed: task % 2 == 1) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    for result in results { #expect(result == expected) }
  }

  @Test(
    "one amount formatter learning and reading patterns from 8 tasks at once writes as one task")
  func amountPatternsShared() async throws {
    // 24 codes, each positive and negative: more code-and-sign pairs than the formatter's
    // lock-free table holds (32), so both the table and the locked path past it are used.
    let codes = [
      "EUR", "USD", "JPY", "BHD", "GBP", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF",
      "KRW", "INR", "BRL", "MXN", "ZAR", "TRY", "AUD", "CAD", "NZD", "SGD", "HKD", "KUDOS",
    ]
    let amounts = try codes.flatMap { code in
      try ["1234.5", "-0.05", "1200", "-98765.4321"].map {
        try MonetaryAmount(value: $0, currency: code)
      }
    }
    let fresh = AmountFormatter(locale: Locale(identifier: "de_DE"))
    let expected = amounts.map { fresh.string(for: $0) }
    let shared = AmountFormatter(locale: Locale(identifier: "de_DE"))
    let results = await withTaskGroup(of: [String].self) { group in
      for task in 0..<8 {
        group.addTask {
          // Each task meets the amounts from another starting point, three times over.
          var written = [String](repeating: "", count: amounts.count)
          for round in 0..<3 {
            for step in amounts.indices {
              let index = (step + task * 11 + round * 5) % amounts.count
              written[index] = shared.string(for: amounts[index])
            }
          }
          return written
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    for result in results { #expect(result == expected) }
  }

  @Test("rows laid out by the engine from 8 tasks at once, their texts made on first use, match")
  func engineLaidRowsShared() async {
    let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
    let widths: [Double?] = [nil, 3, 17, 40]
    func dumps(_ rows: [AdaptiveAmountRow]) -> [String] {
      rows.flatMap { row in
        widths.map {
          row.layout(in: ProposedSize(width: $0, height: nil), environment: environment).dump()
        }
      }
    }
    let expected = dumps(titles.map { AdaptiveAmountRow(title: $0, amount: "-12.50 €") })
    // Fresh rows, shared by every task: the first use of each row's texts may race.
    let rows = titles.map { AdaptiveAmountRow(title: $0, amount: "-12.50 €") }
    let results = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 { group.addTask { dumps(rows) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    for result in results { #expect(result == expected) }
  }

  @Test("ICU iterators are never shared: 8 threads each get their own, used by no other")
  func iteratorsPerThread() {
    struct Use: Sendable {
      var inUse: Set<UInt> = []
      var owners: [UInt: Set<Int>] = [:]
      var overlaps = 0
    }
    let state = Locked(Use())
    let finished = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let kinds: [BreakIteratorKind] = [.character, .line("en"), .line("ja@lb=strict")]
    for thread in 0..<8 {
      Thread {
        for round in 0..<50 {
          let kind = kinds[(thread + round) % kinds.count]
          _ = BreakIteratorsPerThread.withIterator(kind) { iterator in
            let bits = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(iterator)))
            state.withLock { use in
              if !use.inUse.insert(bits).inserted { use.overlaps += 1 }
              use.owners[bits, default: []].insert(thread)
            }
            usleep(100)
            _ = state.withLock { $0.inUse.remove(bits) }
          }
        }
        finished.signal()
        // Stay alive until every thread has been checked, so that no iterator is closed and
        // its address reused by another thread's clone.
        release.wait()
      }.start()
    }
    for _ in 0..<8 { finished.wait() }
    let use = state.withLock { $0 }
    for _ in 0..<8 { release.signal() }
    #expect(use.overlaps == 0)
    #expect(use.owners.count == 8 * kinds.count)
    #expect(use.owners.values.allSatisfy { $0.count == 1 })
  }

  @Test("the formatter's output is byte-identical across runs and from 1 or 8 tasks")
  func formatterDeterminism() async throws {
    let entries = try determinismEntries()
    for policy in AmountRowListPolicy.allCases {
      let formatter = listFormatter(width: 34, policy: policy)
      let once = formattedText(entries, formatter: formatter)
      #expect(formattedText(entries, formatter: formatter) == once)
      let concurrent = await withTaskGroup(of: String.self) { group in
        for _ in 0..<8 { group.addTask { formattedText(entries, formatter: formatter) } }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(concurrent.count == 8)
      #expect(concurrent.allSatisfy { Array($0.utf8) == Array(once.utf8) })
    }
  }
}
