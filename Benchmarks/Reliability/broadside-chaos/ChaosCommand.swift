import ArgumentParser

@main
struct ChaosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "broadside-chaos",
        abstract: "Crash, flood and starve a Broadside server, and check that nothing acknowledged is lost.",
        subcommands: [SoakCommand.self, FloodCommand.self, BotCommand.self]
    )
}
