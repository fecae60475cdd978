import CHarfBuzz
import TextMeasurement

/// A text split into runs and shaped run by run, as a text engine lays it out (Pango,
/// Android's minikin): each cluster's share, in points, of the run it is shaped in.
///
/// - **Itemization.** A run is a stretch of clusters of one paragraph in the same font and the
///   same script. A cluster's script is its first scalar's; a cluster of Common or Inherited
///   script (spaces, punctuation, digits, marks with no base) takes the script of the cluster
///   before it in the paragraph, or of the one after it at the start. Direction follows the
///   script (right to left for Arabic, Hebrew, Syriac, Thaana, N'Ko...).
/// - **Fonts.** A cluster of a script of its own takes the first font of the chain that has
///   its first scalar (`FontChain.font(for:request:)`). A cluster of Common or Inherited script
///   takes the font of the cluster before it when that font has its first scalar, else that
///   of the next cluster that has a script of its own, else its own lookup; an emoji's font is
///   never taken so. A cluster shown as emoji (Emoji_Presentation, or VS16) takes the emoji
///   fonts fontconfig sorts first, as Pango's emoji runs do. A cluster no font
///   covers is measured in the primary font, as its missing glyph.
/// - **Shaping.** Each run is shaped whole by HarfBuzz with the rest of the text as context.
///   A HarfBuzz cluster (a ligature, an Indic conjunct) that spans several grapheme clusters
///   is shared evenly among them.
struct Itemization {
  /// One run: its clusters, its font, and its script (an ISO 15924 tag as HarfBuzz orders it).
  struct Run {
    var clusters: Range<Int>
    var font: LoadedFont
    var script: UInt32
  }

  /// Each cluster's advance in points, unrounded (0 for a newline).
  private(set) var points: [Double]
  /// The runs, in text order; newlines are in none.
  private(set) var runs: [Run] = []
  /// The scalars no font of the chain has a glyph for, in order, each once.
  private(set) var uncovered: [Unicode.Scalar] = []

  /// `text` (sanitized) with its clusters at the UTF-8 offsets `utf8Boundaries`, itemized
  /// with `chain` and shaped at `pointSize`.
  init(_ text: String, utf8Boundaries: [Int], chain: FontChain, pointSize: Double) {
    let count = max(utf8Boundaries.count - 1, 0)
    points = [Double](repeating: 0, count: count)
    guard count > 0 else { return }
    var units: [UInt16] = []
    units.reserveCapacity(text.utf8.count)
    // Per cluster: its UTF-16 start (and the end of the text), its scalars.
    var starts16 = [Int](repeating: 0, count: count + 1)
    var scalars = [[Unicode.Scalar]](repeating: [], count: count)
    var cluster = 0
    var offset8 = 0
    for scalar in text.unicodeScalars {
      while cluster + 1 < utf8Boundaries.count, offset8 >= utf8Boundaries[cluster + 1] {
        cluster += 1
        starts16[cluster] = units.count
      }
      if cluster < count { scalars[cluster].append(scalar) }
      if let encoded = UTF16.encode(scalar) { units.append(contentsOf: encoded) }
      offset8 += UTF8.width(scalar)
    }
    for index in (cluster + 1)...count { starts16[index] = units.count }

    let scripts = Self.scripts(of: scalars)
    let fonts = Self.fonts(of: scalars, scripts: scripts, chain: chain)
    // The runs: same font, same script, no newline.
    var index = 0
    while index < count {
      guard let font = fonts[index] else {
        index += 1
        continue
      }
      var end = index + 1
      while end < count, let next = fonts[end], next === font,
        scripts[end].script == scripts[index].script
      {
        end += 1
      }
      runs.append(Run(clusters: index..<end, font: font, script: scripts[index].script))
      index = end
    }
    var named: Set<Unicode.Scalar> = []
    for (index, font) in fonts.enumerated() {
      guard let font else { continue }
      for scalar in scalars[index]
      where !font.hasGlyph(for: scalar) && !scalar.properties.isDefaultIgnorableCodePoint
        && !named.contains(scalar) && chain.font(for: scalar) == nil
      {
        named.insert(scalar)
        uncovered.append(scalar)
      }
    }
    shape(units: units, starts16: starts16, chain: chain, pointSize: pointSize)
  }

  /// Shapes each run and shares its HarfBuzz clusters' advances among its grapheme clusters.
  private mutating func shape(
    units: [UInt16], starts16: [Int], chain: FontChain, pointSize: Double
  ) {
    var advances = [Int64](repeating: 0, count: units.count)
    var clusterStarts = [UInt8](repeating: 0, count: units.count)
    for run in runs {
      let range16 = starts16[run.clusters.lowerBound]..<starts16[run.clusters.upperBound]
      let shaped = units.withUnsafeBufferPointer { units in
        advances.withUnsafeMutableBufferPointer { advances in
          clusterStarts.withUnsafeMutableBufferPointer { clusterStarts in
            run.font.shapeRun(
              range16, of: units, script: run.script,
              language: SystemFallbacks.Request.script(run.script).language, advances: advances,
              clusterStarts: clusterStarts)
          }
        }
      }
      let scale = pointSize / run.font.unitsPerEm
      guard shaped else {
        // HarfBuzz could not allocate: each cluster alone.
        for index in run.clusters {
          let cluster = String(
            decoding: units[starts16[index]..<starts16[index + 1]], as: UTF16.self)
          let alone = chain.clusterAdvance(cluster[...])
          points[index] = alone.units * pointSize / alone.font.unitsPerEm
        }
        continue
      }
      // Groups of grapheme clusters that HarfBuzz shaped as one cluster: a grapheme with no
      // HarfBuzz cluster starting in it belongs to the group before it.
      var groupStart = run.clusters.lowerBound
      var groupUnits: Int64 = 0
      for index in run.clusters {
        let range = starts16[index]..<starts16[index + 1]
        let startsGroup = range.contains { clusterStarts[$0] != 0 }
        if startsGroup, index > groupStart {
          share(groupUnits, among: groupStart..<index, scale: scale)
          groupStart = index
          groupUnits = 0
        }
        groupUnits += range.reduce(0) { $0 + advances[$1] }
      }
      share(groupUnits, among: groupStart..<run.clusters.upperBound, scale: scale)
    }
  }

