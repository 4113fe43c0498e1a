/// A case's name: the PROTOCOL.md section whose requirement it checks, and a number within it,
/// written `7.9/3` (as h2spec names its cases after RFC sections).
public struct CaseID: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    /// The section number, e.g. `7.9`.
    public let section: String
    public let number: Int

    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[1]), number > 0, Self.isSection(parts[0]) else { return nil }
        section = String(parts[0])
        self.number = number
    }

    public var description: String { "\(section)/\(number)" }

    /// True when the case belongs to `section` or to one of its subsections: `7` takes `7.9/3`.
    public func isIn(section filter: String) -> Bool {
        section == filter || section.hasPrefix(filter + ".")
    }

    /// Whether a `--section` choice takes this case: the case itself (`7.9/3`), or its section or
    /// one above it (`7.9`, `7`).
    public func isChosen(by choice: String) -> Bool {
        CaseID(choice).map { $0 == self } ?? isIn(section: choice)
    }

    /// Whether `text` can choose cases: a case id or a section number.
    public static func isChoice(_ text: String) -> Bool {
        CaseID(text) != nil || isSection(text)
    }

    /// Orders by section number part by part, so `7.10` comes after `7.9`.
    public static func < (lhs: CaseID, rhs: CaseID) -> Bool {
        let left = lhs.section.split(separator: ".").compactMap { Int($0) }
        let right = rhs.section.split(separator: ".").compactMap { Int($0) }
        return left == right ? lhs.number < rhs.number : left.lexicographicallyPrecedes(right)
    }

    /// Digits separated by single dots: `3`, `7.9`.
    public static func isSection(_ text: some StringProtocol) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = CaseID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad case id \(text)"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
