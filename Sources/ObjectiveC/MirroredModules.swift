// TEMPORARY shim until the ibmirror branch lands.
package enum MirroredModules {
    package static func load(module: String) {}
}
