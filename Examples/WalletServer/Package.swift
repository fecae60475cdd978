// swift-tools-version: 6.2
import PackageDescription

// WalletServer: an HTTP service that formats wallet statements with the library, on
// Hummingbird 2 (Docs/Server.md). A package of its own beside the library, so that the
// library's users never resolve a web framework.
//
// Run it from this folder with `swift run WalletServer --port 8080`. Tools 6.2: swift-prometheus
// needs them.

// The library's package is named after the directory it is checked out in (two levels up),
// since it is a dependency by path.
let library = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "")

let package = Package(
  name: "WalletServer",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../.."),
    // No default traits: the service reads no swift-configuration providers.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    // The group of services the server runs in, to bound its shutdown.
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // The request log, the metrics and their Prometheus exposition, and the command line.
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .executableTarget(
      name: "WalletServer",
      dependencies: [
        .product(name: "WalletList", package: library),
        .product(name: "WalletEntries", package: library),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // How the service shares its threads (WorkGate), pinned without timing anything; the
    // rest of the service is checked over HTTP (Scripts/server-check.sh).
    .testTarget(
      name: "WalletServerTests",
      dependencies: ["WalletServer", .product(name: "NIOCore", package: "swift-nio")]),
  ],
  swiftLanguageModes: [.v6]
)
