import CatalogSite
import Foundation
import Testing

/// `catalog render --devices` and `--no-system-overlays`: screens on named device models.
@Suite("Choosing devices for the gallery")
struct DeviceOptionTests {
    @Test("--devices renders screens on the named models, each at its own scale and size")
    func namedDevices() throws {
        let folder = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CatalogProcess.run(["render", "--filter", "portrait", "--devices", "iPhone15Pro,iPhoneSE3-landscape",
                                             "--jobs", "2", "--output", folder])
        #expect(result.status == 0, "\(result.standardError)")
        let renders = try RenderCommandTests.manifest(in: folder).images.map(\.render)
        #expect(renders.count == 24, "12 environments of traits on each of two devices")
        let pro = renders.filter { $0.environment.hasPrefix("iPhone15Pro-") }
        let small = renders.filter { $0.environment.hasPrefix("iPhoneSE3-landscape-") }
        #expect(pro.count == 12 && small.count == 12)
        #expect(pro.allSatisfy { $0.scale == 3 && $0.pixelWidth == 1179 && $0.pixelHeight == 2556 })
        #expect(small.allSatisfy { $0.scale == 2 && $0.pixelWidth == 1334 && $0.pixelHeight == 750 })
    }

    @Test("--no-system-overlays leaves the status bar out: the image changes where it was")
    func withoutOverlays() throws {
        var fingerprints: [[String]] = []
        for flags in [[], ["--no-system-overlays"]] {
            let folder = RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let result = try CatalogProcess.run(["render", "--filter", "portrait", "--devices", "iPhone15Pro", "--jobs", "2",
                                                 "--output", folder] + flags)
            #expect(result.status == 0, "\(result.standardError)")
            fingerprints.append(try RenderCommandTests.manifest(in: folder).images.map(\.render.fingerprint))
        }
        #expect(fingerprints[0].count == 12 && fingerprints[1].count == 12)
        #expect(zip(fingerprints[0], fingerprints[1]).allSatisfy { $0 != $1 })
    }

    @Test("--devices refuses unknown names and empty items, listing the known devices, and a device named twice", arguments: [
        ("iPhone 15 Pro", "\"iPhone 15 Pro\" is not one"),
        ("iPhone15Pro,,iPad", "an empty item is not one"),
        ("iPhone15Pro,iphone15pro", "--devices lists iPhone15Pro twice"),
    ])
    func refused(devices: String, message: String) throws {
        let result = try CatalogProcess.run(["render", "--filter", "portrait", "--devices", devices, "--output", RenderCommandTests.temporaryFolder()])
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        if message.hasSuffix("is not one") {
            #expect(result.standardError.contains("Known: iPhone, iPhone-landscape, iPad, iPad-formsheet, iPhoneSE3, iPhoneSE3-landscape"),
                    "the known devices are listed: \(result.standardError)")
        }
    }
}
