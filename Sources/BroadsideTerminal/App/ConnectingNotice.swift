import BroadsideClient
import Foundation

/// A line on standard error while connecting to a server takes long (one stopped, or overloaded,
/// answers nothing for the connect timeout): the terminal would stay blank meanwhile. Only for a
/// person at a terminal; a server run inside the client needs no word.
enum ConnectingNotice {
    static func after(_ delay: Duration, to server: HostAndPort?) -> Task<Void, Never> {
        Task {
            guard let server, isatty(STDERR_FILENO) == 1, (try? await Task.sleep(for: delay)) != nil else { return }
            let notice = TerminalText.printable("Connecting to \(server)… (Ctrl-C quits)", in: .ofProcess)
            FileHandle.standardError.write(Data((notice + "\n").utf8))
        }
    }
}
