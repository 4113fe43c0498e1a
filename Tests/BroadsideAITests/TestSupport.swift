import BroadsideCore

/// A coordinate written in a test. Tests only write valid ones, so a failure here is a typo in the test.
func cell(_ text: String) -> Coordinate {
    guard let coordinate = try? Coordinate(parsing: text) else { preconditionFailure("not a coordinate: \(text)") }
    return coordinate
}
