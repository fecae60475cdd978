import Testing
import WalletEntries

@testable import AdaptiveRowsCLI

@Suite("Exit statuses")
struct ExitStatusTests {
  @Test("the statuses are the sysexits values")
  func values() {
    #expect(ExitStatus.success.rawValue == 0)
    #expect(ExitStatus.usage.rawValue == 64)
    #expect(ExitStatus.dataError.rawValue == 65)
    #expect(ExitStatus.ioError.rawValue == 74)
  }

  @Test("errors map to statuses and a run ends with the most serious one")
  func mapping() {
    #expect(ExitStatus(for: EntryError.missingField("title")) == .dataError)
    #expect(ExitStatus(for: EntryError.readFailed("EIO")) == .ioError)
    #expect(ExitStatus(for: UsageError("no input")) == .usage)
    #expect(ExitStatus(worstOf: []) == .success)
    #expect(ExitStatus(worstOf: [.missingField("title"), .readFailed("EIO")]) == .ioError)
    #expect(ExitStatus(worstOf: [.noUsableHeader]) == .dataError)
  }
}
