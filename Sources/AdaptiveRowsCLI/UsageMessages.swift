import ArgumentParser

/// The argument parser's messages in the tool's voice, and the commands and options a
/// mistyped one was meant to be.
enum UsageMessages {
  /// The commands, by name.
  static let commands: [any ParsableCommand.Type] = RootCommand.configuration.subcommands

  /// The error for a first argument that is no command (`frmat`), naming the closest one;
  /// nil when it is a command, an option or absent.
  static func unknownCommand(_ arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    let names = commands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(first) else { return nil }
    let guess = closest(to: first, among: names).map { "did you mean \($0)?" }
    return "unknown command \(quotedForMessage(first)): "
      + (guess ?? "expected one of \(names.dropLast().joined(separator: ", "))")
  }

  /// The parser's `message` (`Error: Unknown option '--colour'`, then usage lines) with its
  /// first line as the tool writes errors (`adaptive-rows: error: unknown option '--colour'`),
  /// an unknown option followed by the command's option it is closest to.
  static func inToolVoice(_ message: String, arguments: [String]) -> String {
    var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.first, first.hasPrefix("Error: ") else { return message }
    var text = String(first.dropFirst("Error: ".count))
    text = text.prefix(1).lowercased() + text.dropFirst()
    // An unknown option is named before anything else the parser found (a missing option,
    // an argument too many: the value of the unknown one).
    let command = command(of: arguments)
    if let option = unknownOption(in: arguments, of: command) {
      text = "unknown option '\(option)'"
      if let guess = closest(to: option, among: options(of: command).map(\.name)) {
        text += " (did you mean \(guess)?)"
      }
      lines = lines.filter { !$0.hasPrefix("Help: ") }
    }
    lines[0] = Message.error(text)
    return lines.joined(separator: "\n")
  }

  /// The command `arguments` run: the one named first, else the root.
  static func command(of arguments: [String]) -> any ParsableCommand.Type {
    commands.first { $0.configuration.commandName == arguments.first } ?? RootCommand.self
  }

  /// The long options of `command` as its help lists them, and whether each takes a value
  /// (`--width <width>`).
  static func options(of command: any ParsableCommand.Type) -> [(name: String, takesValue: Bool)] {
    var options: [(name: String, takesValue: Bool)] = []
    let words = command.helpMessage(columns: 1000).split(whereSeparator: {
      " ,=[]()\n".contains($0)
    })
    for (index, word) in words.enumerated()
    where word.hasPrefix("--") && word.count > 2 && !options.contains(where: { $0.name == word }) {
      let next = index + 1 < words.count ? words[index + 1] : ""
      options.append((String(word), next.hasPrefix("<")))
    }
    return options
  }

  /// The first argument of `arguments` that is written as a long option but is none of
  /// `command`'s (the values of its options and what follows `--` aside).
  static func unknownOption(in arguments: [String], of command: any ParsableCommand.Type)
    -> String?
  {
    let known = options(of: command)
    var index = command == RootCommand.self ? 0 : 1
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument != "--" else { return nil }
      guard argument.hasPrefix("--") else { continue }
      let name = String(argument.prefix { $0 != "=" })
      guard let option = known.first(where: { $0.name == name }) else { return name }
      if option.takesValue && !argument.contains("=") { index += 1 }
    }
    return nil
  }

  /// The name of `names` closest to `text`, when it is within a third of its length in edits
  /// (at least one, at most three).
  static func closest(to text: String, among names: [String]) -> String? {
    let limit = min(3, max(1, text.count / 3))
    let scored = names.map { (LocaleCheck.editDistance(text, $0, limit: limit), $0) }
    guard let best = scored.min(by: { $0.0 < $1.0 }), best.0 <= limit else { return nil }
    return best.1
  }
}
