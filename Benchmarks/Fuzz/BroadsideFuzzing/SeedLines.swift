/// Client lines to start mutating from: the `C>`-style lines of the spec's transcripts
/// (PROTOCOL.md 14, `A> HELLO 1 ann`) and of the conformance cases (`  a> PING after`), with the
/// cases' `${name:kind}` templates filled in with values of their kind.
public enum SeedLines {
    /// The client lines found in `text`, a transcript or a case file.
    public static func clientLines(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
            let line = raw.drop { $0 == " " }
            guard line.count >= 2, line.first?.isLetter == true, line.dropFirst().first == ">" else { return nil }
            let command = line.dropFirst(2).drop { $0 == " " }
            return fillTemplates(String(command))
        }
    }

    /// Sample values for the templates of the case files.
    static let samples = [
        "code": "JRZFFR", "token": "e099ec6cd7363ca585e7bb0f12278575", "ref": "JRZFFR/A", "seat": "A",
        "cell": "B7", "int": "3", "name": "ann", "text": "hello", "word": "hello",
    ]

    static func fillTemplates(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let start = rest.firstRange(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            let inside = rest[start.upperBound..<end]
            let kind = inside.split(separator: ":").last.map(String.init) ?? ""
            result += samples[kind] ?? samples["word", default: "x"]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Words worth splicing into a line: every command name, keyword, value and edge case.
    public static let dictionary: [String] = [
        "HELLO", "NEW", "JOIN", "RESUME", "GAMES", "STATE", "PLACE", "REMOVE", "READY", "FIRE", "FORFEIT",
        "CLAIM", "REMATCH", "LEAVE", "PING", "HELP", "QUIT", "classic", "salvo", "human", "computer", "apart",
        "random", "all", "H", "V", "h", "v", "1", "2", "0", "-1", "99999999999999999999999", "ann", "bob",
        "JRZFFR", "JRZFFR/A", "JRZFFR/B", "jrzffr/b", "K7QX3M", "K7QX3M/C", "/", "A1", "J10", "K1", "A11",
        "A0", "b7", "carrier", "battleship", "cruiser", "submarine", "destroyer", "carrier:A1:H",
        "destroyer:J9:H", "cruiser:B2:V:", "::", "e099ec6cd7363ca585e7bb0f12278575",
        "E099EC6CD7363CA585E7BB0F12278575", "491718de357e3da8cb435c8e74616796", ":text", "=", "é", "名前",
        "\u{1F6A2}", "a_very_long_player_name_indeed",
    ]
}
