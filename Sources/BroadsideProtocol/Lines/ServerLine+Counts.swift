extension ServerLine {
    /// A count as a server writes one: 0 to `ProtocolLimits.maximumCount`; nil for anything else,
    /// a negative number included, which a client could not count with (a volley of -1 shots).
    static func count(wireForm text: some StringProtocol) -> Int? {
        number(wireForm: text, upTo: ProtocolLimits.maximumCount)
    }

    /// A whole number from 0 to `largest`, as a server writes its counts and seconds; nil for
    /// anything else.
    static func number(wireForm text: some StringProtocol, upTo largest: Int) -> Int? {
        Int(text).flatMap { (0...largest).contains($0) ? $0 : nil }
    }

    /// The value of a required field as `read` reads it, or an error naming the field.
    func require(_ key: String, as read: (String) -> Int?) throws(MalformedLine) -> Int {
        guard let value = read(try require(key)) else { throw MalformedLine(self, "bad \(key)=") }
        return value
    }

    func requireCount(_ key: String) throws(MalformedLine) -> Int {
        try require(key, as: Self.count(wireForm:))
    }

    /// A count that may be absent (nil then); malformed when it holds anything but a count.
    func optionalCount(_ key: String) throws(MalformedLine) -> Int? {
        guard let value = self[field: key] else { return nil }
        guard let count = Self.count(wireForm: value) else { throw MalformedLine(self, "bad \(key)=") }
        return count
    }

    /// A field of counts joined by `separator` (`score=1:0`, `versions=1,2`): every part must be
    /// one, so `score=1:x:2` is malformed rather than read as 1:2.
    func requireCounts(_ key: String, separatedBy separator: Character) throws(MalformedLine) -> [Int] {
        var numbers: [Int] = []
        for part in try require(key).split(separator: separator, omittingEmptySubsequences: false) {
            guard let number = Self.count(wireForm: part) else { throw MalformedLine(self, "bad \(key)=") }
            numbers.append(number)
        }
        return numbers
    }
}
