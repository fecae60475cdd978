import ArgumentParser

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
