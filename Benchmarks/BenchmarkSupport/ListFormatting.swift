import Foundation
import WalletEntries
import WalletList

/// Formats a JSON Lines file as `adaptive-rows format` does in text mode: an `EntryReader` over
/// the file, `WalletListFormatter.formatOutput(_:)` with `ListFormatterOptions.output`
/// set to text (each row's text is made beside its layout, on the thread that laid it out),
/// and the separator line between rows. The output is not written anywhere: its UTF-8 bytes
/// are counted.
public enum ListFormatting {
  /// The rows formatted and the bytes of text they make.
  public struct Totals: Sendable {
    public var rows = 0
    public var bytes = 0
  }

  /// Formats the file at `url` with `options`.
  public static func format(file url: URL, options: ListFormatterOptions) -> Totals {
    let run = Run(file: url, options: options)
    run.step(rows: .max)
    return run.totals
  }

  /// One list being formatted, a number of rows at a time: the same work as
  /// `format(file:options:)`, which can be stopped after any row and taken up again, so that
  /// the parts of one long list can be timed between other work.
  public final class Run {
    private let handle: FileHandle
    private let formatter: WalletListFormatter
    private let name: String
    private var outputs: FormattedSequence<EntryReader, FormattedOutput>.Iterator
    /// What has been formatted so far.
    public private(set) var totals = Totals()
    /// Whether the list has no more rows.
    public private(set) var isFinished = false

    /// Opens the file at `url`; nothing is read until `step(rows:)`.
    public init(file url: URL, options: ListFormatterOptions) {
      guard let handle = try? FileHandle(forReadingFrom: url) else {
        fatalError("cannot open \(url.path)")
      }
      var options = options
      options.output = .text
      self.handle = handle
      self.name = url.lastPathComponent
      do {
        formatter = try WalletListFormatter(options: options)
      } catch {
        fatalError("invalid options: \(error)")
      }
      outputs = formatter.formatOutput(EntryReader(fileHandle: handle, format: .jsonLines))
        .makeIterator()
    }

    deinit { try? handle.close() }

    /// Formats up to `rows` more rows, fewer at the end of the list.
    public func step(rows: Int) {
      var done = 0
      while done < rows, !isFinished {
        guard let output = outputs.next() else {
          isFinished = true
          break
        }
        switch output.result {
        case .success(let text):
          if totals.rows > 0, let separator = formatter.separatorLine {
            totals.bytes += separator.utf8.count + 1
          }
          totals.bytes += text.utf8.count + 1
          totals.rows += 1
        case .failure(let error):
          fatalError("line \(output.line) of \(name): \(error)")
        }
        done += 1
      }
    }
  }
}
