import CellRendering

/// The lines a row places, the first four in storage its caller lends (on the stack), more in
/// an array: a row of two title lines, an amount and a subtitle neither allocates nor frees
/// storage for its lines. Valid only inside ``with(_:)``, which lends the storage.
struct PlacedLines {
  /// The lent storage; its first `min(count, capacity)` places are initialized.
  private let inline: UnsafeMutableBufferPointer<PlacedLine>
  /// Every line, once there are more than the lent storage holds.
  private var spilled: [PlacedLine]?
  /// The number of lines.
  private(set) var count = 0

  /// `body` of an empty list of lines, whose storage lasts as long as the call. It returns
  /// nothing: a generic result would cost a row its type's metadata.
  static func with(_ body: (inout PlacedLines) -> Void) {
    withUnsafeTemporaryAllocation(of: PlacedLine.self, capacity: 4) { storage in
      var lines = PlacedLines(inline: storage)
      defer {
        // One at a time: each line's text released by code made for it.
        for index in 0..<min(lines.count, storage.count) { _ = storage.moveElement(from: index) }
      }
      body(&lines)
    }
  }

  private init(inline: UnsafeMutableBufferPointer<PlacedLine>) {
    self.inline = inline
  }

  /// Appends `line`.
  @inline(__always)
  mutating func append(_ line: consuming PlacedLine) {
    if spilled == nil, count < inline.count, let base = inline.baseAddress {
      (base + count).initialize(to: line)
    } else if spilled != nil {
      spilled?.append(line)
    } else {
      var all = Array(inline)
      all.append(line)
      spilled = all
    }
    count += 1
  }

  /// The line at `index`, below ``count``.
  subscript(index: Int) -> PlacedLine {
    get { spilled?[index] ?? inline[index] }
    set {
      precondition(index >= 0 && index < count, "index out of range")
      if spilled != nil { spilled?[index] = newValue } else { inline[index] = newValue }
    }
  }

  /// `body` of the lines, in order, in contiguous storage.
  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<PlacedLine>) -> Result)
    -> Result
  {
    if let spilled { return spilled.withUnsafeBufferPointer(body) }
    return body(UnsafeBufferPointer(rebasing: inline[..<count]))
  }

  /// The lines as an array.
  var array: [PlacedLine] { spilled ?? Array(inline[..<count]) }
}
