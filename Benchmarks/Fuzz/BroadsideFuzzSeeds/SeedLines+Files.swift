import BroadsideFuzzing
import Foundation

extension SeedLines {
    /// The client lines of PROTOCOL.md and of every conformance case file under `packageRoot`.
    public static func load(packageRoot: String) throws -> [String] {
        let protocolDirectory = packageRoot + "/Protocol"
        var texts = [try String(contentsOfFile: protocolDirectory + "/PROTOCOL.md", encoding: .utf8)]
        let cases = protocolDirectory + "/conformance"
        for file in try FileManager.default.contentsOfDirectory(atPath: cases).sorted() where file.hasSuffix(".cases") {
            texts.append(try String(contentsOfFile: cases + "/" + file, encoding: .utf8))
        }
        let lines = texts.flatMap(clientLines(in:))
        guard lines.count > TooFewSeedLines.fewest else { throw TooFewSeedLines(packageRoot: packageRoot, found: lines.count) }
        return lines
    }
}
