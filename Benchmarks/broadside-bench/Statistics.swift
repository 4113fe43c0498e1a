/// The nearest-rank percentile of `values`: the smallest value with at least `fraction` of them at or below it.
func percentile<Value: Comparable & Numeric>(_ values: [Value], _ fraction: Double) -> Value {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
}

/// `value` with `digits` decimals, without Foundation's formatter; `-` for no number (a rate of
/// nothing over no time) or one too large for any real figure, which `Int` could not hold.
func format(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "-" }
    guard digits > 0 else { return "\(Int(value.rounded()))" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(abs(scaled) % Int(scale))
    let padded = String(repeating: "0", count: digits - fraction.count) + fraction
    return "\(scaled < 0 && whole == 0 ? "-" : "")\(whole).\(padded)"
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
