import ArgumentParser
import WalletEntries

/// An option's value named by its raw value (`--line-break strict`).
protocol NamedChoice: ExpressibleByArgument, CaseIterable, RawRepresentable
where RawValue == String {}

extension NamedChoice {
  /// The names of every choice, for help and completions. The parser's own default maps the
  /// cases through a key path it builds anew at each call, and it builds a command's arguments
  /// several times at start-up.
  static var allValueStrings: [String] { allCases.map { $0.rawValue } }

  /// None: each choice is described by its name alone. The parser's default finds the same
  /// by comparing two descriptions of every case, for each option of these types, each of
  /// the several times it builds a command's arguments.
  static var allValueDescriptions: [String: String] { [:] }
}

/// The line-break strictness, as the command line names it.
enum LineBreakOption: String, NamedChoice {
  case strict, normal, loose
}

/// The list policy, as the command line names it.
enum PolicyOption: String, NamedChoice {
  case perRow = "per-row"
  case uniform
}

/// The input formats, as the command line names them.
enum InputFormatOption: String, NamedChoice {
  case jsonl, csv
}

/// Text or JSON output.
enum OutputFormatOption: String, NamedChoice {
  case text, json
}

/// The CSV delimiters, as the command line names them: by name or as the character.
enum CSVDelimiterOption: String, NamedChoice {
  case comma, semicolon, tab

  init?(argument: String) {
    switch argument {
    case ",": self = .comma
    case ";": self = .semicolon
    case "\t": self = .tab
    default: self.init(rawValue: argument)
    }
  }

  /// The reader's delimiter.
  var delimiter: CSVDelimiter {
    switch self {
    case .comma: .comma
    case .semicolon: .semicolon
    case .tab: .tab
    }
  }
}
