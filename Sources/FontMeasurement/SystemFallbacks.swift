import CFontconfig

/// The fonts fontconfig sorts after a primary font, as Pango asks for them: the first of them
/// that covers a character is the font the platform falls back on for it.
final class SystemFallbacks: @unchecked Sendable {
  // The sorted list is never modified after it is made; lookups only read it.
  private let fallbacks: OpaquePointer

  /// The fonts fontconfig sorts for `request`, after `primary`; nil when fontconfig finds
  /// none.
  init?(after primary: FontFile, for request: Request) {
    guard let index = UInt32(exactly: primary.faceIndex), !primary.path.utf8.contains(0)
    else { return nil }
    let opened = primary.path.withCString { path in
      withOptionalCString(request.family) { family in
        withOptionalCString(request.language) { language in
          cfc_fallbacks_open(path, index, family, language)
        }
      }
    }
    guard let opened else { return nil }
    fallbacks = opened
  }

  /// What fontconfig is asked for: the primary font's family in a language (that of a
  /// script, as Pango asks), or the emoji family.
  struct Request: Hashable, Sendable {
    /// The family; nil for the primary font's.
    var family: String?
    /// The language, an RFC 3066 tag; nil for fontconfig's default (the locale's).
    var language: String?

    /// The emoji family, for clusters shown as emoji.
    static let emoji = Request(family: "emoji", language: nil)

    /// The primary font's family in the language Pango samples for `script` (an ISO 15924
    /// tag as HarfBuzz orders it), when there is one.
    static func script(_ script: UInt32) -> Request {
      Request(family: nil, language: sampleLanguages[script])
    }

    /// Per script, the language whose fonts cover it, as Pango samples them. Han has none
    /// (Chinese and Japanese share it): fontconfig's default language orders its fonts.
    private static let sampleLanguages: [UInt32: String] = {
      let pairs: [(String, String)] = [
        ("Arab", "ar"), ("Armn", "hy"), ("Beng", "bn"), ("Cyrl", "ru"), ("Deva", "hi"),
        ("Ethi", "am"), ("Geor", "ka"), ("Grek", "el"), ("Gujr", "gu"), ("Guru", "pa"),
        ("Hang", "ko"), ("Hebr", "he"), ("Hira", "ja"), ("Kana", "ja"),
        ("Khmr", "km"), ("Knda", "kn"), ("Laoo", "lo"), ("Mlym", "ml"), ("Mymr", "my"),
        ("Orya", "or"), ("Sinh", "si"), ("Syrc", "syr"), ("Taml", "ta"), ("Telu", "te"),
        ("Thaa", "dv"), ("Thai", "th"), ("Tibt", "bo"),
      ]
      return Dictionary(
        uniqueKeysWithValues: pairs.map { tag, language in
          (tag.unicodeScalars.reduce(UInt32(0)) { $0 << 8 | $1.value }, language)
        })
    }()
  }

  deinit { cfc_fallbacks_close(fallbacks) }

  /// The position in the sorted list of the first font from `start` on that covers `scalar`.
  func firstCovering(_ scalar: Unicode.Scalar, from start: Int) -> Int? {
    guard let start = Int32(exactly: start) else { return nil }
    let found = cfc_fallbacks_first_covering(fallbacks, scalar.value, start)
    return found < 0 ? nil : Int(found)
  }

  /// The font file at `position` in the sorted list.
  func file(at position: Int) -> FontFile? {
    guard let position = Int32(exactly: position) else { return nil }
    var face: Int32 = 0
    return cString { cfc_fallbacks_file(fallbacks, position, $0, $1, &face) }.map {
      FontFile($0, faceIndex: Int(face))
    }
  }

  /// The family fontconfig knows `file` by; nil when it does not know the file.
  static func familyName(of file: FontFile) -> String? {
    guard let index = UInt32(exactly: file.faceIndex), !file.path.utf8.contains(0) else {
      return nil
    }
    return file.path.withCString { path in cString { cfc_family_name(path, index, $0, $1) } }
  }
}

/// `body` with `text` as a C string, or with nil.
private func withOptionalCString<Result>(
  _ text: String?, _ body: (UnsafePointer<CChar>?) -> Result
) -> Result {
  guard let text, !text.utf8.contains(0) else { return body(nil) }
  return text.withCString { body($0) }
}

/// The string a shim function writes into a buffer it is given with its capacity, returning
/// the length (the capacity or more when it did not fit, negative for none).
private func cString(_ write: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String? {
  var capacity = 512
  while true {
    var buffer = [CChar](repeating: 0, count: capacity)
    let length = buffer.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { write($0, capacity) } ?? -1
    }
    guard length >= 0 else { return nil }
    if Int(length) < capacity {
      return String(
        decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    capacity = Int(length) + 1
  }
}
