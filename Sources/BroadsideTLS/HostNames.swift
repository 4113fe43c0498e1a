import SwiftASN1
import X509

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the host names and addresses a certificate is for into subject alternative names.
enum HostNames {
    /// The SAN entries for `hosts`, in order, without duplicates: IP addresses (v4 or v6, brackets
    /// allowed) become `iPAddress` entries, everything else must be a DNS name (a leading `*.`
    /// wildcard is allowed) and becomes a lower-cased `dNSName` entry.
    static func subjectAlternativeNames(for hosts: [String]) throws -> [GeneralName] {
        guard !hosts.isEmpty else {
            throw BroadsideTLSError(.invalidHost, "a certificate needs at least one host name or IP address")
        }
        var names: [GeneralName] = []
        for host in hosts {
            let name = try generalName(for: host)
            if case .ipAddress(let address) = name, let kind = unreachableKind(Array(address.bytes)) {
                throw BroadsideTLSError(
                    .invalidHost,
                    "\"\(host)\" is \(kind), which no client can connect to: give the name or address clients connect to "
                        + "(this machine's DNS name or network address, or localhost for clients on this machine)")
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    static func generalName(for host: String) throws -> GeneralName {
        var text = host
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if let bytes = ipAddressBytes(text) {
            return .ipAddress(ASN1OctetString(contentBytes: bytes[...]))
        }
        if text.hasSuffix(".") { text.removeLast() }
        text = text.lowercased()
        guard isDNSName(text) else {
            throw BroadsideTLSError(
                .invalidHost,
                "\"\(host)\" is neither a DNS name (letters, digits, hyphens and dots) nor an IP address"
            )
        }
        return .dnsName(text)
    }

    /// The 4 or 16 bytes of an IPv4 or IPv6 address in text form, or nil.
    static func ipAddressBytes(_ text: String) -> [UInt8]? {
        var v4 = [UInt8](repeating: 0, count: 4)
        if v4.withUnsafeMutableBytes({ inet_pton(AF_INET, text, $0.baseAddress) }) == 1 { return v4 }
        var v6 = [UInt8](repeating: 0, count: 16)
        if v6.withUnsafeMutableBytes({ inet_pton(AF_INET6, text, $0.baseAddress) }) == 1 { return v6 }
        return nil
    }

    /// The text form of a 4- or 16-byte address, as `inet_ntop` writes it (`::1`, `192.0.2.7`).
    static func addressText(_ bytes: [UInt8]) -> String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        let written = bytes.withUnsafeBytes { inet_ntop(family, $0.baseAddress, &text, socklen_t(text.count)) }
        return written == nil ? bytes.map(String.init).joined(separator: ".") : String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What kind of address `bytes` is when a server can listen on it, or clients send to it, but
    /// no client can connect to it: a certificate for it is for nobody.
    private static func unreachableKind(_ bytes: [UInt8]) -> String? {
        if bytes.allSatisfy({ $0 == 0 }) { return "the unspecified address (a server listens on it to take them all)" }
        if bytes.count == 4, bytes.allSatisfy({ $0 == 0xFF }) { return "the broadcast address" }
        let isMulticast = bytes.count == 4 ? (0xE0...0xEF).contains(bytes[0]) : bytes[0] == 0xFF
        return isMulticast ? "a multicast address" : nil
    }

    private static func isDNSName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 253 else { return false }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        for (index, label) in labels.enumerated() {
            if index == 0, label == "*", labels.count > 2 { continue }
            guard (1...63).contains(label.utf8.count),
                label.first != "-", label.last != "-",
                label.utf8.allSatisfy({ isLetterOrDigit($0) || $0 == UInt8(ascii: "-") })
            else { return false }
        }
        // An all-numeric name would be mistaken for an address by clients.
        return !(labels.last?.utf8.allSatisfy { (0x30...0x39).contains($0) } ?? true)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
    }
}
