import LayoutEngine
import TextMeasurement

/// A built-in mode as data (Docs/Semantics.md section 7): how many lines its title may take,
/// where its amount goes and on which guide, and its spacer's least length. The engine's view
/// tree (``AmountRowCandidate``) and the row's geometry (``RowGeometry``) are both built from
/// it, so a new built-in mode is one more description in ``builtIn``.
struct RowDescription: Sendable, Hashable {
  /// How many lines the title may take.
  enum TitleLines: Sendable, Hashable {
    /// At most this many.
    case upTo(Int)
    /// At most the configuration's `standardLineLimit`.
    case standardLimit
    /// As many as the title needs.
    case unlimited
  }

  /// The guide the title and the amount align on when they share lines.
  enum Guide: Sendable, Hashable {
    /// Their vertical centers.
    case center
    /// Their last text baselines.
    case lastTextBaseline

    var alignment: VerticalAlignment {
      switch self {
      case .center: .center
      case .lastTextBaseline: .lastTextBaseline
      }
    }
  }

  /// Where the amount goes.
  enum AmountPlacement: Sendable, Hashable {
    /// Beside the title, after a spacer:
    /// `HStack(alignment: guide) { title; Spacer(minLength:); amount.fixedSize() }`.
    case beside(Guide)
    /// On a line of its own below the title, at the trailing edge:
    /// `VStack(alignment: .leading) { title; HStack { Spacer(minLength:); amount.fixedSize() } }`.
    case below
  }

  /// The spacer's least length.
  enum SpacerMinimum: Sendable, Hashable {
    /// The configuration's `spacerMinLength`.
    case configured
    /// The measurer's default (`Spacer()`).
    case measurerDefault
  }

  /// The mode's name.
  var mode: AmountRowMode
  /// How many lines the title may take.
  var titleLines: TitleLines
  /// Where the amount goes.
  var amount: AmountPlacement
  /// The spacer's least length.
  var spacer: SpacerMinimum

  /// One line of title beside the amount, on their centers.
  static let compact = RowDescription(
    mode: .compact, titleLines: .upTo(1), amount: .beside(.center), spacer: .configured)
  /// Up to the standard line limit of title, the amount on the title's last baseline.
  static let standard = RowDescription(
    mode: .standard, titleLines: .standardLimit, amount: .beside(.lastTextBaseline),
    spacer: .configured)
  /// The whole title, the amount on a line of its own.
  static let extended = RowDescription(
    mode: .extended, titleLines: .unlimited, amount: .below, spacer: .measurerDefault)

  /// The built-in modes, in the order a row tries them by default.
  static let builtIn: [RowDescription] = [.compact, .standard, .extended]

  /// The title's line limit in a row of `configuration`; nil for none.
  func lineLimit(_ configuration: AdaptiveAmountRow.Configuration) -> Int? {
    switch titleLines {
    case .upTo(let limit): limit
    case .standardLimit: configuration.standardLineLimit
    case .unlimited: nil
    }
  }

  /// The spacer's least length in a row of `configuration`: nil for the measurer's default.
  func spacerMinLength(_ configuration: AdaptiveAmountRow.Configuration) -> Double? {
    switch spacer {
    case .configured: configuration.spacerMinLength
    case .measurerDefault: nil
    }
  }

  /// The mode's views for `parts`.
  func view(_ parts: AmountRowParts) -> any View {
    let configuration = parts.configuration
    let title = parts.title.lineLimit(lineLimit(configuration))
    let spacer = Spacer(minLength: spacerMinLength(configuration))
    switch amount {
    case .beside(let guide):
      return HStack(alignment: guide.alignment) {
        title
        spacer
        parts.amount.fixedSize()
      }
    case .below:
      return VStack(alignment: .leading) {
        title
        HStack {
          spacer
          parts.amount.fixedSize()
        }
      }
    }
  }
}
