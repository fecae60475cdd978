import CICULineBreakPass

/// One bare ICU line-break pass per text on a reused iterator: the text's UTF-16 is copied
/// into a reused buffer, set on the iterator, and every boundary is walked.
///
/// Not thread-safe: one thread at a time, like the ICU iterator it holds.
public final class ICULineBreakPass {
  private let pass: OpaquePointer
  private var buffer: [UInt16] = []

  /// A pass with a line break iterator for the ICU locale `locale` ("en" is the row's
  /// default).
  public init(locale: String = "en") {
    var error: Int32 = 0
    guard let pass = line_break_pass_open(locale, &error) else {
      fatalError("ICU cannot open a line break iterator for \(locale): error \(error)")
    }
    self.pass = pass
    buffer.reserveCapacity(1024)
  }

  deinit { line_break_pass_close(pass) }

  /// Walks every line break boundary of `text`; returns how many there are after its start.
  public func boundaries(of text: String) -> Int {
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: text.utf16)
    var error: Int32 = 0
    let count = buffer.withUnsafeBufferPointer { units in
      line_break_pass_run(pass, units.baseAddress, Int32(units.count), &error)
    }
    precondition(count >= 0, "ICU failed to iterate: error \(error)")
    return Int(count)
  }
}
