import AdaptiveAmountRow
import ArgumentParser
import FontMeasurement
import Foundation
import TextMeasurement
import WalletEntries
import WalletList

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

/// Options every command shares: how text is measured and broken.
struct LayoutOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "How text is measured: terminal (cells), fixed (one unit per character), font@SIZE (the"
        + " default font, DejaVu Sans, at SIZE points) or font:PATH@SIZE (a font file); with a"
        + " font, widths and sizes are in points.",
      valueName: "measurer"))
  var measurer = "terminal"

  @Flag(help: "Count East Asian ambiguous characters as two cells (CJK terminals).")
  var ambiguousWide = false

  @Option(help: "The locale of amounts and line breaking (en_US, de_DE, ja_JP, ...).")
  var locale = "en_US"

  @Option(help: "Line-break strictness for Japanese and Chinese: strict, normal or loose.")
  var lineBreak: LineBreakOption?

  @Flag(help: "Korean keep-all: break Korean text at spaces only.")
  var keepAll = false

  /// The measurer, parsed (``validate()`` has checked it).
  var measurerSpec: MeasurerSpec { (try? MeasurerSpec.parse(measurer)) ?? .terminal }

  /// List options at `width` with these settings.
  func listOptions(width: Int, policy: PolicyOption = .perRow) -> ListFormatterOptions {
    ListFormatterOptions(
      width: width, measurer: measurerSpec.kind,
      ambiguousIsWide: ambiguousWide, locale: locale,
      lineBreakStrictness: lineBreak.flatMap { LineBreakStrictness(rawValue: $0.rawValue) },
      keepAll: keepAll, policy: policy == .uniform ? .uniform : .perRow)
  }

  /// These settings with the font of a `font` measurer loaded, paths read from the command's
  /// directory; a font that cannot be loaded is reported (66 for a file that cannot be read,
  /// 65 for one that is not a font).
  func measuring(io: CommandIO) throws -> MeasuringOptions {
    do {
      return MeasuringOptions(
        options: self, font: try measurerSpec.fontMeasurer(relativeTo: io.currentDirectory))
    } catch {
      try io.errors.write("adaptive-rows: --measurer: \(error.description)\n")
      throw ReportedFailure(status: error.exitStatus.rawValue)
    }
  }

  func validate() throws {
    do {
      _ = try MeasurerSpec.parse(measurer)
    } catch {
      throw ValidationError(error.message)
    }
    guard !locale.isEmpty,
      locale.unicodeScalars.allSatisfy({
        $0.isASCII && !$0.properties.isWhitespace && $0.value >= 0x20 && $0.value != 0x7F
      })
    else {
      throw ValidationError(
        "invalid locale \(quotedForMessage(locale)): expected an identifier such as en_US")
    }
  }
}

/// The layout options with the font of a `font` measurer loaded.
struct MeasuringOptions {
  let options: LayoutOptions
  /// The font measurer, nil for terminal cells and fixed units.
  let font: FontMeasurer?

  /// The formatter of rows at `width` under `policy`.
  func formatter(width: Int, policy: PolicyOption = .perRow) -> WalletListFormatter {
    formatter(options: options.listOptions(width: width, policy: policy))
  }

  /// The formatter of rows with `listOptions`, measuring with the font when there is one.
  func formatter(options listOptions: ListFormatterOptions) -> WalletListFormatter {
    guard let font else { return WalletListFormatter(options: listOptions) }
    return WalletListFormatter(options: listOptions, measurer: font)
  }

  /// The measurer rows are measured with.
  var textMeasurer: any TextMeasurer { font ?? options.listOptions(width: 1).textMeasurer }
}

/// `text` quoted with controls escaped, for messages.
func quotedForMessage(_ text: String) -> String {
  JSONWriter.string(String(text.prefix(60)))
}

/// Checks a width from the command line.
func validateWidth(_ width: Int, option: String = "--width") throws {
  do {
    try ListFormatterOptions.validate(width: width)
  } catch {
    throw ValidationError("\(option): \(error.message)")
  }
}

/// A single row given on the command line.
struct RowArguments: ParsableArguments {
  @Option(parsing: .unconditional, help: "The row's title.")
  var title: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The row's amount: shown as given, or CURRENCY:VALUE (EUR:12.5) formatted for the locale."
    ))
  var amount: String?

  @Option(parsing: .unconditional, help: "A second line below the row (a date, a note).")
  var subtitle: String?

  /// The entry, or nil when no title was given.
  func entry() throws -> WalletEntry? {
    guard let title else {
      if amount != nil || subtitle != nil {
        throw ValidationError("--amount and --subtitle need a --title")
      }
      return nil
    }
    guard let amount else { throw ValidationError("--title needs an --amount") }
    do {
      return try WalletEntry.validated(
        title: title, amount: Amount(text: amount), subtitle: subtitle)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

/// Reading entries from a file or standard input.
struct InputArguments: ParsableArguments {
  @Argument(help: "A JSON Lines or CSV file; - or nothing for standard input.")
  var file: String?

  @Option(
    name: .customLong("input-format"),
    help: "The input's format; by default csv for a .csv file, else jsonl.")
  var inputFormat: InputFormatOption?

  @Flag(help: "Report invalid lines on standard error and go on, instead of stopping.")
  var skipInvalid = false

  var format: EntryFormat {
    if let inputFormat { return inputFormat == .csv ? .csv : .jsonLines }
    return file?.lowercased().hasSuffix(".csv") == true ? .csv : .jsonLines
  }

  var readsStandardInput: Bool { file == nil || file == "-" }

  /// The reader of the input; a file that cannot be opened is reported (exit 66).
  func reader(io: CommandIO) throws -> EntryReader {
    guard let file, file != "-" else {
      switch io.input {
      case .fileHandle(let handle): return EntryReader(fileHandle: handle, format: format)
      case .bytes(let bytes): return EntryReader(chunks: [bytes], format: format)
      }
    }
    let url = URL(fileURLWithPath: file, relativeTo: io.currentDirectory)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      !isDirectory.boolValue, let handle = try? FileHandle(forReadingFrom: url)
    else {
      try io.errors.write(
        "adaptive-rows: cannot open \(quotedForMessage(file)): no such readable file\n")
      throw ReportedFailure(status: ExitStatus.noInput.rawValue)
    }
    return EntryReader(fileHandle: handle, format: format)
  }
}
