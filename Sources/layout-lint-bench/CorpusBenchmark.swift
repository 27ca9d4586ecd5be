import CLibXML2
import Foundation
import LayoutGeometry
import LayoutLoading
import LayoutModel
import LayoutPipeline
import LayoutRules

/// `layout-lint-bench corpus DIR`: every `.storyboard` and `.xib` under DIR, read into
/// memory once, then timed in passes on one thread (so the ratios compare work, not
/// parallelism):
///   stream    libxml2's streaming reader over each file (what `xmllint --noout --stream` does)
///   tree      libxml2 building and freeing the tree (what our loader starts with)
///   parse     our XML reader: the tree, tag positions, our element values
///   load      our loader: parse, then mapping onto the model
///   lint      load, then measure and check every scene in the default matrix (12 environments)
/// Each stage runs at least 5 passes and a second; medians are reported, with ratios to
/// the streaming reference and the peak memory of the process after each stage. Load and
/// lint are then timed again across documents on every core.
/// `only` runs one stage (for profiling).
func corpusBenchmark(folder: String, only: String? = nil) {
    let paths = corpusPaths(folder)
    let files = paths.map { path in (path, [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())) }
    let megabytes = Double(files.reduce(0) { $0 + $1.1.count }) / 1_048_576
    print("files: \(files.count) (\(String(format: "%.1f", megabytes)) MB)")

    let catalog = DeviceCatalog.standard
    let loader = DocumentLoader(deviceNames: catalog.names)

    if let only {
        let work: () -> Void
        switch only {
        case "parse": work = { for (path, bytes) in files { _ = XMLReader.parse(bytes, displayPath: path) } }
        case "load": work = { for (path, bytes) in files { _ = loader.load(bytes: bytes, displayPath: path) } }
        case "lint": work = { _ = Pipeline.run(files: files.map { (path: $0.0, bytes: $0.1) }, request: LintRequest(paths: [], jobs: 1)) }
        default: work = { for (path, bytes) in files { streamRead(bytes, path: path) } }
        }
        report(only, timePasses(work), reference: [1])
        return
    }
    let stream = timePasses {
        for (path, bytes) in files { streamRead(bytes, path: path) }
    }
    report("stream (libxml2 reader, reference)", stream, reference: stream)
    let tree = timePasses {
        for (path, bytes) in files { treeRead(bytes, path: path) }
    }
    report("tree (libxml2 xmlReadMemory)", tree, reference: stream)
    let parse = timePasses {
        for (path, bytes) in files { _ = XMLReader.parse(bytes, displayPath: path) }
    }
    report("parse (tree + positions + Swift element tree)", parse, reference: stream)
    var loaded = 0
    let load = timePasses {
        loaded = 0
        for (path, bytes) in files {
            if case .success = loader.load(bytes: bytes, displayPath: path) { loaded += 1 }
        }
    }
    report("load (parse + map, \(loaded) documents)", load, reference: stream)
    var measuredScenes = 0
    let lint = timePasses {
        let result = Pipeline.run(files: files.map { (path: $0.0, bytes: $0.1) }, request: LintRequest(paths: [], jobs: 1))
        measuredScenes = result.inputs.reduce(0) { $0 + $1.sceneCount * $1.environments.count }
    }
    report("lint (load + \(measuredScenes) scene measurements + rules)", lint, reference: stream)

    // The same two stages across documents on every core, as `layout-lint lint` runs them.
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let parallelLoad = timePasses {
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            _ = loader.load(bytes: files[index].1, displayPath: files[index].0)
        }
    }
    report("load, \(cores) cores", parallelLoad, reference: stream)
    let parallelLint = timePasses {
        _ = Pipeline.run(files: files.map { (path: $0.0, bytes: $0.1) }, request: LintRequest(paths: [], jobs: cores))
    }
    report("lint, \(cores) cores", parallelLint, reference: stream)
}

private func corpusPaths(_ folder: String) -> [String] {
    var paths: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib") { paths.append("\(folder)/\(relative)") }
    }
    return paths.sorted()
}

private func timePasses(_ body: () -> Void) -> [Double] {
    var times: [Double] = []
    let start = now()
    repeat {
        let passStart = now()
        body()
        times.append(now() - passStart)
    } while times.count < 5 || now() - start < 1.0
    return times
}

private func report(_ name: String, _ times: [Double], reference: [Double]) {
    let ratio = median(times) / median(reference)
    let padded = name.padding(toLength: max(name.count, 58), withPad: " ", startingAt: 0)
    print(padded + String(format: " median %8.1f ms  (min %8.1f, %2d passes)  x%6.1f  peak %6.1f MB",
                          median(times) * 1000, (times.min() ?? 0) * 1000, times.count, ratio, peakMemoryMB()))
}

private let options = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOERROR.rawValue) | Int32(XML_PARSE_NOWARNING.rawValue)

private func streamRead(_ bytes: [UInt8], path: String) {
    bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
            guard let reader = xmlReaderForMemory(pointer, Int32(buffer.count), path, nil, options) else { return }
            while xmlTextReaderRead(reader) == 1 {}
            xmlFreeTextReader(reader)
        }
    }
}

private func treeRead(_ bytes: [UInt8], path: String) {
    bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
            if let document = xmlReadMemory(pointer, Int32(buffer.count), path, nil, options) { xmlFreeDoc(document) }
        }
    }
}
