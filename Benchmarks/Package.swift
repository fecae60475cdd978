// swift-tools-version: 6.1
import PackageDescription

// The benchmarks of AdaptiveRows (Docs/Benchmarks.md): a package of its own beside the
// library, so that the library's users never resolve the benchmark harness.
//
// Run them all and print their figures with `bash Scripts/benchmarks.sh` from the
// repository's root; one target with
// `swift package --package-path Benchmarks benchmark --target RowBenchmarks`.

// The library's package is named after the directory it is checked out in (the parent of this
// one), since it is a dependency by path.
let library = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")

let benchmarkDependencies: [Target.Dependency] = [
  "BenchmarkSupport", "BenchmarkConfigurations",
  .product(name: "AdaptiveRows", package: library),
  .product(name: "Benchmark", package: "benchmark"),
]
let benchmarkPlugins: [Target.PluginUsage] = [
  .plugin(name: "BenchmarkPlugin", package: "benchmark")
]

let package = Package(
  name: "AdaptiveRowsBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // One bare ICU line-break pass, the floor the row is measured against. Its header uses
    // plain C types only, like the library's CICU (Foundation on Linux carries its own ICU).
    .target(
      name: "CICULineBreakPass", path: "CICULineBreakPass",
      linkerSettings: [.linkedLibrary("icuuc")]),

    // The corpus, the generated large inputs, the seed's method as a baseline: what the
    // benchmark targets share.
    .target(
      name: "BenchmarkSupport",
      dependencies: [
        "CICULineBreakPass",
        .product(name: "AdaptiveRows", package: library),
      ],
      path: "BenchmarkSupport"),

    // The benchmarks' configurations: a smoke run makes every benchmark one short iteration.
    .target(
      name: "BenchmarkConfigurations",
      dependencies: ["BenchmarkSupport", .product(name: "Benchmark", package: "benchmark")],
      path: "BenchmarkConfigurations"),

    // Targets 1 to 3: a row per corpus title against one ICU pass, against the
    // seed's method, and breakpoints against one decision.
    .executableTarget(
      name: "RowBenchmarks", dependencies: benchmarkDependencies, path: "RowBenchmarks",
      plugins: benchmarkPlugins),

    // Target 4: a title of 100 KB and of 1 MB, in three variants.
    .executableTarget(
      name: "LargeTitleBenchmarks", dependencies: benchmarkDependencies,
      path: "LargeTitleBenchmarks", plugins: benchmarkPlugins),

    // Target 5: the list formatter over 100k and 1M rows, threads, the title cache.
    .executableTarget(
      name: "ListBenchmarks", dependencies: benchmarkDependencies, path: "ListBenchmarks",
      plugins: benchmarkPlugins),

    // The floor of `adaptive-rows format` (Docs/Benchmarks.md, "End to end"): a minimal program
    // doing the same work with simpler width rules. Not the library: it imports none of it.
    .executableTarget(
      name: "format-floor", dependencies: ["CICULineBreakPass"], path: "Profiling/format-floor"),

    // The same work without the harness, for valgrind's callgrind and for checking that the
    // baseline and the row agree (Docs/Benchmarks.md).
    .executableTarget(
      name: "row-profile", dependencies: ["BenchmarkSupport"], path: "Profiling/row-profile"),
  ],
  swiftLanguageModes: [.v6]
)
