extension ServerLine {
    /// A number of seconds as a server writes one: 0 to `ProtocolLimits.maximumSeconds`; nil for
    /// anything else, a number out of that range included, which a client could not count with.
    public static func seconds(wireForm text: some StringProtocol) -> Int? {
        number(wireForm: text, upTo: ProtocolLimits.maximumSeconds)
    }

    /// A field of seconds that may be absent, or `-` for none: nil then; malformed when it holds
    /// anything but seconds.
    public func optionalSeconds(_ key: String) throws(MalformedLine) -> Int? {
        guard let value = self[field: key], value != "-" else { return nil }
        guard let seconds = Self.seconds(wireForm: value) else { throw MalformedLine(self, "bad \(key)=") }
        return seconds
    }

    func requireSeconds(_ key: String) throws(MalformedLine) -> Int {
        try require(key, as: Self.seconds(wireForm:))
    }
}
