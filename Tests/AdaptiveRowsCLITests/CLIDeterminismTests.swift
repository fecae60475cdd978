import Testing

/// Commands whose output must not depend on the run or on what else runs beside them.
private let commands: [[String]] = [
  ["format", "--width", "34", "Samples/wallet.jsonl"],
  ["format", "--width", "21", "--format", "jsonl", "--policy", "uniform", "Samples/wallet.jsonl"],
  ["preview", "--widths", "12,20,34", "--format", "json", "Samples/wallet.jsonl"],
  ["preview", "--widths", "16...40/8"],
  ["breakpoints", "--title", "吾輩は猫である。名前はまだ無い。", "--amount", "-12.50 €"],
  ["layout", "--title", "ภาษาไทยง่ายนิดเดียว 👨‍👩‍👧", "--amount", "KUDOS:3", "--width", "13"],
]

@Suite("adaptive-rows determinism")
struct CLIDeterminismTests {
  @Test("the same command prints byte-identical output in two runs and from 1 or 8 tasks")
  func sameBytes() async {
    for command in commands {
      let once = run(command)
      #expect(once.status == 0, "\(command): \(once.errors)")
      #expect(!once.output.isEmpty)
      #expect(Array(run(command).output.utf8) == Array(once.output.utf8))
      let concurrent = await withTaskGroup(of: [UInt8].self) { group in
        for _ in 0..<8 { group.addTask { Array(run(command).output.utf8) } }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(concurrent.count == 8)
      #expect(concurrent.allSatisfy { $0 == Array(once.output.utf8) }, "\(command)")
    }
  }
}
