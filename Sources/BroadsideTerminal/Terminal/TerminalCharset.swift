#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The characters a terminal shows, by its locale as the C library reads it: `LC_ALL`, else
/// `LC_CTYPE`, else `LANG`. A locale that is not UTF-8 ("C", "POSIX", "en_US.ISO-8859-1") gets
/// ASCII: the few other characters the client writes have ASCII stand-ins, one for one, so that
/// layouts keep their widths. With no locale set at all, UTF-8, which nearly every terminal speaks.
enum TerminalCharset: Sendable {
    case utf8
    case ascii

    init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else {
            self = .utf8
            return
        }
        let lowered = locale.lowercased()
        self = lowered.contains("utf-8") || lowered.contains("utf8") ? .utf8 : .ascii
    }

    /// This process's.
    static var ofProcess: TerminalCharset {
        let names = ["LC_ALL", "LC_CTYPE", "LANG"]
        return TerminalCharset(environment: Dictionary(uniqueKeysWithValues: names.compactMap { name in
            getenv(name).map { (name, String(cString: $0)) }
        }))
    }

    /// `character` as this terminal can show it.
    func shown(_ character: Character) -> Character {
        guard self == .ascii, !character.isASCII else { return character }
        return Self.asciiStandIns[character] ?? "?"
    }

    private static let asciiStandIns: [Character: Character] = [
        "·": "-", "…": "~", "←": "<", "→": ">", "↑": "^", "↓": "v", "\u{FFFD}": "?",
    ]
}
