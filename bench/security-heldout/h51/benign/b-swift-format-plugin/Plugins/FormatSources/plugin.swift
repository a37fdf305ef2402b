import Foundation
import PackagePlugin

@main
struct FormatSources: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "swift-format")
        let lint = arguments.contains("--lint")
        let config = context.package.directory.appending(".swift-format")

        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget else { continue }
            var args = lint ? ["lint", "--strict"] : ["format", "--in-place"]
            if FileManager.default.fileExists(atPath: config.string) {
                args += ["--configuration", config.string]
            }
            args += ["--recursive", target.directory.string]

            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool.path.string)
            process.arguments = args
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                Diagnostics.error("swift-format failed for \(target.name)")
            }
        }
    }
}
