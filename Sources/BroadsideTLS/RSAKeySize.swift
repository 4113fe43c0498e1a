import NIOSSL
import SwiftASN1

/// The size of a certificate's RSA key, read from its SubjectPublicKeyInfo (RFC 5280 4.1.2.7,
/// RFC 8017 A.1.1): swift-certificates refuses to read a certificate whose RSA key is under 2048
/// bits at all, so it cannot say how small the key is.
enum RSAKeySize {
    /// The bits of the modulus of the key in the DER certificate `der`; nil when the key is not
    /// RSA or the certificate cannot be read.
    static func bits(ofCertificate der: [UInt8]) -> Int? {
        guard let subjectPublicKeyInfo = try? NIOSSLCertificate(bytes: der, format: .der).extractPublicKey().toSPKIBytes(),
            let modulus = try? modulus(inSubjectPublicKeyInfo: subjectPublicKeyInfo)
        else { return nil }
        // An INTEGER has a leading zero byte when its top bit would otherwise make it negative.
        let significant = modulus.drop { $0 == 0 }
        guard let first = significant.first else { return nil }
        return significant.count * 8 - first.leadingZeroBitCount
    }

    private static func modulus(inSubjectPublicKeyInfo der: [UInt8]) throws -> ArraySlice<UInt8>? {
        try DER.sequence(try DER.parse(der), identifier: .sequence) { nodes in
            guard let algorithmNode = nodes.next() else { throw ASN1Error.invalidASN1Object(reason: "no algorithm") }
            let isRSA = try DER.sequence(algorithmNode, identifier: .sequence) { algorithm in
                let identifier = try ASN1ObjectIdentifier(derEncoded: &algorithm)
                // The parameters: NULL for rsaEncryption, whatever other algorithms take.
                _ = algorithm.next()
                return identifier == .AlgorithmIdentifier.rsaEncryption
            }
            let key = try ASN1BitString(derEncoded: &nodes)
            guard isRSA else { return nil }
            return try DER.sequence(try DER.parse(key.bytes), identifier: .sequence) { numbers in
                let modulus = try ArraySlice<UInt8>(derEncoded: &numbers)
                _ = try ArraySlice<UInt8>(derEncoded: &numbers)  // the public exponent
                return modulus
            }
        }
    }
}
