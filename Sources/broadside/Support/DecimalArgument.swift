import ArgumentParser

/// An option's value that may have a fraction (`0.5` commands a second), shown in help as a
/// person writes it: "(default: 100)", where a `Double` shows "100.0".
struct DecimalArgument: ExpressibleByArgument, ExpressibleByIntegerLiteral, Sendable {
    let value: Double

    init(integerLiteral value: Int) {
        self.value = Double(value)
    }

    init(_ value: Double) {
        self.value = value
    }

    init?(argument: String) {
        guard let value = Double(argument) else { return nil }
        self.value = value
    }

    var defaultValueDescription: String {
        Int(exactly: value).map(String.init) ?? "\(value)"
    }
}
