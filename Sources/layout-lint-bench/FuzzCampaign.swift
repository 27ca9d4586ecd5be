import Foundation
import LayoutPipeline
import LayoutRules
import LayoutSource

/// `layout-lint-bench fuzz OUT SECONDS SEED DIR...`: mutation fuzzing of the loaders and the
/// whole pipeline, in process. Seeds are the documents under the DIRs (the examples, the
/// shared corpus, the source files of the tests' app trees); each execution mutates one seed
/// (bytes, numbers, duplicated or dropped lines, ids pointed elsewhere) and lints it on the
/// default matrix, or, for source code, indexes it and asks what it says of its classes.
/// - Before each execution the input is written to OUT/current.input: a crash (a trap ends
///   the process) leaves it there for `.ci/fuzz` to keep.
/// - An execution slower than 10 s is kept as OUT/slow-N with its time.
/// Deterministic for a given SEED, so a finding can be replayed.
func fuzzCampaign(output: String, seconds: Double, seed: UInt64, folders: [String]) {
    let seeds = folders.flatMap(fuzzSeeds).map { path in (path, [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())) }
    guard !seeds.isEmpty else {
        FileHandle.standardError.write(Data("fuzz: no seed documents under \(folders)\n".utf8))
        exit(2)
    }
    try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let current = URL(fileURLWithPath: output).appendingPathComponent("current.input")
    var random = SplitMix64(seed: seed)
    var executions = 0, slow = 0, failures = 0, slowest = 0.0
    var byMutation: [String: Int] = [:]
    let start = now()
    var lastReport = start
    while now() - start < seconds {
        let (path, bytes) = seeds[Int(random.next() % UInt64(seeds.count))]
        let (mutation, mutant) = Mutator.mutate(bytes, &random)
        byMutation[mutation, default: 0] += 1
        try? Data(mutant).write(to: current)
        let began = now()
        if SourceDiscovery.sourceExtensions.contains(URL(fileURLWithPath: path).pathExtension) {
            // Source code: index it and ask what it says of every class it declares.
            let index = CodeIndex.build(files: [(path: path, text: String(decoding: mutant, as: UTF8.self))])
            for name in index.classes.keys.sorted().prefix(20) {
                _ = index.facts(forClass: name, storyboard: "Main", identifier: name, nib: name)
            }
            if !index.warnings.isEmpty { failures += 1 }
        } else {
            let result = Pipeline.run(files: [(path: path, bytes: mutant)], request: LintRequest(paths: [], jobs: 1))
            if result.findings.contains(where: { $0.rule == "input-error" }) { failures += 1 }
        }
        let elapsed = now() - began
        slowest = max(slowest, elapsed)
        executions += 1
        if elapsed > 10 {
            slow += 1
            try? Data(mutant).write(to: URL(fileURLWithPath: output).appendingPathComponent("slow-\(slow)-\(Int(elapsed))s-\(URL(fileURLWithPath: path).lastPathComponent)"))
        }
        if now() - lastReport > 60 {
            lastReport = now()
            print("fuzz: \(executions) executions in \(Int(now() - start)) s, \(slow) slow")
        }
    }
    try? FileManager.default.removeItem(at: current)
    let total = now() - start
    print("fuzz: seeds \(seeds.count), executions \(executions) in \(Int(total)) s (\(String(format: "%.1f", Double(executions) / total))/s), "
          + "input errors \(failures), slow (>10 s) \(slow), slowest \(String(format: "%.2f", slowest)) s, peak memory \(Int(peakMemoryMB())) MB")
    print("fuzz: mutations " + byMutation.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    if slow > 0 { exit(1) }
}

private func fuzzSeeds(_ folder: String) -> [String] {
    var paths: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib") || relative.hasSuffix(".layout.xml")
            || SourceDiscovery.sourceExtensions.contains(URL(fileURLWithPath: relative).pathExtension) {
            paths.append("\(folder)/\(relative)")
        }
    }
    return paths.sorted()
}

/// A small, fast, reproducible generator.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}

/// Mutations that reach past the XML parser into mapping, geometry and rules: most keep
/// the document well formed.
enum Mutator {
    static let hostileNumbers = ["1e20", "inf", "-inf", "nan", "NaN", "-0", "1e-320", "1e308", "-1", "0", "999999", "1000001", "0x10", ""]

    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> (String, [UInt8]) {
        switch random.below(7) {
        case 0: return ("byte", flipBytes(bytes, &random))
        case 1: return ("number", replaceNumber(bytes, &random))
        case 2: return ("duplicate-line", duplicateLine(bytes, &random))
        case 3: return ("drop-line", dropLine(bytes, &random))
        case 4: return ("retarget-id", retargetReference(bytes, &random))
        case 5: return ("truncate", Array(bytes.prefix(random.below(bytes.count + 1))))
        default: return ("splice", splice(bytes, &random))
        }
    }

    static func flipBytes(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var result = bytes
        guard !result.isEmpty else { return result }
        for _ in 0...random.below(4) { result[random.below(result.count)] = UInt8(truncatingIfNeeded: random.next()) }
        return result
    }

    /// One attribute value that is a number, replaced by a hostile one.
    static func replaceNumber(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let pattern = try! NSRegularExpression(pattern: #"="-?[0-9][0-9.]*""#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard !matches.isEmpty, let range = Range(matches[random.below(matches.count)].range, in: text) else { return bytes }
        let replacement = "=\"\(hostileNumbers[random.below(hostileNumbers.count)])\""
        return Array(text.replacingCharacters(in: range, with: replacement).utf8)
    }

    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    static func joined(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
        Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// A line copied up to 200 times (duplicate ids, duplicate constraints, many siblings).
    static func duplicateLine(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var all = lines(bytes)
        guard !all.isEmpty else { return bytes }
        let index = random.below(all.count)
        all.insert(contentsOf: Array(repeating: all[index], count: 1 + random.below(200)), at: index)
        return joined(all)
    }

    static func dropLine(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var all = lines(bytes)
        guard !all.isEmpty else { return bytes }
        all.remove(at: random.below(all.count))
        return joined(all)
    }

    /// A reference attribute (an item, a destination, a second) pointed at another id of the
    /// document: cycles, a view constrained to itself, a segue to a view.
    static func retargetReference(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let ids = try! NSRegularExpression(pattern: #" id="([^"]+)""#)
        let references = try! NSRegularExpression(pattern: #"(firstItem|secondItem|destination|first|second)="([^"]+)""#)
        let all = NSRange(text.startIndex..., in: text)
        let idValues = ids.matches(in: text, range: all).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        let targets = references.matches(in: text, range: all)
        guard !idValues.isEmpty, !targets.isEmpty,
              let range = Range(targets[random.below(targets.count)].range(at: 2), in: text) else { return bytes }
        return Array(text.replacingCharacters(in: range, with: idValues[random.below(idValues.count)]).utf8)
    }

    /// A run of lines moved elsewhere (elements outside their parents, unbalanced tags).
    static func splice(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var all = lines(bytes)
        guard all.count > 2 else { return bytes }
        let start = random.below(all.count), length = 1 + random.below(min(20, all.count - start))
        let moved = Array(all[start..<(start + length)])
        all.removeSubrange(start..<(start + length))
        all.insert(contentsOf: moved, at: random.below(all.count + 1))
        return joined(all)
    }
}
