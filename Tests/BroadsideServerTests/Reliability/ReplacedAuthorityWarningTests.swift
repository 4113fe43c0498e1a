import BroadsideTLS
import Foundation
import Testing

/// A development CA made anew over an old one cuts off every client that trusted the old one: the
/// operator is warned, where a first CA is only a notice.
@Suite(.timeLimit(.minutes(2))) struct ReplacedAuthorityWarningTests {
    @Test func replacingTheCAIsAWarningAndCreatingTheFirstANotice() async throws {
        try await withTemporaryDirectory { directory in
            let first = CapturingLogHandler.Entries()
            try await TestServer.with(dataDirectory: directory, logger: CapturingLogHandler.logger(into: first)) { _ in }
            #expect(first.all.contains { $0.hasPrefix("notice created development certificates; clients must trust the new ") })

            let files = CertificateFiles.server(in: DataDirectory.certificates(in: directory))
            try Data("not a key\n".utf8).write(to: URL(fileURLWithPath: files.caKeyPath))
            let second = CapturingLogHandler.Entries()
            try await TestServer.with(dataDirectory: directory, logger: CapturingLogHandler.logger(into: second)) { _ in }
            let certificateLines = second.all.filter { $0.contains("development") }
            #expect(certificateLines.count == 1, "\(certificateLines)")
            #expect(certificateLines.first?.hasPrefix(
                "warning replaced the development CA, which was expiring or broken; clients must trust the new \(files.caCertificatePath)") == true,
                "\(certificateLines)")
        }
    }
}
