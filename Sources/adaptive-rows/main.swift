import AdaptiveRowsCLI
import Foundation

exit(
  AdaptiveRowsTool.run(Array(CommandLine.arguments.dropFirst()), io: AdaptiveRowsTool.standardIO()))
