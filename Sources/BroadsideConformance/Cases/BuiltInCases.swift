/// Every case written in Swift: those that need raw bytes, timing, TLS below the protocol, a
/// scan of every line or an order among values the server chose. The rest are data, in
/// Protocol/conformance.
enum BuiltInCases {
    static var all: [ConformanceCase] {
        TransportCases.all + FramingCases.all + PipeliningCases.all + ListingCases.all + TimeoutCases.all
            + SecrecyCase.all
    }
}
