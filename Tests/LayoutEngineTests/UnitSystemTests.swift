import LayoutEngine
import Testing
import TextMeasurement

@Suite("One unit system by default")
struct UnitSystemTests {
  @Test("without an environment a stack spaces its texts by one terminal cell, as it measures them")
  func environmentlessLayoutSpacesInCells() {
    let result = HStack {
      Text("Rent")
      Text("1,200.00 €").fixedSize()
    }.layout(in: .unspecified)
    // "Rent" is 4 cells, the amount 10; one cell between them, not 8 points.
    #expect(result.root.childFrames.map(\.minX) == [0, 5])
    #expect(result.size == Size(width: 15, height: 1))
  }

  @Test("the default metrics are the terminal measurer's")
  func defaultMetricsAreTheTerminalMeasurers() {
    let metrics = EnvironmentValues().layoutMetrics
    let terminal = TerminalCellMeasurer()
    for axis in Axis.allCases {
      #expect(metrics.defaultSpacing(along: axis) == terminal.defaultSpacing(along: axis))
      #expect(metrics.defaultPadding(along: axis) == terminal.defaultPadding(along: axis))
    }
    #expect(metrics.defaultSpacerLength == terminal.defaultSpacerLength)
    #expect(metrics.pixelGrid == terminal.pixelGrid)
  }

  @Test("points are SwiftUI's when asked for")
  func pointsWhenAskedFor() {
    let result = HStack {
      Rectangle().frame(width: 20, height: 10)
      Rectangle().frame(width: 20, height: 10)
    }.layout(in: .unspecified, environment: points)
    #expect(result.size.width == 48)
  }

  @Test("metrics that answer NaN, a negative or an infinite length are read as sane ones")
  func hostileMetricsAreChecked() {
    struct Broken: LayoutMetrics {
      func defaultSpacing(along axis: Axis) -> Double { -3 }
      var defaultSpacerLength: Double { .nan }
      var pixelGrid: Double { .infinity }
    }
    var environment = EnvironmentValues()
    environment.layoutMetrics = Broken()
    let result = HStack {
      Rectangle().frame(width: 2, height: 1)
      Rectangle().frame(width: 2, height: 1)
      Spacer()
    }.layout(in: .unspecified, environment: environment)
    #expect(result.size.width == 4)
    #expect(
      result.diagnostics.map(\.message) == [
        "Broken.defaultSpacing(along: .horizontal) -3 is negative; read as 0",
        "Broken.defaultSpacing(along: .vertical) -3 is negative; read as 0",
        "Broken.defaultSpacerLength nan is NaN; read as 0",
        "Broken.defaultPadding(along: .horizontal) -6 is negative; read as 0",
        "Broken.defaultPadding(along: .vertical) -6 is negative; read as 0",
        "Broken.pixelGrid inf is infinite; read as 10000",
      ])
  }
}
