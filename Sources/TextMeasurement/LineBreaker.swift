import CICU

/// Whether a line may or must break at a boundary.
public enum BreakKind: UInt8, Sendable, Hashable {
  /// No break is allowed here.
  case none
  /// A break is allowed here (a line may end here when it must).
  case soft
  /// A break is required here: after a newline.
  case mandatory
}

/// A position where a line may or must end.
public struct LineBreakOpportunity: Hashable, Sendable {
  /// The boundary, as an offset into the text's UTF-16 code units.
  public var utf16Offset: Int
  /// Whether the break is allowed (`soft`) or required (`mandatory`).
  public var kind: BreakKind

  /// An opportunity at `utf16Offset`.
  public init(utf16Offset: Int, kind: BreakKind) {
    self.utf16Offset = utf16Offset
    self.kind = kind
  }
}

/// UAX #14 line break opportunities, as ICU computes them for a locale.
///
/// The breaker keeps one ICU iterator per thread and locale, cloned from a prototype
/// (opening an ICU iterator costs about ten microseconds, and an iterator is not
/// thread-safe): never one per call, never one shared between threads. A `LineBreaker` is
/// a small value; make as many as you like and use them from any thread or task.
///
/// ```swift
/// let breaker = LineBreaker(options: LineBreakOptions(locale: "en"))
/// breaker.opportunities(in: "Hello world\nBye")
/// // [(6, soft), (12, mandatory), (15, soft)]
/// ```
public struct LineBreaker: Sendable {
  /// The options this breaker was made with.
  public let options: LineBreakOptions
  private let kind: BreakIteratorKind

  /// A breaker for `options`.
  public init(options: LineBreakOptions = LineBreakOptions()) {
    self.options = options
    self.kind = .line(options.icuLocaleID)
  }

  /// Every boundary after position 0, in order, as UTF-16 offsets into `text.utf16`, with
  /// its kind: `mandatory` after a hard break (LF, CR, CRLF, NEL, VT, FF, LS, PS), else
  /// `soft`. ICU's last boundary, the end of the text, is included (`soft`, or `mandatory`
  /// when the text ends with a newline). An empty text has none.
  ///
  /// With `keepAll`, soft opportunities between two Hangul characters are left out.
  public func opportunities(in text: String) -> [LineBreakOpportunity] {
    opportunities(utf16: Array(text.utf16))
  }

  /// ``opportunities(in:)`` for a UTF-16 buffer, which may hold unpaired surrogates (ICU
  /// treats them as U+FFFD would be treated).
  func opportunities(utf16 units: [UInt16]) -> [LineBreakOpportunity] {
    var result: [LineBreakOpportunity] = []
    units.withUnsafeBufferPointer { units in
      forEachOpportunity(utf16: units) { offset, kind in
        result.append(LineBreakOpportunity(utf16Offset: offset, kind: kind))
      }
    }
    return result
  }

  /// Calls `body` with each opportunity of `units` in order: its UTF-16 offset and kind.
  func forEachOpportunity(
    utf16 units: UnsafeBufferPointer<UInt16>, _ body: (Int, BreakKind) -> Void
  ) {
    // ICU indexes with 32-bit integers; a longer text gets only its end (see Docs/Text.md).
    guard !units.isEmpty else { return }
    guard units.count <= Int(Int32.max) else { return body(units.count, .soft) }
    let count = Int32(units.count)
    // The boundaries land in scratch space (on the stack when small).
    withScratch(of: Int32.self, capacity: units.count) { offsets in
      withScratch(of: UInt8.self, capacity: units.count) { hard in
        let found: Int =
          BreakIteratorsPerThread.withIterator(kind) { iterator in
            guard let offsetsBase = offsets.baseAddress else { return 0 }
            var error: Int32 = 0
            return Int(
              cicu_break_boundaries(
                iterator, units.baseAddress, count, offsetsBase, hard.baseAddress, count, &error))
          } ?? 0
        guard found > 0 else { return body(units.count, .soft) }
        for index in 0..<found {
          let offset = Int(offsets[index])
          let kind: BreakKind = hard[index] != 0 ? .mandatory : .soft
          if options.keepAll, kind == .soft, offset < units.count,
            KoreanKeepAll.joins(units, at: offset)
          {
            continue
          }
          body(offset, kind)
        }
      }
    }
  }
}
