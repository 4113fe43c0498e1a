/// Reads case files (format in Protocol/README.md) into cases and fragments whose `use` lines
/// are not yet resolved.
struct CaseFileParser {
    /// A step, or the name of a fragment to include there.
    enum Item: Hashable, Sendable {
        case step(LocatedStep)
        case use(String, location: String)
    }

    struct ParsedCase: Hashable, Sendable {
        let id: CaseID
        let level: RequirementLevel
        var title = ""
        var quote = ""
        var needs: Set<ServerLimit> = []
        var version = 1
        var items: [Item] = []
        let location: String
    }

    private(set) var cases: [ParsedCase] = []
    private(set) var fragments: [String: [Item]] = [:]

    private enum Block {
        case none
        case testCase(ParsedCase)
        case fragment(name: String, items: [Item])
    }

    private var block = Block.none

    /// Adds the cases and fragments of one file.
    mutating func parse(_ text: String, file: String) throws(CaseFileProblem) {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let location = "\(file):\(index + 1)"
            let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
            let start = rawLine.firstIndex { !blank($0) } ?? rawLine.endIndex
            let end = rawLine.lastIndex { !blank($0) }.map(rawLine.index(after:)) ?? start
            let line = String(rawLine[start..<max(start, end)])
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            do throws(CaseFileProblem) {
                try parseLine(line, location: location)
            } catch {
                throw CaseFileProblem(error.message, at: location)
            }
        }
        guard case .none = block else { throw CaseFileProblem("the last case or fragment has no 'end'", at: file) }
    }

    private mutating func parseLine(_ line: String, location: String) throws(CaseFileProblem) {
        let (keyword, argument) = Self.split(line)
        switch (block, keyword) {
        case (.none, "case"):
            let words = argument.split(separator: " ")
            guard words.count == 2, let id = CaseID(words[0]), let level = RequirementLevel(rawValue: String(words[1])) else {
                throw CaseFileProblem("write a case as 'case <section>/<number> MUST|SHOULD', e.g. 'case 7.9/3 MUST'")
            }
            block = .testCase(ParsedCase(id: id, level: level, location: location))
        case (.none, "fragment"):
            guard VariableReference.isName(argument) else { throw CaseFileProblem("'\(argument)' is not a fragment name") }
            guard fragments[argument] == nil else { throw CaseFileProblem("fragment '\(argument)' is defined twice") }
            block = .fragment(name: argument, items: [])
        case (.none, _):
            throw CaseFileProblem("expected 'case' or 'fragment', found '\(line)'")
        case (.testCase(let parsed), "end"):
            guard !parsed.title.isEmpty, !parsed.quote.isEmpty else {
                throw CaseFileProblem("case \(parsed.id) needs a 'title' and a 'quote'")
            }
            cases.append(parsed)
            block = .none
        case (.fragment(let name, let items), "end"):
            fragments[name] = items
            block = .none
        case (.testCase(var parsed), "title"):
            parsed.title = argument
            block = .testCase(parsed)
        case (.testCase(var parsed), "quote"):
            parsed.quote = argument
            block = .testCase(parsed)
        case (.testCase(var parsed), "needs"):
            for word in argument.split(separator: " ") {
                if let version = Self.version(needed: word) {
                    parsed.version = max(parsed.version, version)
                    continue
                }
                guard let limit = ServerLimit(rawValue: String(word)) else {
                    throw CaseFileProblem("unknown need '\(word)'; use \(Self.versionNeed)N or one of "
                        + ServerLimit.allCases.map(\.rawValue).joined(separator: ", "))
                }
                parsed.needs.insert(limit)
            }
            block = .testCase(parsed)
        default:
            try append(try Self.items(line, location: location))
        }
    }

    private mutating func append(_ items: [Item]) throws(CaseFileProblem) {
        switch block {
        case .none: throw CaseFileProblem("a step outside a case or fragment")
        case .testCase(var parsed):
            parsed.items += items
            block = .testCase(parsed)
        case .fragment(let name, let existing):
            block = .fragment(name: name, items: existing + items)
        }
    }

    private static let versionNeed = "version-"

    /// The protocol version a `needs` word such as `version-2` names, or nil for another word.
    private static func version(needed word: Substring) -> Int? {
        guard word.hasPrefix(versionNeed), let version = Int(word.dropFirst(versionNeed.count)), version >= 1 else {
            return nil
        }
        return version
    }

    /// The first word and the rest of the line.
    private static func split(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(of: " ") else { return (line, "") }
        return (String(line[..<space]), String(line[line.index(after: space)...].drop { $0 == " " }))
    }

    /// The steps of lines written in Swift (`CaseContext.play`), one step a line.
    static func snippet(_ text: String, location: String) throws(CaseFileProblem) -> [Item] {
        var items: [Item] = []
        for line in text.split(separator: "\n") where !line.allSatisfy({ $0 == " " }) {
            items += try Self.items(String(line.drop { $0 == " " }), location: location)
        }
        return items
    }

    /// The steps of one line inside a case or fragment.
    private static func items(_ line: String, location: String) throws(CaseFileProblem) -> [Item] {
        func step(_ step: Step) -> Item { .step(LocatedStep(step: step, location: location)) }
        let (keyword, argument) = split(line)
        switch keyword {
        case "use": return [.use(argument, location: location)]
        case "sleep": return [step(.sleep(try Template(argument)))]
        case "set", "default":
            let (name, value) = split(argument)
            guard VariableReference.isName(name) else { throw CaseFileProblem("'\(name)' is not a variable name") }
            return [step(.set(name: name, try Template(value), onlyIfUnset: keyword == "default"))]
        default: break
        }
        let name = String(line.prefix { $0.isASCII && ($0.isLowercase || $0.isNumber) })
        guard let first = name.first, first.isLetter else {
            throw CaseFileProblem("'\(line)' is not a step; steps start with a connection name like 'a'")
        }
        let rest = line.dropFirst(name.count)
        if rest.hasPrefix("<&") {
            let strand = rest.dropFirst(2).prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            let pattern = rest.dropFirst(2 + strand.count)
            guard !strand.isEmpty, pattern.hasPrefix(" ") else {
                throw CaseFileProblem(
                    "write '\(name)<&NAME PATTERN': a strand's name (letters, digits) right after '<&', then a space")
            }
            let expected = try LinePattern(String(pattern.drop { $0 == " " }))
            return [step(.expectInterleaved(connection: name, strand: String(strand), expected))]
        }
        if rest.hasPrefix("<?") {
            return [step(.expect(connection: name, try LinePattern(String(rest.dropFirst(2).drop { $0 == " " })), optional: true))]
        }
        if rest.hasPrefix("<") {
            return [step(.expect(connection: name, try LinePattern(String(rest.dropFirst().drop { $0 == " " })), optional: false))]
        }
        if rest.hasPrefix(">") {
            // One space after '>' separates; any more are part of what is sent.
            let text = rest.dropFirst().hasPrefix(" ") ? rest.dropFirst(2) : rest.dropFirst()
            return [step(.send(connection: name, try Template(String(text))))]
        }
        let (directive, value) = split(String(rest.drop { $0 == " " }))
        switch directive {
        case "closes": return [step(.close(connection: name))]
        case "closed": return [step(.expectClosed(connection: name))]
        case "never": return [step(.never(connection: name, try Template(value)))]
        case "hello":
            // Shorthand for the greeting and a HELLO, the start of nearly every case.
            return [
                step(.expect(connection: name, try LinePattern("* BROADSIDE versions=* idle=* :*"), optional: false)),
                step(.send(connection: name, try Template("HELLO 1 \(value)"))),
                step(.expect(connection: name, try LinePattern("OK HELLO \(value)"), optional: false)),
            ]
        default:
            throw CaseFileProblem("unknown step '\(directive)' for connection \(name)")
        }
    }
}
