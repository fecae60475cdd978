import Foundation

// The seeded generator is the tests' own (SplitMix64.swift links to Tests/TestSupport).

/// The three kinds of very large title of target 4 (Docs/Benchmarks.md).
public enum LargeTitleVariant: String, CaseIterable, Sendable {
  /// Words of hundreds to thousands of letters (with diacritics): most lines end in an
  /// emergency break between clusters.
  case longWords = "long words"
  /// Short words and CJK runs: a break opportunity every few code units.
  case manyBreaks = "many breaks"
  /// Short lines separated by line feeds: a hard break every few dozen characters.
  case manyNewlines = "many newlines"
}

/// Titles of a given size in UTF-8 bytes, deterministic for a variant and a size.
public enum LargeTitle {
  private static let letters = Array("abcdefghijklmnopqrstuvwxyzäöüéèàçñøåßłžš")
  private static let shortWords = [
    "a", "an", "to", "Café", "über", "très", "mañana", "Straße", "naïve", "Zoë", "coffee",
    "rent", "東京", "支払い", "退款", "สวัสดี", "مرحبا", "🍕", "☕️", "12,50", "€",
  ]
  private static let cjk = Array("吾輩は猫である名前はまだ無いどこで生れたかとんと見当がつかぬ星巴克美团外卖")

  /// A title of `bytes` UTF-8 bytes or a few more, of `variant`.
  public static func make(_ variant: LargeTitleVariant, bytes: Int) -> String {
    var generator = SplitMix64(seed: 0xAD_A971 &+ UInt64(bytes))
    var title = ""
    title.reserveCapacity(bytes + 64)
    var size = 0
    func append(_ piece: String) {
      title += piece
      size += piece.utf8.count
    }
    while size < bytes {
      switch variant {
      case .longWords:
        let length = Int.random(in: 200...3000, using: &generator)
        var word = ""
        for _ in 0..<length { word.append(letters.randomElement(using: &generator)!) }
        append(word + " ")
      case .manyBreaks:
        if Bool.random(using: &generator) {
          append(shortWords.randomElement(using: &generator)! + " ")
        } else {
          var run = ""
          for _ in 0..<Int.random(in: 2...8, using: &generator) {
            run.append(cjk.randomElement(using: &generator)!)
          }
          append(run)
        }
      case .manyNewlines:
        var line = ""
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
          line += shortWords.randomElement(using: &generator)! + " "
        }
        append(line + "\n")
      }
    }
    return title
  }
}

/// JSON Lines inputs for the list benchmarks, written to a temporary directory.
public enum ListInputs {
  /// The directory the inputs are written to: `ADAPTIVE_ROWS_BENCHMARK_INPUTS` when set, else
  /// `adaptive-rows-benchmarks` in the system's temporary directory. The files are
  /// deterministic, so a file already there of the right name is reused.
  public static var directory: URL {
    if let path = ProcessInfo.processInfo.environment["ADAPTIVE_ROWS_BENCHMARK_INPUTS"],
      !path.isEmpty
    {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptive-rows-benchmarks", isDirectory: true)
  }

  /// A file of `rows` lines drawn from the corpus by a seeded generator.
  public static func corpusRows(_ rows: Int) -> URL {
    corpusRows(rows, part: 0)
  }

  /// Another file of `rows` lines drawn from the corpus, one of several that differ in their
  /// draws: part 0 is ``corpusRows(_:)``'s.
  public static func corpusRows(_ rows: Int, part: Int) -> URL {
    let lines = Corpus.lines()
    let name = "corpus-\(lines.count)-\(rows)" + (part == 0 ? "" : "-part\(part)") + ".jsonl"
    return write(name: name, rows: rows, seed: UInt64(rows) &+ UInt64(part) << 32) {
      generator in lines[Int.random(in: 0..<lines.count, using: &generator)]
    }
  }

  /// A file of `rows` lines over `distinct` corpus titles (the same merchants again and
  /// again), for the cache of measured titles.
  public static func repeatedMerchants(_ rows: Int, distinct: Int = 50) -> URL {
    let lines = Corpus.lines()
    var picker = SplitMix64(seed: 50)
    let chosen = (0..<distinct).map { _ in lines[Int.random(in: 0..<lines.count, using: &picker)] }
    return write(
      name: "repeated-\(lines.count)-\(distinct)-\(rows).jsonl", rows: rows, seed: UInt64(rows)
    ) { generator in chosen[Int.random(in: 0..<chosen.count, using: &generator)] }
  }

  /// Writes `rows` lines made by `line` under `name`, streaming (memory stays small), unless
  /// the file is already there; returns its URL.
  private static func write(
    name: String, rows: Int, seed: UInt64, line: (inout SplitMix64) -> [UInt8]
  ) -> URL {
    let url = directory.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: url.path) { return url }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let partial = directory.appendingPathComponent("\(name).\(getpid()).partial")
      guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
        fatalError("cannot create \(partial.path)")
      }
      let handle = try FileHandle(forWritingTo: partial)
      var generator = SplitMix64(seed: seed)
      var chunk: [UInt8] = []
      chunk.reserveCapacity(1 << 20)
      for _ in 0..<rows {
        chunk += line(&generator)
        chunk.append(UInt8(ascii: "\n"))
        if chunk.count >= 1 << 20 {
          try handle.write(contentsOf: chunk)
          chunk.removeAll(keepingCapacity: true)
        }
      }
      try handle.write(contentsOf: chunk)
      try handle.close()
      // Another process may have written the same file meanwhile: the contents are the same.
      _ = try? FileManager.default.removeItem(at: url)
      try FileManager.default.moveItem(at: partial, to: url)
    } catch {
      fatalError("cannot write the benchmark input \(url.path): \(error)")
    }
    return url
  }
}
