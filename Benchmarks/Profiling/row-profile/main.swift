import AdaptiveRows
import BenchmarkSupport
import Foundation

// The benchmarks' work without the harness, for profilers (valgrind's callgrind counts
// instructions repeatably on noisy machines) and for checking that the baseline and the row
// agree. Docs/Benchmarks.md has the commands.
//
//   row-profile <work> [count] [width]
//
// work: icu, row (the mode and lines: `terminalLines(width:)`), layout (the full layout and
//       its lines), seed, breakpoints, decision (over `count` corpus titles, default all),
//       large-<long-words|many-breaks|many-newlines>-<bytes> (one large title, laid out
//       and rendered),
//       format-<rows> (a JSON Lines file of corpus rows, as `adaptive-rows format --threads 1`:
//       on one thread, so that callgrind's collection, which starts in this thread, sees it),
//       steps-<rows> (the same, printing the time of each 100k rows; ROW_PROFILE_CACHE=0
//       turns the title cache off), pairs (1M rows and ten lists of 100k, each side timed
//       whole), interleaved (T5 1M rows paired's work outside the harness: the million's
//       tenths timed one by one between the lists of 100k); both print CPU time beside
//       wall-clock; threads (T5 threads paired's work outside the harness, twelve iterations),
//       check (the seed's method and the row choose the same mode and lines for every title).
//
// With ROW_PROFILE_REPEAT=<n>, the work runs n times (for sampling profilers such as
// `perf record`, which need seconds of it). With ROW_PROFILE_WARM=1 in the environment, one bare ICU pass over every corpus title runs
// first, so that ICU's dictionaries (Thai, CJK) are loaded before the work: marginal counts
// then measure the steady state that the harness measures after its warm-up iteration.

let arguments = CommandLine.arguments
let work = arguments.count > 1 ? arguments[1] : "row"
let width = arguments.count > 3 ? Double(arguments[3]) ?? 40 : 40
let all = Corpus.all
let count = arguments.count > 2 ? min(Int(arguments[2]) ?? all.count, all.count) : all.count
let entries = all.prefix(count)
let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
var checksum = 0
if ProcessInfo.processInfo.environment["ROW_PROFILE_WARM"] == "1" {
  let pass = ICULineBreakPass()
  for entry in all { checksum &+= pass.boundaries(of: entry.title) }
  for entry in all.prefix(50) {
    let row = AdaptiveAmountRow(title: entry.title, amount: entry.amount)
    checksum &+= try row.layout(width: width, environment: environment).terminalLines().count
  }
}
// A large title is generated before the work, as the benchmark's setup does.
let largeTitle: String? = {
  guard work.hasPrefix("large-") else { return nil }
  let parts = work.dropFirst("large-".count).split(separator: "-")
  guard let bytes = parts.last.flatMap({ Int($0) }),
    let variant = LargeTitleVariant(rawValue: parts.dropLast().joined(separator: " "))
  else { return nil }
  return LargeTitle.make(variant, bytes: bytes)
}()
let repeats = max(1, Int(ProcessInfo.processInfo.environment["ROW_PROFILE_REPEAT"] ?? "") ?? 1)
let start = ContinuousClock.now
for _ in 0..<repeats { try runWork(work) }
let elapsed = ContinuousClock.now - start
print("\(work): \(entries.count) titles, checksum \(checksum), \(elapsed)")

