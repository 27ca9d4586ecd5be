import Foundation
import LayoutModel
import LayoutSource

/// `layout-lint-bench source APP_DIR [CLASS ...]`: reads an app's code as `lint` does, five
/// times, and prints the median time and throughput of each step on one core (read, lex and
/// index), then what the code says of each class named.
func sourceBenchmark(folder: String, classes: [String]) {
    var times: [Double] = []
    var parallel: [Double] = []
    var index = CodeIndex()
    // Each index is freed after its time is taken: `lint` keeps its index to the end.
    for _ in 0..<5 {
        var start = now()
        let built = CodeIndex.build(roots: [folder])
        times.append(now() - start)
        index = built
        start = now()
        let inParallel = CodeIndex.build(roots: [folder], jobs: ProcessInfo.processInfo.activeProcessorCount)
        parallel.append(now() - start)
        withExtendedLifetime(inParallel) {}
    }
    // The files alone, read into memory, to separate the disk from the scan.
    let found = SourceDiscovery.find(roots: [folder], isExcluded: { _ in false })
    let files = found.paths.compactMap { path -> (String, String)? in
        guard case .success(let bytes) = SourceDiscovery.read(path) else { return nil }
        return (path, String(decoding: bytes, as: UTF8.self))
    }
    var scans: [Double] = []
    for _ in 0..<5 {
        let start = now()
        let built = CodeIndex.build(files: files)
        scans.append(now() - start)
        withExtendedLifetime(built) {}
    }
    // Each step alone, over the same bytes: the lexer, then the lexer and the declarations.
    let contents = files.map { (path: $0.0, bytes: Array($0.1.utf8)) }
    var lexing: [Double] = []
    var structure: [Double] = []
    for _ in 0..<15 {
        var start = now()
        for file in contents { _ = Lexer.tokenize(file.bytes, language: file.path.hasSuffix(".swift") ? .swift : .objectiveC) }
        lexing.append(now() - start)
        start = now()
        for file in contents { _ = Structure(SourceFile(path: file.path, bytes: file.bytes)) }
        structure.append(now() - start)
    }
    // Finding the files, and reading them, alone.
    var finding: [Double] = []
    var reading: [Double] = []
    for _ in 0..<5 {
        var start = now()
        let listed = SourceDiscovery.find(roots: [folder], isExcluded: { _ in false })
        finding.append(now() - start)
        start = now()
        for path in listed.paths { _ = SourceDiscovery.read(path) }
        reading.append(now() - start)
    }
    let megabytes = Double(index.byteCount) / 1_048_576
    print(String(format: "  find %.1f ms, read %.1f ms (medians)", median(finding) * 1000, median(reading) * 1000))
    print(String(format: "  lex alone %.0f MB/s (best %.0f); lex and declarations %.0f MB/s (best %.0f)", megabytes / median(lexing), megabytes / lexing.min()!,
                 megabytes / median(structure), megabytes / structure.min()!))
    print(String(format: "source %@: %d files, %.1f MB; read+scan median %.1f ms (%.0f MB/s), on %d threads %.1f ms (%.0f MB/s); scan in memory median %.1f ms (%.0f MB/s); peak %.1f MB; %d warnings",
                 folder, index.files.count, megabytes, median(times) * 1000, megabytes / median(times),
                 ProcessInfo.processInfo.activeProcessorCount, median(parallel) * 1000, megabytes / median(parallel),
                 median(scans) * 1000, megabytes / median(scans), peakMemoryMB(), index.warnings.count))
    for name in classes {
        let start = now()
        let facts = index.facts(forClass: name, storyboard: nil, identifier: nil, nib: nil)
        print("\(name) (\(String(format: "%.1f", (now() - start) * 1000)) ms): unreferenced \(facts.isUnreferenced)")
        if let declaration = facts.declaration { print("  declared \(declaration.place)") }
        for shown in facts.shown {
            print("  shown \(shown.presentation?.rawValue ?? "unknown")\(shown.isAutomatic ? " (automatic)" : "")\(shown.container.map { " in \($0.rawValue)" } ?? "")")
            for line in shown.evidence { print("    \(line.place) \(line.says): \(line.code)") }
        }
        for line in facts.unresolved { print("  unresolved \(line.place) \(line.says): \(line.code)") }
        if let orientations = facts.orientations { print("  orientations \(orientations.map(\.rawValue).sorted()) \(facts.orientationEvidence?.description ?? "")") }
        if let unknown = facts.orientationsUnknown { print("  orientations unknown \(unknown.description)") }
        if let hidden = facts.statusBarHidden { print("  status bar hidden \(hidden.description)") }
        for (name, line) in facts.placedOutlets.sorted(by: { $0.key < $1.key }) { print("  placed \(name): \(line.description)") }
    }
    for warning in index.warnings.prefix(10) { print("warning: \(warning.description)") }
}
