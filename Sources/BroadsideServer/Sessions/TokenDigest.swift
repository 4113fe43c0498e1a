import BroadsideProtocol
import Crypto

extension SeatToken {
    /// SHA-256 of the token, in hex: what the server stores and looks tokens up by, so the
    /// database never holds a token that would let its reader take a seat.
    var digest: String {
        SHA256.hash(data: Array(description.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 0x10 ? "0" + hex : hex
        }.joined()
    }
}
