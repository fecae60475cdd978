// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "AdaptiveRows",
  // Synchronization's Mutex guards the per-text measurement memo.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "AdaptiveRows", targets: ["AdaptiveRows"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
  ],
  targets: [
    // Proposal math and the layout engine: geometry, proposals, alignment,
    // the layout protocol, containers and modifiers. Knows nothing of text.
    .target(name: "LayoutEngine"),

    // The only C in the package: a thin shim over ICU's break iterators and
    // character properties. Its public header uses plain C types only, so no
    // ICU header is ever visible to Swift (Foundation on Linux carries its own
    // ICU module, and the two would clash).
    .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),

    // Text measurement: control-character rules, grapheme clusters and line
    // break opportunities from ICU, measurers (terminal cells, fixed advance).
    // The only Swift module that knows ICU.
    .target(name: "TextMeasurement", dependencies: ["LayoutEngine", "CICU"]),

    // The umbrella module: re-exports the public modules.
    .target(name: "AdaptiveRows", dependencies: ["LayoutEngine", "TextMeasurement"]),

    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement"]),
  ],
  swiftLanguageModes: [.v6]
)
