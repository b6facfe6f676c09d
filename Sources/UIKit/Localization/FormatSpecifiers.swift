/// The pieces of a `printf`-style localized text: literal characters, `%%`, and specifiers
/// `%[n$][flags and width][length]conversion`, each with the argument it takes (its position
/// when written, else the next in order). A plural variable `%#@name@` is a specifier whose
/// flags are `#`, with its name. Both formatting and plural substitution read texts this way.
struct FormatSpecifiers: Sequence, IteratorProtocol {
    enum Piece {
        case literal(Unicode.Scalar)
        case percent
        /// A specifier: the 0-based argument, the flags, width and length as written (without
        /// the position), the conversion, and a plural variable's name.
        case specifier(argument: Int, flags: String, conversion: Unicode.Scalar, variable: String?)
        /// A `%` the text ends in the middle of, with what followed it.
        case unfinished(String)
    }

    private var scalars: Substring.UnicodeScalarView
    private var nextArgument = 0

    init(_ text: String) {
        scalars = text[...].unicodeScalars
    }

    mutating func next() -> Piece? {
        guard let scalar = scalars.popFirst() else { return nil }
        guard scalar == "%" else { return .literal(scalar) }
        if scalars.first == "%" {
            scalars.removeFirst()
            return .percent
        }
        var flags = ""
        while let c = scalars.first, c != "@", !c.properties.isAlphabetic || "lhqzjtL".unicodeScalars.contains(c) {
            flags.unicodeScalars.append(c)
            scalars.removeFirst()
        }
        guard let conversion = scalars.popFirst() else { return .unfinished(flags) }
        var argument = nextArgument
        if let dollar = flags.firstIndex(of: "$"), let position = Int(flags[..<dollar]), position > 0 {
            argument = position - 1
            flags = String(flags[flags.index(after: dollar)...])
        } else {
            nextArgument += 1
        }
        var variable: String?
        if flags == "#", conversion == "@" {
            var name = ""
            while let c = scalars.popFirst(), c != "@" { name.unicodeScalars.append(c) }
            variable = name
        }
        return .specifier(argument: argument, flags: flags, conversion: conversion, variable: variable)
    }
}
