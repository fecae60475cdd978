import Testing
import TextMeasurement
import WalletEntries
import WalletList

/// `WalletListFormatter(options:)` checks its options when it is made and refuses each invalid
/// one with a message naming the option, the value and the range.
@Suite("The formatter refuses invalid options")
struct OptionValidationTests {
  /// The message of the formatter's refusal of `options` measured by `measurer`, nil when it
  /// accepts them.
  private func refusal(_ options: ListFormatterOptions, measurer: (any TextMeasurer)? = nil)
    -> String?
  {
    do {
      _ = try WalletListFormatter(options: options, measurer: measurer)
      return nil
    } catch {
      return error.message
    }
  }

  @Test(
    "each invalid width is refused with its message",
    arguments: [
      (0, "width 0 is not positive"), (-3, "width -3 is negative"), (.nan, "width is NaN"),
      (.infinity, "width inf is infinite"), (-.infinity, "width -inf is negative"),
      (10_001, "width 10001 is too large: at most 10000"),
      (12.5, "width 12.5 is not a whole number of cells"),
    ] as [(Double, String)])
  func widths(width: Double, message: String) {
    #expect(refusal(ListFormatterOptions(width: width)) == message)
    #expect(refusal(ListFormatterOptions(width: width, measurer: .fixed)) == message)
  }

  @Test(
    "a fractional width is a width in points, accepted when the measurer does not measure cells")
  func fractionalPoints() throws {
    let points = FixedAdvanceMeasurer(advance: 7.5, lineHeight: 17)
    #expect(!points.measuresCells)
    #expect(refusal(ListFormatterOptions(width: 320.5), measurer: points) == nil)
    #expect(refusal(ListFormatterOptions(width: 0.5), measurer: points) == nil)
    #expect(refusal(ListFormatterOptions(width: 0), measurer: points) == "width 0 is not positive")
    let row = try WalletListFormatter(options: ListFormatterOptions(width: 320.5), measurer: points)
      .row(for: WalletEntry(title: "Coffee", amount: .preformatted("-3.50 €")))
    #expect(row.proposedWidth == 320.5)
  }

  @Test("thread counts out of 1...256 are refused with their message")
  func threads() {
    for threads in [0, -1, 257] {
      #expect(
        refusal(ListFormatterOptions(width: 20, threads: threads))
          == "thread count \(threads) is out of range: from 1 to 256")
    }
    #expect(refusal(ListFormatterOptions(width: 20, threads: 256)) == nil)
  }

  @Test("a uniform window under 1 and a title cache out of range are refused")
  func windowAndCache() {
    var options = ListFormatterOptions(width: 20)
    options.uniformWindow = 0
    #expect(refusal(options) == "the uniform window must be at least 1 row, not 0")
    #expect(
      refusal(ListFormatterOptions(width: 20, titleCacheCapacity: -1))
        == "title cache capacity -1 is out of range: from 0 (none) to 1048576")
  }
}
