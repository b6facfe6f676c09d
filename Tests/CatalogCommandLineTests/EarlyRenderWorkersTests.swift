@testable import CatalogCommandLine
import Testing

/// Which command lines start `catalog render`'s workers before ArgumentParser reads them.
@Suite("Workers started before the command line is read")
struct EarlyRenderWorkersTests {
    typealias Plan = EarlyRenderWorkers.Plan

    static let defaults = Plan(output: RenderCommand.defaultOutput, jobs: SelectionOptions.defaultJobs, renderAll: false)

    @Test("A render's output folder, jobs and --render-all are read in every spelling ArgumentParser takes")
    func plans() {
        #expect(EarlyRenderWorkers.plan(["render"]) == Self.defaults)
        #expect(EarlyRenderWorkers.plan(["render", "--filter", "Buttons", "--output", "out", "--render-all"])
            == Plan(output: "out", jobs: Self.defaults.jobs, renderAll: true))
        #expect(EarlyRenderWorkers.plan(["render", "-o", "site", "-j", "3"]) == Plan(output: "site", jobs: 3, renderAll: false))
        #expect(EarlyRenderWorkers.plan(["render", "--output=a b", "--jobs=7", "--scale", "2,3", "--no-system-overlays"])
            == Plan(output: "a b", jobs: 7, renderAll: false))
        #expect(EarlyRenderWorkers.plan(["render", "--documents", "Main.storyboard", "--documents-module", "App", "--shard", "1/2",
                                         "--devices", "iPad", "--snapshots", "Snapshots", "--filter=Labels"]) == Self.defaults)
    }

    @Test("Other commands, help, and arguments the scan does not know start no worker early", arguments: [
        ["verify"], ["render", "--help"], ["render", "-h"], ["help", "render"], [],
        ["render", "--jobs", "0"], ["render", "--jobs", "257"], ["render", "--jobs", "two"], ["render", "-j"],
        ["render", "--output"], ["render", "--output", "--render-all"], ["render", "--filter"],
        ["render", "--render-all=yes"], ["render", "--unknown"], ["render", "extra"], ["render", "-oout"],
    ])
    func noPlan(arguments: [String]) {
        #expect(EarlyRenderWorkers.plan(arguments) == nil)
    }
}
