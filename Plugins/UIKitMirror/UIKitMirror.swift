import PackagePlugin
@main struct UIKitMirror: BuildToolPlugin { func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] } }
