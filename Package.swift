// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "AdaptiveRows",
  products: [
    .library(name: "AdaptiveRows", targets: ["AdaptiveRows"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
  ],
  targets: [
    // Proposal math and the layout engine: geometry, proposals, alignment,
    // the layout protocol, containers and modifiers. Knows nothing of text.
    .target(name: "LayoutEngine"),

    // The umbrella module: re-exports the public modules.
    .target(name: "AdaptiveRows", dependencies: ["LayoutEngine"]),

    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
