import Foundation
import Testing

@Suite("adaptive-rows layout: a row with no room for its title")
struct CLINoRoomTests {
  @Test("layout says in words that the amount leaves no room for the title")
  func noRoomForTheTitle() throws {
    // The amount is 20 cells: beside it, at 20, the title is given nothing.
    let arguments = [
      "layout", "--title", "Coffee at the corner", "--amount", "-12,345,678,901.50 €", "--width",
      "20",
    ]
    let text = run(arguments)
    #expect(text.status == 0)
    #expect(
      text.output == """
        Coffee at the corner
         -12,345,678,901.50 €

        mode extended, 21 x 2, overflow: wider than 20
          compact   truncated: the amount leaves no room for the title at width 20
          standard  truncated: the amount leaves no room for the title at width 20
          extended  fits: needs 1 line at width 20

        """)
    #expect(!text.output.contains("inf"))
    let object = try jsonObject(run(arguments + ["--format", "json"]).output)
    let candidates = try #require(object["candidates"] as? [[String: Any]])
    #expect(
      candidates.map { $0["explanation"] as? String } == [
        "truncated: the amount leaves no room for the title at width 20",
        "truncated: the amount leaves no room for the title at width 20",
        "fits: needs 1 line at width 20",
      ])
    #expect(candidates.map { $0["reason"] as? String } == ["width", "width", nil])
  }

  @Test("ISO 4217 codes in any case are formatted as the code; other codes are shown as given")
  func currencyCodesInAnyCase() {
    let csv = "title,amount,currency\nTea,3,usd\nCake,4.5,Eur\nTip,3,kudos\n"
    let result = run(
      ["format", "--width", "20", "--input-format", "csv", "--separator", "blank"], input: csv)
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output == """
        Tea            $3.00

        Cake           €4.50

        Tip          3 kudos

        """)
  }
}
