// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "AdaptiveRows",
  products: [
    .library(name: "AdaptiveRows", targets: ["AdaptiveRows"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    .library(name: "WalletEntries", targets: ["WalletEntries"]),
  ],
  targets: [
    // Proposal math and the layout engine: geometry, proposals, alignment,
    // the layout protocol, containers and modifiers. Knows nothing of text.
    .target(name: "LayoutEngine"),

    // The umbrella module: re-exports the public modules.
    .target(name: "AdaptiveRows", dependencies: ["LayoutEngine"]),

    // Wallet entries: the entry model, exact amount formatting and streaming readers of
    // JSON Lines and CSV. Depends on Foundation only.
    .target(name: "WalletEntries"),

    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "WalletEntriesTests", dependencies: ["WalletEntries"]),
  ],
  swiftLanguageModes: [.v6]
)
