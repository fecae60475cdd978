import ControlScalars
import TestSupport
import Testing

/// A singled-out scalar where it was found.
private struct Singled: Equatable, CustomStringConvertible {
  var offset: Int
  var length: Int
  var value: UInt32
  var kind: ControlScalar.Kind

  init(offset: Int, length: Int, value: UInt32, kind: ControlScalar.Kind) {
    (self.offset, self.length, self.value, self.kind) = (offset, length, value, kind)
  }

  init(_ found: ControlScalar.Found) {
    self.init(offset: found.offset, length: found.length, value: found.value, kind: found.kind)
  }

  var description: String { "U+\(String(value, radix: 16)) at \(offset) (\(kind))" }
}

/// The singled-out scalars of `text` by the standard library's Unicode properties, with their
/// UTF-8 offsets: controls (general category Cc), line and paragraph separators, and the bidi
/// controls that embed, override or isolate (every bidi control but ALM, LRM and RLM, which
/// only mark).
private func referenceScalars(of text: String) -> [Singled] {
  var found: [Singled] = []
  var offset = 0
  for scalar in text.unicodeScalars {
    let length = String(scalar).utf8.count
    let properties = scalar.properties
    let kind: ControlScalar.Kind? =
      switch properties.generalCategory {
      case .control where scalar.value < 0x20: .c0
      case .control where scalar.value == 0x7F: .delete
      case .control: .c1
      case .lineSeparator, .paragraphSeparator: .lineSeparator
      default:
        properties.isBidiControl && ![0x061C, 0x200E, 0x200F].contains(scalar.value)
          ? .bidi : nil
      }
    if let kind {
      found.append(Singled(offset: offset, length: length, value: scalar.value, kind: kind))
    }
    offset += length
  }
  return found
}

/// Every singled-out scalar `ControlScalar.next` finds in `text`, scanning on from each.
private func scannedScalars(of text: String) -> [Singled] {
  var found: [Singled] = []
  ControlScalar.forEach(in: text) {
    found.append(Singled($0))
    return true
  }
  return found
}

@Suite("Control scalars")
struct ControlScalarTests {
  @Test("a word's first byte that may start a singled-out scalar is found exactly")
  func wordCheck() {
    let starts = Set<UInt8>(Array(0x00...0x1F) + [0x7F, 0xC2, 0xE2])
    func word(_ bytes: [UInt8]) -> UInt64 {
      bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }
    // Every byte at every position among letters.
    for position in 0..<8 {
      for byte in UInt8.min...UInt8.max {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
        bytes[position] = byte
        #expect(
          ControlScalar.firstStartingByte(in: word(bytes))
            == (starts.contains(byte) ? position : nil),
          "byte \(byte) at \(position)")
      }
    }
    // Random words, whose bytes' borrows can reach their neighbours.
    var generator = SplitMix64(seed: 0xB0_77_0E)
    let likely: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x7E, 0x7F, 0x80, 0xC1, 0xC2, 0xC3, 0xE1, 0xE2]
    for _ in 0..<50_000 {
      let bytes = (0..<8).map { _ in
        generator.next() % 2 == 0
          ? likely[Int(generator.next() % UInt64(likely.count))]
          : UInt8(truncatingIfNeeded: generator.next())
      }
      #expect(
        ControlScalar.firstStartingByte(in: word(bytes))
          == bytes.firstIndex(where: starts.contains),
        "bytes \(bytes)")
    }
  }

  @Test("the scan finds what Unicode's properties single out, at every alignment")
  func scanAgreesWithProperties() {
    // Scalars around every byte the scan looks at: ASCII, C0, DEL, C1 and Latin-1 (lead byte
    // C2 and C3), the General Punctuation block (E2 80 and E2 81), the euro sign (E2 82),
    // Arabic's letter mark, CJK and an emoji.
    let pieces =
      ["a", "Z", " ", "7", "\u{0}", "\u{1B}", "\t", "\n", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}"]
      + ["é", "£", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}"]
      + ["\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{200E}", "€", "\u{061C}", "世", "🙂"]
    var generator = SplitMix64(seed: 0x5CA1_AB1E)
    for iteration in 0..<20_000 {
      let text = generator.joinedPieces(pieces, countIn: 0...40)
      #expect(
        scannedScalars(of: text) == referenceScalars(of: text),
        "iteration \(iteration): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test("a scan from inside the bytes finds the first singled-out scalar at or after it")
  func scanFromOffsets() {
    let text = "abcdefgh\u{1B}ijklmnopq\u{2066}rstuvwx€yz\u{85}"
    let reference = referenceScalars(of: text)
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      for start in 0...bytes.count {
        #expect(
          ControlScalar.next(in: bytes, from: start).map(Singled.init)
            == reference.first { $0.offset >= start },
          "from \(start)")
      }
    }
  }
}
