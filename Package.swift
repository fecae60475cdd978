// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "AdaptiveRows",
  // Synchronization's Atomic hands out the parallel formatter's work.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "AdaptiveRows", targets: ["AdaptiveRows"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
    .library(name: "CellRendering", targets: ["CellRendering"]),
    .library(name: "TruncationDetection", targets: ["TruncationDetection"]),
    .library(name: "PrioritySelection", targets: ["PrioritySelection"]),
    .library(name: "AdaptiveAmountRow", targets: ["AdaptiveAmountRow"]),
    .library(name: "WalletEntries", targets: ["WalletEntries"]),
    // Not in the umbrella: users who measure terminal cells never link HarfBuzz.
    .library(name: "FontMeasurement", targets: ["FontMeasurement"]),
    .library(name: "WalletList", targets: ["WalletList"]),
    .executable(name: "adaptive-rows", targets: ["adaptive-rows"]),
    .plugin(name: "RowPreviewPlugin", targets: ["RowPreviewPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation`: builds the DocC catalogs (checked by .ci/run).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Proposal math and the layout engine: geometry, proposals, alignment,
    // the layout protocol, containers and modifiers. Knows nothing of text.
    .target(name: "LayoutEngine"),

    // The lock the modules share state under: a pthread mutex, which the thread sanitizer
    // sees (Synchronization.Mutex on Linux it does not). Package access only; no product.
    .target(name: "Locking"),

    // The one scan for the scalars that text-safety rules single out (controls, bidi
    // controls, line separators), which the layout's control rules, the terminal guard and
    // the entry readers share, and the copy of bytes known to be UTF-8 into a string on every
    // supported system. Package access only; no product.
    .target(name: "ControlScalars"),

    // ICU, HarfBuzz and fontconfig as the system has them, found through pkg-config wherever
    // they are installed (Homebrew's keg-only icu4c included, through PKG_CONFIG_PATH). Each
    // is a dependency of its C shim only: SwiftPM gives pkg-config's `Cflags` to the shim's
    // C compiler and its `Libs` to the products that link the shim. Their module maps declare
    // no header (Sources/SystemICU/module.modulemap says why).
    .systemLibrary(
      name: "SystemICU", pkgConfig: "icu-uc",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
    .systemLibrary(
      name: "SystemHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    .systemLibrary(
      name: "SystemFontconfig", pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),

    // The only C in the package: a thin shim over ICU's break iterators and
    // character properties. Its public header uses plain C types only, so no
    // ICU header is ever visible to Swift (Foundation on Linux carries its own
    // ICU module, and the two would clash).
    .target(name: "CICU", dependencies: ["SystemICU"]),

    // Text measurement: control-character rules, grapheme clusters and line
    // break opportunities from ICU, measurers (terminal cells, fixed advance).
    // The only Swift module that knows ICU.
    .target(
      name: "TextMeasurement", dependencies: ["LayoutEngine", "CICU", "Locking", "ControlScalars"]),

    // Any laid-out tree drawn in terminal cells: each text at its cell position, borders of
    // box-drawing characters, in the tree's order; placed lines written into rows.
    .target(
      name: "CellRendering", dependencies: ["LayoutEngine", "TextMeasurement", "ControlScalars"]),

    // Whether a text shows all of itself: the seed's three measurements, and
    // the same answer from one.
    .target(name: "TruncationDetection", dependencies: ["LayoutEngine", "TextMeasurement"]),

    // The first candidate that satisfies a predicate, shown through a
    // priority ZStack that takes its size.
    .target(name: "PrioritySelection", dependencies: ["LayoutEngine"]),

    // The wallet row: compact, standard and extended candidates, chosen by
    // truncation; its geometry, breakpoints and list policies.
    .target(
      name: "AdaptiveAmountRow",
      dependencies: [
        "LayoutEngine", "TextMeasurement", "CellRendering", "TruncationDetection",
        "PrioritySelection", "Locking",
      ]),

    // A thin shim over HarfBuzz, like CICU over ICU: its public header uses plain C types
    // only, and its C file includes <hb.h> from the directory pkg-config names.
    .target(name: "CHarfBuzz", dependencies: ["SystemHarfBuzz"]),

    // A thin shim over fontconfig, like CHarfBuzz over HarfBuzz: its public header uses plain
    // C types only, and its C file includes <fontconfig/fontconfig.h> from the directory
    // pkg-config names. It finds the fallback fonts the platform would use.
    .target(name: "CFontconfig", dependencies: ["SystemFontconfig"]),

    // Proportional text from font files, shaped by HarfBuzz. Its own product, outside the
    // umbrella, so that only its users link HarfBuzz.
    .target(
      name: "FontMeasurement",
      dependencies: ["LayoutEngine", "TextMeasurement", "CHarfBuzz", "CFontconfig", "Locking"]),

    // The umbrella module: re-exports the public modules.
    .target(
      name: "AdaptiveRows",
      dependencies: [
        "LayoutEngine", "TextMeasurement", "CellRendering", "TruncationDetection",
        "PrioritySelection", "AdaptiveAmountRow", "WalletEntries", "WalletList",
      ]),

    // Wallet entries: the entry model, exact amount formatting and streaming readers of
    // JSON Lines and CSV. Depends on Foundation only.
    .target(name: "WalletEntries", dependencies: ["Locking", "ControlScalars"]),

    // The wallet list formatter: entries in, rendered rows out, streaming over sequences and
    // async sequences; text and JSON output. The library behind the CLI's `format`.
    .target(
      name: "WalletList",
      dependencies: [
        "LayoutEngine", "TextMeasurement", "TruncationDetection", "AdaptiveAmountRow",
        "WalletEntries", "Locking", "ControlScalars",
      ]),

    // The commands of the `adaptive-rows` tool, as a library so tests run them in-process.
    .target(
      name: "AdaptiveRowsCLI",
      dependencies: [
        "AdaptiveAmountRow", "TextMeasurement", "FontMeasurement", "WalletEntries", "WalletList",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      plugins: ["BuildCommitPlugin"]),

    // Stamps the commit the tool is built from into AdaptiveRowsCLI, for `--version`.
    .plugin(name: "BuildCommitPlugin", capability: .buildTool()),

    // The `adaptive-rows` executable: a thin main over AdaptiveRowsCLI.
    .executableTarget(name: "adaptive-rows", dependencies: ["AdaptiveRowsCLI"]),

    // The invariants of rows and text layouts under arbitrary input, decoded from bytes:
    // checked by the fuzzer on every input and by a test on the seed corpus.
    .target(
      name: "RowFuzzing",
      dependencies: ["AdaptiveAmountRow", "LayoutEngine", "TextMeasurement", "TruncationDetection"]),

    // The libFuzzer target over RowFuzzing (Scripts/fuzz.sh builds it with
    // `-sanitize=fuzzer,address` and `-DADAPTIVE_ROWS_LIBFUZZER`); a plain build replays files.
    .executableTarget(name: "AdaptiveRowsFuzz", dependencies: ["RowFuzzing", "FuzzSupport"]),

    // The fuzz executables' main: libFuzzer's driver, or a replay of files without it.
    .target(name: "FuzzSupport"),

    // The invariants of the JSON Lines and CSV readers, the UTF-8 check and the JSON writer
    // under arbitrary input: checked by the reader fuzzer on every input and by a test on its
    // seed corpus.
    .target(
      name: "ReaderFuzzing", dependencies: ["WalletEntries", "WalletList", "ControlScalars"]),

    // The libFuzzer target over ReaderFuzzing, built and run like AdaptiveRowsFuzz.
    .executableTarget(name: "ReaderFuzz", dependencies: ["ReaderFuzzing", "FuzzSupport"]),

    // The invariants of layouts, rows, breakpoints, the renderer and a list's JSON under a
    // measurer whose every answer is hostile (NaN, infinite, negative, absurdly large),
    // decoded from bytes: checked by the measurer fuzzer and by a test on its seed corpus.
    .target(
      name: "MeasurerFuzzing",
      dependencies: [
        "AdaptiveAmountRow", "CellRendering", "LayoutEngine", "TextMeasurement", "WalletEntries",
        "WalletList",
      ]),

    // The libFuzzer target over MeasurerFuzzing, built and run like AdaptiveRowsFuzz.
    .executableTarget(name: "MeasurerFuzz", dependencies: ["MeasurerFuzzing", "FuzzSupport"]),

    // Prints the terminal width of each line of standard input, for the wcwidth cross-check.
    .executableTarget(name: "width-probe", dependencies: ["TextMeasurement"]),

    // `swift package row-preview`: previews a consumer package's rows with the tool.
    .plugin(
      name: "RowPreviewPlugin",
      capability: .command(
        intent: .custom(
          verb: "row-preview",
          description: "Preview wallet rows from a JSON Lines or CSV file at several widths")),
      dependencies: ["adaptive-rows"]),

    // What several test targets share: a seeded random number generator, consumers' own
    // measurers, formatters of valid options.
    .target(
      name: "TestSupport",
      dependencies: ["LayoutEngine", "TextMeasurement", "AdaptiveAmountRow", "WalletList"],
      path: "Tests/TestSupport"),

    // The examples of the umbrella's DocC articles, through `import AdaptiveRows`.
    .testTarget(name: "AdaptiveRowsTests", dependencies: ["AdaptiveRows"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "TextMeasurement"]),
    // Every Swift example of README.md, Docs/ and the DocC catalogs, generated by
    // Scripts/check-doc-examples.py: compiled with the tests, so the docs cannot rot.
    .testTarget(name: "DocExampleTests", dependencies: ["AdaptiveRows", "FontMeasurement"]),
    .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement", "TestSupport"]),
    .testTarget(
      name: "TruncationDetectionTests",
      dependencies: ["TruncationDetection", "TextMeasurement", "TestSupport"]),
    .testTarget(name: "PrioritySelectionTests", dependencies: ["PrioritySelection"]),
    .testTarget(
      name: "AdaptiveAmountRowTests",
      dependencies: [
        "AdaptiveAmountRow", "CellRendering", "TruncationDetection", "TextMeasurement",
        "TestSupport",
      ]),
    .testTarget(
      name: "WalletEntriesTests",
      dependencies: ["WalletEntries", "ReaderFuzzing", "TestSupport", "ControlScalars", "Locking"]),
    .testTarget(
      name: "FontMeasurementTests",
      dependencies: [
        "FontMeasurement", "TextMeasurement", "LayoutEngine", "AdaptiveAmountRow", "TestSupport",
      ]),
    .testTarget(
      name: "WalletListTests",
      dependencies: [
        "WalletList", "WalletEntries", "AdaptiveAmountRow", "TextMeasurement", "LayoutEngine",
        "TestSupport", "Locking",
      ]),
    .testTarget(
      name: "AdaptiveRowsCLITests",
      dependencies: ["AdaptiveRowsCLI", "WalletEntries", "FontMeasurement", "TestSupport"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "AdaptiveAmountRow", "CellRendering", "LayoutEngine", "TextMeasurement",
        "TruncationDetection", "WalletEntries", "WalletList", "RowFuzzing", "ReaderFuzzing",
        "MeasurerFuzzing",
        "TestSupport", "Locking",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
