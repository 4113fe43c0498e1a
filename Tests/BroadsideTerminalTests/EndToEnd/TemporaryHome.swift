import Foundation

/// A home directory of its own for each client a test starts, so nothing touches the real one.
struct TemporaryHome {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "broadside-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    var environment: [String: String] {
        [
            "HOME": path, "XDG_CONFIG_HOME": path + "/config", "XDG_DATA_HOME": path + "/data",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TERM": "xterm-256color",
            "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no", "USER": "tester",
        ]
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Every cell of the grid in reading order, as typed: A1, A2, ... J10.
let everyCell: [String] = "ABCDEFGHIJ".flatMap { row in (1...10).map { "\(row)\($0)" } }

/// The first match of a regular expression's first group in `text`.
func firstMatch(_ pattern: String, in text: String) -> String? {
    guard let expression = try? NSRegularExpression(pattern: pattern),
          let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
          match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text)
    else { return nil }
    return String(text[range])
}
