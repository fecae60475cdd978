import Foundation
import WalletEntries

/// One corpus entry: the title and the amount as a row shows it.
public struct CorpusEntry: Sendable, Hashable {
  /// The title as given.
  public var title: String
  /// The amount formatted for `en_US`, as the list formatter shows it.
  public var amount: String
}

/// The committed corpus of wallet titles with amounts (`Benchmarks/Corpus/titles.jsonl`,
/// written by `Benchmarks/Corpus/generate_corpus.py`).
public enum Corpus {
  /// The directory of the corpus: `ADAPTIVE_ROWS_CORPUS_DIRECTORY` when set, else
  /// `Benchmarks/Corpus` beside these sources.
  public static var directory: URL {
    if let path = ProcessInfo.processInfo.environment["ADAPTIVE_ROWS_CORPUS_DIRECTORY"],
      !path.isEmpty
    {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Corpus", isDirectory: true)
  }

  /// The corpus file.
  public static var file: URL { directory.appendingPathComponent("titles.jsonl") }

  /// The corpus's lines as bytes, each without its line feed, in file order.
  public static func lines() -> [[UInt8]] {
    guard let data = try? Data(contentsOf: file) else {
      fatalError("cannot read the corpus at \(file.path): run Benchmarks/Corpus/generate_corpus.py")
    }
    return data.split(separator: UInt8(ascii: "\n")).map { Array($0) }
  }

  /// The corpus's entries, read with `EntryReader` and their amounts formatted for `en_US`.
  public static func entries() -> [CorpusEntry] {
    let formatter = AmountFormatter(locale: Locale(identifier: "en_US"))
    guard let data = try? Data(contentsOf: file) else {
      fatalError("cannot read the corpus at \(file.path): run Benchmarks/Corpus/generate_corpus.py")
    }
    let reader = EntryReader(chunks: [data], format: .jsonLines)
    return reader.map { record in
      switch record.result {
      case .success(let entry):
        return CorpusEntry(title: entry.title, amount: formatter.string(for: entry.amount))
      case .failure(let error):
        fatalError("corpus line \(record.line) is not an entry: \(error)")
      }
    }
  }

  /// The corpus's entries, loaded once per process (the first 120 in a smoke run).
  public static let all: [CorpusEntry] = Array(
    entries().prefix(BenchmarkScale.size(.max, smoke: 120)))

  /// Every tenth entry: the sample on which the slow baseline runs.
  public static let sample: [CorpusEntry] = stride(from: 0, to: all.count, by: 10).map { all[$0] }
}
