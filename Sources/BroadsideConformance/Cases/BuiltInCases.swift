/// Every case written in Swift: those that need raw bytes, timing, TLS below the protocol, a
/// scan of every line, an order among values the server chose or a list whose length or split the
/// server chooses. The rest are data, in Protocol/conformance.
enum BuiltInCases {
    static var all: [ConformanceCase] {
        TransportCases.all + FramingCases.all + PipeliningCases.all + ListingCases.all + TimeoutCases.all
            + ClaimCountCases.all + SecrecyCase.all
    }
}
