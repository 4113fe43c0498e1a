/// One of the two places at the table. Seat `A` creates the game; seat `B` joins it.
public enum Seat: String, CaseIterable, Sendable, Comparable {
    case a = "A"
    case b = "B"

    public var opponent: Seat { self == .a ? .b : .a }

    public static func < (lhs: Seat, rhs: Seat) -> Bool { lhs == .a && rhs == .b }
}

/// One value per seat.
public struct SeatPair<Value> {
    public var a: Value
    public var b: Value

    public init(a: Value, b: Value) {
        self.a = a
        self.b = b
    }

    public init(_ make: (Seat) -> Value) {
        self.init(a: make(.a), b: make(.b))
    }

    public subscript(seat: Seat) -> Value {
        get { seat == .a ? a : b }
        set {
            if seat == .a { a = newValue } else { b = newValue }
        }
    }
}

extension SeatPair: Equatable where Value: Equatable {}
extension SeatPair: Hashable where Value: Hashable {}
extension SeatPair: Sendable where Value: Sendable {}
