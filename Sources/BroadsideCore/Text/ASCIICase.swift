extension StringProtocol {
    /// Upper case for ASCII letters only. The protocol's words are ASCII: Unicode's case mappings
    /// would read `ſtate` (long s) as `STATE` and `ﬁre` (a ligature) as `FIRE`.
    public var asciiUppercased: String {
        String(decoding: utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    /// Lower case for ASCII letters only (`asciiUppercased`: the Kelvin sign is not a `k`).
    public var asciiLowercased: String {
        String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
