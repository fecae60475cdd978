import ArgumentParser
import WalletEntries

/// The line-break strictness, as the command line names it.
enum LineBreakOption: String, ExpressibleByArgument, CaseIterable {
  case strict, normal, loose
}

/// The list policy, as the command line names it.
enum PolicyOption: String, ExpressibleByArgument, CaseIterable {
  case perRow = "per-row"
  case uniform
}

/// The input formats, as the command line names them.
enum InputFormatOption: String, ExpressibleByArgument, CaseIterable {
  case jsonl, csv
}

/// Text or JSON output.
enum OutputFormatOption: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// The CSV delimiters, as the command line names them: by name or as the character.
enum CSVDelimiterOption: String, ExpressibleByArgument, CaseIterable {
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
