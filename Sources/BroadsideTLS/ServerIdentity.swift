import NIOSSL
import SwiftASN1
import X509

extension TLSSettings {
    /// The name a client sends in SNI when connecting to `host`: the host itself for a DNS name,
    /// nil for an IP address (SNI carries only DNS names, and NIOSSL refuses an address there).
    public static func serverNameIndication(for host: String) -> String? {
        var text = host
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        return HostNames.ipAddressBytes(text) == nil ? host : nil
    }

    /// Checks that the server's leaf `certificate` names `host`, strictly (RFC 6125): a DNS
    /// host must match one of its DNS subject alternative names (a `*` matches exactly one
    /// left-most label), an IP address must equal one of its IP address entries. The common name
    /// is never used.
    ///
    /// NIOSSL's own check, on with `.fullVerification`, also accepts any certificate with an IP
    /// address entry equal to the address the socket connected to, whatever host name was asked
    /// for. A client should run this check as well, from the handler's additional verification
    /// callback, which runs before any application data is sent or delivered:
    ///
    /// ```swift
    /// NIOSSLClientHandler._makeSSLClientHandler(
    ///     context: context,
    ///     serverHostname: TLSSettings.serverNameIndication(for: host)
    /// ) { certificate, channel in
    ///     do {
    ///         try TLSSettings.verifyIdentity(of: certificate, host: host)
    ///         return channel.eventLoop.makeSucceededVoidFuture()
    ///     } catch {
    ///         return channel.eventLoop.makeFailedFuture(error)
    ///     }
    /// }
    /// ```
    public static func verifyIdentity(of certificate: NIOSSLCertificate, host: String) throws {
        let wanted = try HostNames.generalName(for: host)
        let names: [GeneralName]
        do {
            let parsed = try Certificate(derEncoded: try certificate.toDERBytes())
            names = Array(try parsed.extensions.subjectAlternativeNames ?? SubjectAlternativeNames())
        } catch {
            throw BroadsideTLSError(.wrongHost, "the server's certificate could not be read: \(error)")
        }
        let matches = names.contains { name in
            switch (wanted, name) {
            case (.dnsName(let host), .dnsName(let pattern)):
                return dnsName(host, matches: pattern)
            case (.ipAddress(let host), .ipAddress(let address)):
                return host == address
            default:
                return false
            }
        }
        guard matches else {
            throw BroadsideTLSError(.wrongHost, "the server's certificate is not valid for \(host)")
        }
    }

    /// RFC 6125 §6.4: case-insensitive; a wildcard only as the whole left-most label, matching
    /// exactly one non-empty label.
    static func dnsName(_ host: String, matches pattern: String) -> Bool {
        var pattern = pattern.lowercased()
        if pattern.hasSuffix(".") { pattern.removeLast() }
        guard pattern.hasPrefix("*.") else { return host == pattern }
        let suffix = pattern.dropFirst(1)  // ".example.org"
        guard suffix.split(separator: ".").count >= 2, host.hasSuffix(suffix) else { return false }
        let firstLabel = host.dropLast(suffix.count)
        return !firstLabel.isEmpty && !firstLabel.contains(".")
    }
}
