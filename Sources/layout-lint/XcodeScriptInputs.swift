import ArgumentParser
import Foundation

/// The input files of an Xcode run-script phase, as Xcode passes them: `SCRIPT_INPUT_FILE_0`
/// … `SCRIPT_INPUT_FILE_<COUNT-1>`, and `SCRIPT_INPUT_FILE_LIST_0` … naming `.xcfilelist`
/// files that Xcode has already resolved (one path per line, build settings expanded).
enum XcodeScriptInputs {
    static func paths(from environment: [String: String]) throws -> [String] {
        var paths: [String] = []
        for index in 0..<count("SCRIPT_INPUT_FILE_COUNT", environment) {
            if let path = environment["SCRIPT_INPUT_FILE_\(index)"], !path.isEmpty { paths.append(path) }
        }
        for index in 0..<count("SCRIPT_INPUT_FILE_LIST_COUNT", environment) {
            guard let list = environment["SCRIPT_INPUT_FILE_LIST_\(index)"] else { continue }
            guard let text = try? String(contentsOfFile: list, encoding: .utf8) else {
                printError("\(list):1:1: error: cannot read the script's input file list; expected the .xcfilelist Xcode passes as SCRIPT_INPUT_FILE_LIST_\(index)")
                throw ExitCode(Exit.failure)
            }
            paths += text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        if paths.isEmpty, environment["SCRIPT_INPUT_FILE_COUNT"] == nil, environment["SCRIPT_INPUT_FILE_LIST_COUNT"] == nil {
            printError("error: --use-script-input-files: SCRIPT_INPUT_FILE_COUNT is not set; run it from an Xcode run-script phase, or pass the files to check")
            throw ExitCode(Exit.failure)
        }
        return paths
    }

    private static func count(_ name: String, _ environment: [String: String]) -> Int {
        // No more files than variables: a stray count cannot make the loop long.
        min(max(0, environment[name].flatMap { Int($0) } ?? 0), environment.count)
    }
}
