import Foundation

/// Protocol/PROTOCOL.md, read from the repository, so tests keep the spec and the code in step.
enum SpecDocument {
    static var path: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Protocol/PROTOCOL.md").path
    }

    static func text() throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The text of section `number`, e.g. "12", up to the next section of the same depth.
    static func section(_ number: String) throws -> String {
        let lines = try text().components(separatedBy: "\n")
        let depth = number.split(separator: ".").count + 1
        let heading = String(repeating: "#", count: depth) + " \(number). "
        let altHeading = String(repeating: "#", count: depth) + " \(number) "
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) || $0.hasPrefix(altHeading) }) else {
            return ""
        }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { line in
            line.hasPrefix("#") && line.prefix { $0 == "#" }.count <= depth
        } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// The codes in the first column of the tables of a section: `| `CODE` | ... |`.
    static func tableCodes(in section: String) -> [String] {
        section.components(separatedBy: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            return cell.allSatisfy({ $0.isUppercase || $0 == "_" }) ? String(cell) : nil
        }
    }
}