  /// Gives each cluster of `clusters` an even share of `units` font units.
  private mutating func share(_ units: Int64, among clusters: Range<Int>, scale: Double) {
    guard !clusters.isEmpty else { return }
    let each = Double(units) * scale / Double(clusters.count)
    for index in clusters { points[index] = each }
  }

  /// Each cluster's script, resolved for Common and Inherited clusters, and whether it is a
  /// newline (which ends a paragraph and belongs to no run).
  private static func scripts(of scalars: [[Unicode.Scalar]]) -> [(script: UInt32, weak: Bool)] {
    var result: [(script: UInt32, weak: Bool)] = scalars.map { cluster in
      guard let first = cluster.first else { return (CHB_SCRIPT_COMMON, true) }
      let script = chb_script(first.value)
      let weak =
        script == CHB_SCRIPT_COMMON || script == CHB_SCRIPT_INHERITED
        || script == CHB_SCRIPT_UNKNOWN
      return (script, weak)
    }
    var paragraphStart = 0
    for index in 0...result.count {
      guard index == result.count || isNewline(scalars[index]) else { continue }
      let paragraph = paragraphStart..<index
      // Backwards first, so that leading weak clusters take the next strong script.
      var next = CHB_SCRIPT_COMMON
      for position in paragraph.reversed() {
        if result[position].weak {
          result[position].script = next
        } else {
          next = result[position].script
        }
      }
      var previous: UInt32?
      for position in paragraph {
        if result[position].weak, let previous { result[position].script = previous }
        previous = result[position].script
      }
      paragraphStart = index + 1
    }
    return result
  }

  /// Each cluster's font; nil for a newline.
  private static func fonts(
    of scalars: [[Unicode.Scalar]], scripts: [(script: UInt32, weak: Bool)], chain: FontChain
  ) -> [LoadedFont?] {
    var fonts = [LoadedFont?](repeating: nil, count: scalars.count)
    var weak = scripts.map(\.weak)
    let emoji = scalars.map(isEmoji)
    for index in scalars.indices {
      guard let first = scalars[index].first else { continue }
      if emoji[index] {
        // Shown as emoji: fontconfig's emoji fonts first, as Pango does.
        fonts[index] = chain.font(for: first, request: .emoji) ?? chain.primary
        weak[index] = false
      } else if !weak[index] {
        fonts[index] =
          chain.font(for: first, request: .script(scripts[index].script))
          ?? chain.primary
      }
    }
    // For each cluster, the font of the next cluster of the paragraph with a script of its
    // own (not an emoji), found in one pass from the end.
    var next = [LoadedFont?](repeating: nil, count: scalars.count)
    var following: LoadedFont?
    for index in scalars.indices.reversed() {
      next[index] = following
      if isNewline(scalars[index]) {
        following = nil
      } else if !weak[index], !emoji[index] {
        following = fonts[index]
      }
    }
    for index in scalars.indices where weak[index] && !isNewline(scalars[index]) {
      guard let first = scalars[index].first else { continue }
      // An emoji's font is its own: the text around it does not take it.
      let previous = index > 0 && !emoji[index - 1] ? fonts[index - 1] : nil
      if let previous, previous.hasGlyph(for: first) {
        fonts[index] = previous
      } else if let next = next[index], next.hasGlyph(for: first) {
        fonts[index] = next
      } else {
        fonts[index] =
          chain.font(for: first, request: .script(scripts[index].script)) ?? chain.primary
      }
    }
    return fonts
  }

  /// The font of a cluster alone: an emoji's from the emoji fonts first, another's from the
  /// fonts of its script; the primary font when none has it.
  static func font(forCluster cluster: [Unicode.Scalar], chain: FontChain) -> LoadedFont {
    guard let first = cluster.first else { return chain.primary }
    let request: SystemFallbacks.Request =
      isEmoji(cluster) ? .emoji : .script(chb_script(first.value))
    return chain.font(for: first, request: request) ?? chain.primary
  }

  /// Whether a cluster is shown as an emoji: its first scalar is presented as emoji by
  /// default (Emoji_Presentation), or asks to be with VS16 (U+FE0F).
  private static func isEmoji(_ cluster: [Unicode.Scalar]) -> Bool {
    guard let first = cluster.first, first.properties.isEmoji else { return false }
    return first.properties.isEmojiPresentation || cluster.contains("\u{FE0F}")
  }

  /// Whether a cluster is a newline: LF, CR, CR LF, NEL, LS or PS.
  private static func isNewline(_ cluster: [Unicode.Scalar]) -> Bool {
    switch cluster.first?.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}
