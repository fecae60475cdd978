import Testing
import WalletEntries

@Suite("CSV reader")
struct CSVReaderTests {
  @Test("header columns map to fields in any order, case and spacing")
  func headerMapping() throws {
    let input = """
      Amount , TITLE,note,date
      -3.50 €,Coffee,ignored,2024-05-01
      EUR:12.5,Refund,,

      """
    let result = records(input, format: .csv)
    #expect(result.map(\.line) == [2, 3])
    #expect(
      result[0].entry
        == WalletEntry(title: "Coffee", amount: .preformatted("-3.50 €"), subtitle: "2024-05-01"))
    #expect(result[1].entry == WalletEntry(title: "Refund", amount: try structured("12.5", "EUR")))
  }

  @Test("a currency column makes the amount a structured value with direction and status")
  func structuredColumns() throws {
    let input = """
      title,amount,currency,direction,status,subtitle
      Rent,950,EUR,outgoing,pending,monthly
      Gift,5,,,,
      Tip,KUDOS:0.5,,incoming,done,
      Odd,5 €,,outgoing,,
      Bad,1e3,EUR,,,
      Bad,5,EUR,up,,

      """
    let result = records(input, format: .csv)
    #expect(result[0].entry?.amount == (try structured("950", "EUR", .outgoing, .pending)))
    #expect(result[0].entry?.subtitle == "monthly")
    #expect(result[1].entry?.amount == .preformatted("5"))
    #expect(result[2].entry?.amount == (try structured("0.5", "KUDOS", .incoming, .done)))
    #expect(result[3].error == .requiresStructuredAmount(field: "direction"))
    #expect(result[4].error == .invalidDecimal("1e3", reason: "exponents are not accepted"))
    #expect(result[5].error == .unknownDirection("up"))
  }

  @Test(
    "quoted fields hold commas, doubled quotes and line breaks; a record reports its first line")
  func quoting() {
    let input = """
      title,amount
      "Dinner, with friends",-40 €
      "The ""best"" pizza",-12 €
      "Two
      lines
      here",1 €
      After,2 €

      """
    let result = records(input, format: .csv, chunkSize: 3)
    #expect(result.map(\.line) == [2, 3, 4, 7])
    #expect(result[0].entry?.title == "Dinner, with friends")
    #expect(result[1].entry?.title == "The \"best\" pizza")
    #expect(result[2].entry?.title == "Two\nlines\nhere")
    #expect(result[3].entry?.title == "After")
  }

  @Test("CRLF line endings end records, a CRLF inside quotes is kept")
  func crlf() {
    let input = "title,amount\r\n\"a\r\nb\",1\r\nc,2\r\n"
    let result = records(input, format: .csv)
    #expect(result.map(\.entry?.title) == ["a\r\nb", "c"])
    #expect(result.map(\.line) == [2, 4])
  }

  @Test("a record with the wrong number of fields is an error and reading goes on")
  func wrongColumnCount() {
    let input = "title,amount\nA,1,extra\nB\nC,3\n"
    let result = records(input, format: .csv)
    #expect(
      result.map(\.error) == [
        .wrongColumnCount(expected: 2, found: 3), .wrongColumnCount(expected: 2, found: 1), nil,
      ])
  }

  @Test("quoting errors name where they are")
  func quotingErrors() {
    let input = "title,amount\nab\"c,1\n\"x\"y,2\nok,3\n\"open,4\nnext,5\n"
    let result = records(input, format: .csv)
    #expect(
      result[0].error
        == .malformedCSV(
          problem: "quote in an unquoted field (quote the whole field) at line 2, column 3"))
    #expect(
      result[1].error
        == .malformedCSV(problem: "expected ',' after a closing quote at line 3, column 4"))
    #expect(result[2].entry?.title == "ok")
    #expect(result[3].line == 5)
    #expect(
      result[3].error == .malformedCSV(problem: "quoted field not closed at line 5, column 1"))
    #expect(result.count == 4)
  }

  @Test("an unusable header is reported and every later record is accounted for")
  func badHeader() {
    let result = records("name,amount\nA,1\nB,2\n", format: .csv)
    #expect(
      result.map(\.error) == [
        .invalidHeader(problem: #"no "title" column in the header "name,amount""#),
        .noUsableHeader, .noUsableHeader,
      ])
    #expect(result.map(\.line) == [1, 2, 3])
    #expect(
      records("title,amount,Title\n", format: .csv).first?.error
        == .invalidHeader(problem: "column \"title\" named twice"))
  }

  @Test(
    "an input without a header (empty, empty lines, a byte-order mark) is an empty list, as in JSON Lines",
    arguments: [[], Array("\n\r\n\n".utf8), [0xEF, 0xBB, 0xBF]])
  func noHeader(bytes: [UInt8]) async {
    let expected: [EntryRecord] = []
    #expect(records(bytes, format: .csv) == expected)
    #expect(records(bytes, format: .csv, chunkSize: 1) == expected)
    let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    continuation.yield(bytes)
    continuation.finish()
    var collected: [EntryRecord] = []
    for await record in AsyncEntryReader(chunks: stream, format: .csv) {
      collected.append(record)
    }
    #expect(collected == expected)
    #expect(records(bytes, format: .jsonLines).isEmpty)
  }

  @Test(
    "a header that names title and amount with semicolons or tabs sets the delimiter of every record",
    arguments: [";", "\t"])
  func sniffedDelimiter(delimiter: String) {
    // A quoted field holds the delimiter, a comma and a line break; the comma is no delimiter,
    // and a quote after the delimiter opens a quoted field (in the header's chunk too).
    let input =
      "title\(delimiter)amount\(delimiter)date\n\"a\(delimiter)b,\nc\"\(delimiter)1,50 €\(delimiter)\n"
      + "Tea\(delimiter)2\(delimiter)\"May\n2024\"\n"
    for chunkSize in [3, input.utf8.count] {
      let result = records(input, format: .csv, chunkSize: chunkSize)
      #expect(result.map(\.line) == [2, 4])
      #expect(result.map(\.entry?.title) == ["a\(delimiter)b,\nc", "Tea"])
      #expect(result.map(\.entry?.amount) == [.preformatted("1,50 €"), .preformatted("2")])
      #expect(result.last?.entry?.subtitle == "May\n2024")
    }
  }

  @Test("a delimiter given is the only one tried; a header without title or amount is quoted")
  func givenDelimiter() {
    let semicolons = "title;amount\nTea;1\n"
    let comma = EntryReaderOptions(csvDelimiter: .comma)
    #expect(
      records(semicolons, format: .csv, options: comma).first?.error
        == .invalidHeader(problem: #"no "title" column in the header "title;amount""#))
    let given = EntryReaderOptions(csvDelimiter: .semicolon)
    #expect(records(semicolons, format: .csv, options: given).first?.entry?.title == "Tea")
    // A header is read as written, so a tab-separated one with a semicolon given is none; the
    // message escapes the tab.
    #expect(
      records("title\tamount\n", format: .csv, options: given).first?.error
        == .invalidHeader(problem: #"no "title" column in the header "title\u{9}amount""#))
  }

  @Test("a first line that is a JSON object is no header")
  func jsonObjectHeader() {
    #expect(
      records(#"{"title": "Tea", "amount": "1"}"# + "\n", format: .csv).first?.error
        == .invalidHeader(problem: EntryError.jsonObjectHeader))
  }

  @Test("invalid UTF-8 in a record spanning lines names the bad byte's own line and column")
  func invalidUTF8() {
    let bytes = Array("title,amount\n\"first\nse".utf8) + [0xC3, 0x28] + Array("cond\",1\n".utf8)
    let result = records(bytes, format: .csv)
    #expect(result.first?.line == 2)
    #expect(result.first?.error == .invalidUTF8(byte: 0xC3, byteOffset: 22, line: 3, column: 3))
  }

  @Test("a byte-order mark before a quoted header is skipped")
  func byteOrderMark() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("\"title\",amount\nA,1\n".utf8)
    #expect(records(bytes, format: .csv, chunkSize: 1).first?.entry?.title == "A")
  }

  @Test("an over-long record is an error and the next record is read")
  func recordTooLong() {
    let long = "\"" + String(repeating: "x\n", count: 100) + "\",1\n"
    let input = "title,amount\n" + long + "B,2\n"
    let result = records(input, format: .csv, options: EntryReaderOptions(maximumLineLength: 50))
    #expect(result.map(\.line) == [2, 103])
    #expect(result[0].error == .lineTooLong(limit: 50))
    #expect(result[1].entry?.title == "B")
  }

  @Test("an escape character in an amount cell is an error, a tab in a title is kept")
  func controls() {
    let result = records("title,amount\n\"a\tb\",1\nc,\u{1B}[2J5\n", format: .csv)
    #expect(result[0].entry?.title == "a\tb")
    #expect(result[1].error == .controlCharacter(field: "amount", scalar: 0x1B, position: 1))
  }
}
