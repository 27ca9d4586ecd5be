import Foundation
import LayoutGeometry
import LayoutLoading
import LayoutModel

// layout-lint-bench geometry [FIXTURE_DIR]   see GeometryBenchmark.swift
// layout-lint-bench corpus DIR               see CorpusBenchmark.swift
// layout-lint-bench fuzz OUT SECONDS SEED DIR...   see FuzzCampaign.swift

func peakMemoryMB() -> Double {
    var usage = rusage()
    #if os(macOS)
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576   // bytes on macOS
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024        // kilobytes on Linux
    #endif
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "geometry":
    geometryBenchmark(Array(arguments.dropFirst()))
case "corpus" where arguments.count == 2 || arguments.count == 3:
    corpusBenchmark(folder: arguments[1], only: arguments.count == 3 ? arguments[2] : nil)
case "source" where arguments.count >= 2:
    sourceBenchmark(folder: arguments[1], classes: Array(arguments.dropFirst(2)))
case "fuzz" where arguments.count >= 5:
    fuzzCampaign(output: arguments[1], seconds: Double(arguments[2]) ?? 60, seed: UInt64(arguments[3]) ?? 1, folders: Array(arguments.dropFirst(4)))
default:
    FileHandle.standardError.write(Data("usage: layout-lint-bench geometry [FIXTURE_DIR] | corpus DIR [stream|parse|load] | fuzz OUT SECONDS SEED DIR...\n".utf8))
    exit(2)
}
