/// A `key=value` word of a server line (PROTOCOL.md 4.6).
public struct Field: Hashable, Sendable, CustomStringConvertible {
    public let key: String
    public let value: String

    public init(_ key: String, _ value: some CustomStringConvertible) {
        self.key = key
        self.value = value.description
    }

    /// Splits a word at its first `=`; nil when it has none.
    public init?(word: some StringProtocol) {
        guard let equals = word.firstIndex(of: "=") else { return nil }
        key = String(word[..<equals])
        value = String(word[word.index(after: equals)...])
    }

    public var description: String { "\(key)=\(value)" }
}
