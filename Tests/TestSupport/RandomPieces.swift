extension RandomNumberGenerator {
  /// `count` elements of `pieces` drawn at random and joined: the random strings of the
  /// property tests (titles of merchants, scripts, emoji, controls).
  public mutating func joinedPieces(_ pieces: [String], count: Int) -> String {
    (0..<count).map { _ in pieces.randomElement(using: &self) ?? "" }.joined()
  }

  /// A number of pieces drawn from `counts`, then that many drawn from `pieces` and joined.
  public mutating func joinedPieces(_ pieces: [String], countIn counts: ClosedRange<Int>)
    -> String
  {
    let count = Int.random(in: counts, using: &self)
    return joinedPieces(pieces, count: count)
  }
}
