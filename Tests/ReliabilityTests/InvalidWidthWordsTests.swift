import AdaptiveAmountRow
import LayoutEngine
import Testing
import WalletList

/// An invalid width is named in the same words whether it reaches a view, a row or a list: a
/// view and a row read it and say so in a diagnostic; a list refuses it when it is made.
@Suite("The same invalid width, the same words")
struct InvalidWidthWordsTests {
  private let row = AdaptiveAmountRow(title: "Coffee", amount: "-3.50 €")

  /// What a view says of `width`, nil when it takes it as given.
  private func viewWords(_ width: Double) -> String? {
    Rectangle().layout(in: ProposedSize(width: width, height: 1)).diagnostics.first?.message
  }

  /// What a row says of `width`, the first of its diagnostics.
  private func rowWords(_ width: Double) -> String? {
    row.layout(width: width).diagnostics.first?.message
  }

  /// What a list says of `width`: the message of its refusal.
  private func listWords(_ width: Double) -> String? {
    do {
      _ = try WalletListFormatter(options: ListFormatterOptions(width: width))
      return nil
    } catch {
      return error.message
    }
  }

  @Test(
    "NaN and negative widths: the view, the row and the list name the problem alike",
    arguments: [
      (Double.nan, "width is NaN", "unspecified"), (-5, "width -5 is negative", "0"),
      (-Double.infinity, "width -inf is negative", "0"),
    ])
  func nanAndNegative(width: Double, words: String, readAs: String) {
    #expect(viewWords(width) == "proposed \(words); read as \(readAs)")
    #expect(rowWords(width) == "proposed \(words); read as \(readAs)")
    #expect(row.terminalLines(width: width).diagnostics.first?.message == rowWords(width))
    #expect(listWords(width) == words)
  }

  @Test("+infinity: a view's maximum, read as unspecified by a row, refused by a list alike")
  func infinity() {
    // A view proposed infinity takes its maximum size (SwiftUI's meaning): nothing to say.
    #expect(viewWords(.infinity) == nil)
    #expect(rowWords(.infinity) == "proposed width inf is infinite; read as unspecified")
    #expect(listWords(.infinity) == "width inf is infinite")
  }
}
