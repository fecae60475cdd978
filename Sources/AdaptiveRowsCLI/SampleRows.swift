// The sample the preview shows when given no input: the lines of Samples/wallet.jsonl, which a
// test keeps equal to this.

/// The embedded sample wallet.
enum SampleRows {
  /// The sample as JSON Lines, one entry per line.
  static var walletJSONL: String { lines.joined(separator: "\n") + "\n" }

  static let lines: [String] = [
    #"{"title": "Coffee", "amount": "-3.50 €", "date": "2024-05-01"}"#,
    #"{"title": "Salary May 2024", "amount": {"value": "2500", "currency": "EUR", "direction": "incoming"}}"#,
    #"{"title": "Bäckerei Müller & Söhne, Hauptbahnhof Süd, Filiale 12", "amount": {"value": "4.8", "currency": "EUR", "direction": "outgoing"}}"#,
    #"{"title": "some text which can obviously be wrapped in two lines", "amount": "-12.50 €"}"#,
    #"{"title": "吾輩は猫である。名前はまだ無い。", "amount": {"value": "1200", "currency": "JPY", "direction": "outgoing"}}"#,
    #"{"title": "Pending: Deutsche Bahn Fernverkehr, ICE 599 Berlin–München", "amount": {"value": "129.9", "currency": "EUR", "direction": "outgoing", "status": "pending"}}"#,
    #"{"title": "한국어 텍스트를 줄바꿈합니다", "amount": "KRW:15000"}"#,
    #"{"title": "Taler withdrawal from the exchange of the GNU Taler demo bank", "amount": "KUDOS:25", "subtitle": "from demo.taler.net"}"#,
    #"{"title": "مقهى الياسمين", "amount": {"value": "18.75", "currency": "USD", "direction": "outgoing"}}"#,
    #"{"title": "Αγορά βιβλίων από το βιβλιοπωλείο της γειτονιάς", "amount": {"value": "31", "currency": "EUR", "direction": "outgoing", "status": "failed"}}"#,
    #"{"title": "Refund 🎟️ concert tickets", "amount": {"value": "89.00", "currency": "GBP", "direction": "incoming", "status": "pending"}}"#,
    #"{"title": "ร้านกาแฟริมทางเดินเลียบแม่น้ำเจ้าพระยา", "amount": {"value": "85", "currency": "THB", "direction": "outgoing"}}"#,
  ]
}
