import Foundation
import WalletEntries
import WalletList

/// Formats a JSON Lines file as `adaptive-rows format` does in text mode: an `EntryReader` over
/// the file, `WalletListFormatter.formatOutput(records:)` with `ListFormatterOptions.output`
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
    guard let handle = try? FileHandle(forReadingFrom: url) else {
      fatalError("cannot open \(url.path)")
    }
    defer { try? handle.close() }
    var options = options
    options.output = .text
    let formatter = WalletListFormatter(options: options)
    var totals = Totals()
    let records = EntryReader(fileHandle: handle, format: .jsonLines)
    for record in formatter.formatOutput(records: records) {
      switch record.result {
      case .success(let text):
        if totals.rows > 0, let separator = formatter.separatorLine {
          totals.bytes += separator.utf8.count + 1
        }
        totals.bytes += text.utf8.count + 1
        totals.rows += 1
      case .failure(let error):
        fatalError("line \(record.line) of \(url.lastPathComponent): \(error)")
      }
    }
    return totals
  }
}
