#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `strerror` in lower case, e.g. "permission denied".
func errorText(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    return first.lowercased() + text.dropFirst()
}
