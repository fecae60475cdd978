@testable import AdaptiveRowsCLI

/// What the terminals of Docs/Text.md's table answered to the probe (``CellWidthsDetection``'s
/// clusters, in order), asked here in each, as Debian 12 packages it, under Xvfb (foot under
/// weston) with Scripts/terminal_probe.py.
enum RecordedAnswers {
  static let xterm = TerminalAnswers(
    columns: [1, 4, 4, 3, 2, 1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 1, 2, 1], version: "XTerm(379)",
    mode2027: 0)
  /// rxvt-unicode 9.30, st 0.9, zutty 0.14 and GNU screen 4.9 answer the same columns.
  static let urxvt = TerminalAnswers(
    columns: [1, 4, 4, 3, 2, 1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 1, 2, 1], mode2027: 0)
  static let tmux = TerminalAnswers(
    columns: [1, 4, 2, 1, 2, 1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 0, 2, 1], version: "tmux 3.3a")
  static let foot = TerminalAnswers(
    columns: [1, 4, 4, 3, 2, 1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 0, 2, 1],
    version: "foot(1.13.1)", mode2027: 0)
  /// alacritty 0.11 answers the same columns, and no DECRQM.
  static let sakura = TerminalAnswers(
    columns: [1, 4, 4, 3, 2, 1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 1, 1], mode2027: 0)
  static let mlterm = TerminalAnswers(
    columns: [1, 4, 5, 4, 2, 1, 1, 1, 2, 2, 2, 2, 1, 1, 2, 1, 1, 1, 1, 1], mode2027: 0)
  static let kitty = TerminalAnswers(
    columns: [2, 2, 4, 4, 2, 2, 2, 1, 2, 2, 2, 4, 2, 1, 2, 2, 2, 2, 1, 0],
    version: "kitty(0.26.5)", mode2027: 0)

  /// Each terminal's answers with the environment it runs in.
  static let all: [(name: String, answers: TerminalAnswers, environment: [String: String])] = [
    ("xterm", xterm, ["TERM": "xterm"]),
    ("rxvt-unicode", urxvt, ["TERM": "rxvt-unicode-256color"]),
    ("st", urxvt, ["TERM": "st-256color"]),
    ("screen", urxvt, ["TERM": "screen"]),
    ("tmux", tmux, ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux"]),
    ("foot", foot, ["TERM": "foot"]),
    ("sakura", sakura, ["TERM": "xterm-256color", "VTE_VERSION": "7006"]),
    ("alacritty", TerminalAnswers(columns: sakura.columns), ["TERM": "alacritty"]),
    ("mlterm", mlterm, ["TERM": "mlterm"]),
    ("kitty", kitty, ["TERM": "xterm-kitty"]),
  ]
}
