/// Every case written in Swift: those that need raw bytes, timing, TLS below the protocol or a
/// scan of every line. The rest are data, in Protocol/conformance.
enum BuiltInCases {
    static var all: [ConformanceCase] {
        TransportCases.all + FramingCases.all + PipeliningCases.all + TimeoutCases.all + SecrecyCase.all
    }
}
