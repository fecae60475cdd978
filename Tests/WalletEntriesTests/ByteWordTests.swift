import ControlScalars
import TestSupport
import Testing

@Suite("Byte words")
struct ByteWordTests {
  /// `bytes` as the word a little-endian load of them gives.
  private static func word(_ bytes: [UInt8]) -> UInt64 {
    bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  }

  /// Eight bytes: `filler` everywhere but `byte` at `position` and `next` right after it.
  private static func bytes(_ filler: UInt8, _ byte: UInt8, at position: Int, next: UInt8)
    -> [UInt8]
  {
    var bytes = [UInt8](repeating: filler, count: 8)
    bytes[position] = byte
    if position < 7 { bytes[position + 1] = next }
    return bytes
  }

  @Test("the first byte below a limit is found exactly, whatever follows it")
  func firstBelow() {
    // Every limit, every byte at three places, followed by the bytes whose borrow could be
    // taken for a mark: the limit's neighbours, zero and 0xFF.
    var mismatches: [String] = []
    for limit in UInt8(1)...0x80 {
      for position in [0, 3, 7] {
        for byte in UInt8.min...UInt8.max {
          for next in [0, limit &- 1, limit, 0x7F, 0xFF] as [UInt8] {
            let bytes = Self.bytes(0xFF, byte, at: position, next: next)
            let found = ByteWord.first(of: ByteWord.marks(below: limit, in: Self.word(bytes)))
            if found != bytes.firstIndex(where: { $0 < limit }) {
              mismatches.append("limit \(limit): \(bytes)")
            }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("the first byte equal to a given one is found exactly, and none is found when absent")
  func firstEqual() {
    var mismatches: [String] = []
    for target in UInt8.min...UInt8.max {
      for byte in UInt8.min...UInt8.max {
        for position in [0, 5] {
          // A byte just above the target borrows nothing; one just below could.
          for next in [target, target &+ 1, target &- 1] {
            let bytes = Self.bytes(target &+ 0x40, byte, at: position, next: next)
            let found = ByteWord.first(of: ByteWord.marks(equalTo: target, in: Self.word(bytes)))
            if found != bytes.firstIndex(of: target) {
              mismatches.append("target \(target): \(bytes)")
            }
          }
        }
      }
    }
    // Random words against random targets.
    var generator = SplitMix64(seed: 0xB17E_5EED)
    for _ in 0..<50_000 {
      let target = UInt8(truncatingIfNeeded: generator.next())
      let bytes = (0..<8).map { _ in
        generator.next() % 3 == 0
          ? target &+ UInt8(truncatingIfNeeded: generator.next() % 3) &- 1
          : UInt8(truncatingIfNeeded: generator.next())
      }
      let found = ByteWord.first(of: ByteWord.marks(equalTo: target, in: Self.word(bytes)))
      if found != bytes.firstIndex(of: target) { mismatches.append("target \(target): \(bytes)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
