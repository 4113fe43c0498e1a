import ArgumentParser

/// The largest value a kind of numeric option takes: far beyond any real use, and small enough
/// that what the server computes from it (deadlines, bytes to queue, descriptors to reserve, a
/// date that many days back) cannot overflow, so a huge value is refused in one sentence instead
/// of crashing the server once it is running.
struct OptionBound: CustomStringConvertible {
    let largest: Int
    /// How the error names the bound, after the number: "seconds (a year)".
    let unit: String

    static let seconds = OptionBound(largest: 365 * 86_400, unit: "seconds (a year)")
    static let days = OptionBound(largest: 36_500, unit: "days (a hundred years)")
    static let count = OptionBound(largest: 1_000_000, unit: "")
    static let bytes = OptionBound(largest: 1 << 30, unit: "bytes (1 GiB)")

    /// "31536000 seconds (a year)", as help and errors say it.
    var description: String { unit.isEmpty ? "\(largest)" : "\(largest) \(unit)" }

    /// Refuses the first of `options` above the bound.
    func check(_ options: [(name: String, value: Int)]) throws {
        for (name, value) in options where value > largest { throw refusal(of: name) }
    }

    /// Refuses a value above the bound, and one that is no number at all (`nan`, which compares
    /// false with everything).
    func check(_ name: String, _ value: Double) throws {
        guard value <= Double(largest) else { throw refusal(of: name) }
    }

    private func refusal(of name: String) -> ValidationError {
        ValidationError("\(name) must be at most \(self)")
    }
}
