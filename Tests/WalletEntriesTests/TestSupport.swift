import Foundation
import WalletEntries

/// Reads `text` (or `bytes`) in chunks of `chunkSize` bytes.
func records(
  _ bytes: [UInt8], format: EntryFormat, chunkSize: Int = 7,
  options: EntryReaderOptions = EntryReaderOptions()
) -> [EntryRecord] {
  let chunks = stride(from: 0, to: bytes.count, by: chunkSize).map {
    bytes[$0..<min($0 + chunkSize, bytes.count)]
  }
  return Array(EntryReader(chunks: chunks, format: format, options: options))
}

func records(
  _ text: String, format: EntryFormat, chunkSize: Int = 7,
  options: EntryReaderOptions = EntryReaderOptions()
) -> [EntryRecord] {
  records(Array(text.utf8), format: format, chunkSize: chunkSize, options: options)
}

extension EntryRecord {
  var entry: WalletEntry? { try? result.get() }
  var error: EntryError? {
    if case .failure(let error) = result { return error }
    return nil
  }
}

func structured(
  _ value: String, _ currency: String, _ direction: Direction? = nil, _ status: Status? = nil
) throws -> Amount {
  .structured(
    try MonetaryAmount(value: value, currency: currency, direction: direction, status: status))
}