/// The work itself, in a function of its own so that a profiler can count it alone:
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*runWork*'`.
@MainActor @inline(never)
func runWork(_ work: String) throws {
  switch work {
  case "icu":
    let pass = ICULineBreakPass()
    for entry in entries { checksum &+= pass.boundaries(of: entry.title) }
  case "row":
    for entry in entries {
      let row = AdaptiveAmountRow(title: entry.title, amount: entry.amount)
      checksum &+= try row.terminalLines(width: width, environment: environment).lines.count
    }
  case "layout":
    for entry in entries {
      let row = AdaptiveAmountRow(title: entry.title, amount: entry.amount)
      checksum &+= try row.layout(width: width, environment: environment).terminalLines().count
    }
  case "seed":
    for entry in entries {
      checksum &+=
        SeedMethod.layout(
          title: entry.title, amount: entry.amount, width: width, environment: environment
        ).lines.count
    }
  case "breakpoints":
    for entry in entries {
      let row = AdaptiveAmountRow(title: entry.title, amount: entry.amount)
      checksum &+= row.breakpoints(environment: environment).count
    }
  case "decision":
    for entry in entries {
      let row = AdaptiveAmountRow(title: entry.title, amount: entry.amount)
      checksum &+= row.layout(width: width, environment: environment).modeIndex
    }
  case "check":
    var differences = 0
    for entry in entries {
      let row = AdaptiveAmountRow(title: entry.title, amount: entry.amount)
      let layout = row.layout(width: width, environment: environment)
      let seed = SeedMethod.layout(
        title: entry.title, amount: entry.amount, width: width, environment: environment)
      let lines = try row.terminalLines(width: width, environment: environment)
      if try layout.mode != seed.mode || layout.terminalLines() != seed.lines
        || lines.mode != seed.mode || lines.lines != seed.lines
      {
        differences += 1
        if differences <= 5 {
          print("differs: \(entry.title): row \(layout.mode), seed \(seed.mode)")
        }
      }
    }
    print("\(entries.count) titles at width \(Int(width)): \(differences) differ")
    if differences > 0 { exit(1) }
  case let large where large.hasPrefix("large-"):
    guard let title = largeTitle else {
      print("usage: row-profile large-<long-words|many-breaks|many-newlines>-<bytes>")
      exit(64)
    }
    let row = AdaptiveAmountRow(title: title, amount: "-12.50 €")
    checksum &+= try row.layout(width: width, environment: environment).terminalLines().count
  case let steps where steps.hasPrefix("steps-"):
    let rows = Int(steps.dropFirst("steps-".count)) ?? 0
    var options = ListFormatterOptions(width: width)
    if ProcessInfo.processInfo.environment["ROW_PROFILE_CACHE"] == "0" {
      options.titleCacheCapacity = 0
    }
    let url = ListInputs.corpusRows(rows)
    guard let handle = try? FileHandle(forReadingFrom: url) else {
      print("cannot open \(url.path)")
      exit(66)
    }
    let formatter = try WalletListFormatter(options: options)
    var done = 0
    var last = Date()
    var laps: [String] = []
    for record in formatter.formatOutput(
      EntryReader(fileHandle: handle, format: .jsonLines))
    {
      if case .success(let text) = record.result { checksum &+= text.utf8.count }
      done += 1
      if done % 100_000 == 0 {
        laps.append(String(format: "%.2f", Date().timeIntervalSince(last)))
        last = Date()
      }
    }
    print("laps:", laps.joined(separator: " "))
  case "pairs", "interleaved":
    // 1M rows and ten lists of 100k, four pairs, with the wall-clock and CPU time of each side.
    // pairs: each side timed as one block (as `T5 1M rows paired` did before it interleaved
    // them), in both orders. interleaved: `T5 1M rows paired`'s work, the million's ten
    // hundred thousands timed one by one, each beside one of the ten lists of 100k.
    let options = ListFormatterOptions(width: width)
    let million = ListInputs.corpusRows(1_000_000)
    let tenths = (0..<10).map { ListInputs.corpusRows(100_000, part: $0) }
    let interleaved = work == "interleaved"
    for pair in 0..<4 {
      var wall = [0.0, 0.0]
      var cpu = [0.0, 0.0]
      // Opened in the million's first part, as each list of 100k is in its own time.
      var run: ListFormatting.Run?
      func time(_ side: Int, _ work: () -> Void) {
        let start = Date()
        let startCPU = cpuTime(CLOCK_THREAD_CPUTIME_ID)
        work()
        wall[side] += Date().timeIntervalSince(start)
        cpu[side] += cpuTime(CLOCK_THREAD_CPUTIME_ID) - startCPU
      }
      let parts = interleaved ? tenths.map { [$0] } : [tenths]
      for (index, part) in parts.enumerated() {
        for side in (pair + index) % 2 == 0 ? [0, 1] : [1, 0] {
          time(side) {
            if side == 0 {
              let list = run ?? ListFormatting.Run(file: million, options: options)
              run = list
              list.step(rows: interleaved ? 100_000 : .max)
            } else {
              for file in part {
                checksum &+= ListFormatting.format(file: file, options: options).bytes
              }
            }
          }
        }
      }
      checksum &+= run?.totals.bytes ?? 0
      print(
        String(
          format:
            "pair %d: wall 1M %.2f s, ten 100k %.2f s, %.2fx; cpu 1M %.2f s, ten 100k %.2f s, %.2fx",
          pair, wall[0], wall[1], 10 * wall[0] / wall[1], cpu[0], cpu[1], 10 * cpu[0] / cpu[1]))
    }
  case "threads":
    // `T5 threads paired`'s work outside the harness: 100k rows on one thread, on two, and as
    // two lists at once, twelve times, each iteration starting with a different one.
    let file = ListInputs.corpusRows(100_000)
    let cells = Int(width)
    @Sendable func format(threads: Int) {
      var options = ListFormatterOptions(width: Double(cells))
      options.threads = threads
      precondition(ListFormatting.format(file: file, options: options).rows == 100_000)
    }
    let works: [() -> Void] = [
      { format(threads: 1) }, { format(threads: 2) },
      { DispatchQueue.concurrentPerform(iterations: 2) { _ in format(threads: 1) } },
    ]
    for iteration in 0..<12 {
      var wall = [0.0, 0.0, 0.0]
      var cpu = [0.0, 0.0, 0.0]
      for step in works.indices {
        let index = (iteration + step) % works.count
        let start = Date()
        let startCPU = cpuTime(CLOCK_PROCESS_CPUTIME_ID)
        works[index]()
        wall[index] = Date().timeIntervalSince(start)
        cpu[index] = cpuTime(CLOCK_PROCESS_CPUTIME_ID) - startCPU
      }
      let ratio = wall[0] / wall[1]
      let machine = 2 * wall[0] / wall[2]
      print(
        String(
          format:
            "%2d: 1 thread %.2f s (cpu %.2f), 2 threads %.2f s (cpu %.2f), two lists %.2f s (cpu %.2f): %.2fx, machine %.2fx, share %.2f",
          iteration, wall[0], cpu[0], wall[1], cpu[1], wall[2], cpu[2], ratio, machine,
          ratio / machine))
    }
  case let format where format.hasPrefix("format-"):
    guard let rows = Int(format.dropFirst("format-".count)) else {
      print("usage: row-profile format-<rows>")
      exit(64)
    }
    let file = ListInputs.corpusRows(rows)
    let totals = ListFormatting.format(
      file: file, options: ListFormatterOptions(width: width, threads: 1))
    checksum &+= totals.bytes
  default:
    print("unknown work \(work)")
    exit(64)
  }
}

/// The CPU time of `clock` (`CLOCK_THREAD_CPUTIME_ID`: the calling thread;
/// `CLOCK_PROCESS_CPUTIME_ID`: every thread of the process), in seconds.
func cpuTime(_ clock: clockid_t) -> Double {
  var time = timespec()
  clock_gettime(clock, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}
