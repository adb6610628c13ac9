#!/usr/bin/env python3
"""Generates SegueKit's inert UIKit surface from UIKit's inventory, and the inventory's status report.

Not shipped to users; a maintainer's tool. Every public declaration of UIKit's Swift interface (the inventory,
`Scripts/uikit-inventory/*.tsv`) is, in SegueKit:

- implemented: declared by hand (found in the symbol graphs of SegueKit's layers, outside their `Generated` folders);
- inert: declared here, with UIKit's signature, keeping its state and answering what a device without the pixel
  or hardware would (false, zero, empty, nil, the first case; a throwing method with nothing to answer throws
  `CocoaError(.featureUnsupported)`, as its Objective-C original returns nil with an error; a read-only property
  an initializer is given, by a parameter of its name and type, answers that value);
- absent, with the reason the generator could not declare it (a type SegueKit lacks, a generic signature, a case
  of an enum declared by hand …).

Usage:

    Scripts/uikit-generate.py --clean          # removes the generated code (regions in class bodies included)
    SEGUE_WITHOUT_PORT=1 swift build --target SegueKit
    Scripts/uikit-generate.py                  # rewrites Sources/SegueKit*/Generated and the inventory report
    Scripts/uikit-generate.py --check          # exits 1 when the committed files are not what it writes
    Scripts/uikit-generate.py --refresh-inventory <interface folder or git dir:commit:folder>

The inventory is read once from UIKit's printed interface (see `uikit-audit.py` for the one used) and committed, so
the check needs no network. Generating reads SegueKit's and Foundation's symbol graphs from the build folder, leaving
out what this script generated before, so that a member implemented by hand replaces its inert one at the next
generation.
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import zlib
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uikit_interface import Interface, parse_member, reference_files, split_top  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INVENTORY = os.path.join(ROOT, "Scripts", "uikit-inventory")
# SegueKit's layers, the core first: a generated declaration goes to a leaf layer (which depends on the core) when it
# names a type of that leaf; else to the core's share when the core may need it, and to the surface leaf (`SURFACE`)
# when not. The core's share is divided with the two view layers below it (`VIEWS`, and `CONTROLS` above it).
LAYERS = [module for module in ["SegueKitCore", "SegueKitViews", "SegueKitControls", "SegueKitDocuments", "SegueKitCompositionalLayout",
                                 "SegueKitDiffableDataSources", "SegueKitStoryboards", "SegueKitGraphics",
                                 "SegueKitInertBase", "SegueKitSystemControllers", "SegueKitInertSurface"]
          if os.path.isdir(os.path.join(ROOT, "Sources", module))]
# The layer below the core that holds its views (the core depends on it): it takes the part of the core's share that
# names nothing of the core (`Generator.views_split`), and the regions of its classes hold only the members that name
# what it sees (`Generator.fits_below`).
VIEWS = "SegueKitViews"
# The layer between the views layer and the core (it depends on the views layer, the core on it): the concrete views
# and controls. A block of the core's share goes to the lowest of `VIEW_LAYERS` whose types and those below name all it
# names (`Generator.views_split`); a region of a class of either holds only members that name what its layer sees.
CONTROLS = "SegueKitControls"
VIEW_LAYERS = [module for module in (VIEWS, CONTROLS) if module in LAYERS]
# The layer below the views layer (which the views layer depends on and re-exports) that takes the views layer's
# blocks that name nothing of it (`Generator.views_split`): an edit of a view's body then checks none of them again.
# Its hand-written code is `InertState`, which the inert bodies keep their values in.
INERT_BASE = "SegueKitInertBase" if "SegueKitInertBase" in LAYERS else None
# The layers below the core (which the core depends on): read for what they declare, never a generated block's home.
BELOW_CORE = ["SegueKitGraphics"]
# The leaf above the core that holds the generated surface nothing below it needs (`surface_split`): touching it, or
# regenerating it, recompiles that leaf and what imports it, never the core.
SURFACE = "SegueKitInertSurface"
GENERATED_MARKER = re.compile(r"/Sources/SegueKit[A-Za-z]*/Generated/")


def generated_folder(module):
    return os.path.join(ROOT, "Sources", module, "Generated")


def generated_files():
    return set(path for module in LAYERS for path in glob.glob(os.path.join(generated_folder(module), "*.swift")))


REPORT = os.path.join(ROOT, "Documentation", "uikit-inventory.tsv")
MODULES = os.path.join(ROOT, ".build", "debug", "Modules")
# The share of the inventory's declarations SegueKit has (implemented or inert) below which the check fails.
FLOOR = 0.90

STDLIB = {
    "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "Bool", "String", "Character", "Any", "AnyObject", "AnyClass", "Void", "Never", "Array", "Dictionary", "Set",
    "Optional", "AnyHashable", "Error", "Hashable", "Equatable", "UnsafeRawPointer", "UnsafeMutableRawPointer",
    "UnsafePointer", "UnsafeMutablePointer", "OpaquePointer", "Self", "Substring", "Range", "ClosedRange",
    "Sequence", "Collection", "Encoder", "Decoder", "Codable", "CustomStringConvertible", "UnicodeScalar",
    "Comparable", "Sendable", "Identifiable", "CaseIterable", "RawRepresentable", "OptionSet", "Result",
}
KEYWORDS = {"inout", "some", "any", "throws", "rethrows", "escaping", "autoclosure", "Type", "Protocol", "where"}
ZERO = {"Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "TimeInterval", "NSInteger", "NSUInteger", "CFTimeInterval"}
SWIFT_KEYWORDS = ["default", "import", "class", "struct", "enum", "protocol", "extension", "func", "var", "let",
                  "in", "is", "as", "return", "self", "Self", "super", "init", "deinit", "subscript", "operator",
                  "where", "switch", "case", "if", "else", "for", "while", "repeat", "do", "break", "continue",
                  "throw", "throws", "try", "catch", "static", "public", "private", "internal", "open"]
ZERO_STRUCTS = {"CGRect", "CGSize", "CGPoint", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset"}


def inventory_files():
    return sorted(glob.glob(os.path.join(INVENTORY, "*.tsv")))


# MARK: - The inventory


def refresh_inventory(spec, framework="UIKit"):
    """Writes `uikit-inventory/<framework>.tsv`: one row per line of the interface that declares something."""
    rows = []
    for header, text in reference_files(spec):
        for line in text.splitlines():
            if line.strip():
                rows.append("%s\t%s" % (header, line.rstrip()))
    os.makedirs(INVENTORY, exist_ok=True)
    with open(os.path.join(INVENTORY, framework + ".tsv"), "w", encoding="utf-8") as file:
        file.write("\n".join(rows) + "\n")


def read_inventory():
    interface = Interface()
    for path in inventory_files():
        by_header = defaultdict(list)
        with open(path, encoding="utf-8") as file:
            for line in file:
                header, _, text = line.rstrip("\n").partition("\t")
                by_header[header].append(text)
        interface.read((header, "\n".join(lines)) for header, lines in by_header.items())
    return interface


# MARK: - What SegueKit declares by hand


class Declared:
    """SegueKit's own types and members (outside Generated), with superclasses and conformances."""

    def __init__(self):
        self.types = {}  # qualified name -> kind
        self.members = defaultdict(set)  # container -> keys
        self.inherits = defaultdict(list)
        self.cases = defaultdict(list)  # enum -> [(line, case)]
        self.inits = defaultdict(set)  # class -> init keys
        self.designated = defaultdict(set)  # class -> designated init keys
        self.required = defaultdict(set)  # class -> required init keys
        self.foundation = set()
        self.hidden = set()  # non-public type names
        self.generic = set()
        self.generic_params = defaultdict(list)  # generic type -> its parameters' names (an outer type's first)
        self.generic_requirements = defaultdict(list)  # generic type -> [(parameter, protocol)]
        self.main_actor = set()  # types isolated to the main actor
        self.hidden_members = defaultdict(set)
        self.module_of = {}  # type name -> the layer that declares it
        self.init_decls = defaultdict(dict)  # class -> init key -> Decl (public ones)
        self.hidden_init_decls = defaultdict(dict)  # class -> init key -> Decl (internal ones)
        self.location = {}  # type name -> (path, 1-based line) of its declaration
        self.key_of = {}  # precise identifier of a member -> (container, key)
        self.requirements = defaultdict(set)  # protocol -> keys of its requirements
        self.defaulted = defaultdict(set)  # protocol -> keys of its requirements with a default implementation

    def load_hidden(self, folder):
        """Non-public names (from a symbol graph extracted at the private level), which a public one may not reuse."""
        for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
            with open(path, encoding="utf-8") as file:
                graph = json.load(file)
            for symbol in graph["symbols"]:
                if symbol.get("accessLevel") in ("public", "open"):
                    continue
                components = symbol["pathComponents"]
                kind = symbol["kind"]["identifier"]
                if kind in ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"):
                    self.hidden.add(".".join(components))
                elif len(components) >= 2:
                    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
                    decl = parse_member(" ".join(text.split()))
                    # A struct's implicit `init()` is listed only in some builds: it is no name of SegueKit's.
                    if decl and not (kind == "swift.init" and decl.key == "init()"):
                        self.hidden_members[".".join(components[:-1])].add(decl.key)
                        if kind == "swift.init" and symbol.get("accessLevel") == "internal":
                            self.hidden_init_decls[".".join(components[:-1])][decl.key] = decl

    def load(self, folder, regions=()):
        by_precise = {}
        relationships = []
        for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
            with open(path, encoding="utf-8") as file:
                graph = json.load(file)
            relationships += graph.get("relationships", [])
            module = graph["module"]["name"]
            for symbol in graph["symbols"]:
                uri = symbol.get("location", {}).get("uri", "")
                if GENERATED_MARKER.search(uri) or symbol.get("accessLevel") not in ("public", "open"):
                    continue
                line = symbol.get("location", {}).get("position", {}).get("line", -1)
                if any(uri.endswith(path) and start < line < end for path, start, end in regions):
                    continue
                precise = symbol["identifier"]["precise"]
                if "::SYNTHESIZED::" in precise:
                    continue
                kind = symbol["kind"]["identifier"]
                path_components = symbol["pathComponents"]
                name = ".".join(path_components)
                by_precise[precise] = name
                if kind in ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"):
                    self.types[name] = kind.split(".")[1]
                    self.module_of.setdefault(name, module)
                    if uri.startswith("file://"):
                        self.location.setdefault(name, (uri[len("file://"):], line))
                    if symbol.get("swiftGenerics", {}).get("parameters"):
                        self.generic.add(name)
                        self.generic_params[name] = [parameter["name"]
                                                     for parameter in symbol["swiftGenerics"]["parameters"]]
                        for constraint in symbol["swiftGenerics"].get("constraints", []):
                            if constraint.get("kind") == "conformance":
                                self.generic_requirements[name].append((constraint["lhs"], constraint["rhs"]))
                    fragments = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
                    if "@MainActor" in fragments:
                        self.main_actor.add(name)
                    continue
                text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
                decl = parse_member(" ".join(text.split()))
                if not decl:
                    continue
                container = ".".join(path_components[:-1])  # "" for a global
                self.members[container].add(decl.key)
                self.key_of[precise] = (container, decl.key)
                if kind == "swift.enum.case":
                    line = symbol.get("location", {}).get("position", {}).get("line", 0)
                    self.cases[container].append((line, decl.name))
                if kind == "swift.init":
                    self.inits[container].add(decl.key)
                    self.init_decls[container][decl.key] = decl
                    if "required" in decl.modifiers:
                        self.required[container].add(decl.key)
                    if "convenience" not in decl.modifiers:
                        self.designated[container].add(decl.key)
        for relation in relationships:
            if relation["kind"] in ("requirementOf", "optionalRequirementOf") and relation["source"] in self.key_of:
                protocol, key = self.key_of[relation["source"]]
                self.requirements[protocol].add(key)
            if relation["kind"] == "defaultImplementationOf" and relation["source"] in self.key_of:
                protocol, key = self.key_of[relation["source"]]
                self.defaulted[protocol].add(key)
            if relation["kind"] in ("inheritsFrom", "conformsTo"):
                source = by_precise.get(relation["source"])
                target = by_precise.get(relation["target"]) or relation.get("targetFallback", "").split(".")[-1]
                if source and target:
                    self.inherits[source].append(target)

    def has(self, container, key, seen=None):
        seen = seen if seen is not None else set()
        if container in seen:
            return False
        seen.add(container)
        if key in self.members.get(container, ()):
            return True
        return any(self.has(parent, key, seen) for parent in self.inherits.get(container, []))

    def declared_below(self, container, key):
        """A type declared by hand that descends from `container` and declares `key` itself, or None."""
        for name, kind in self.types.items():
            below = container in self.superclasses(name)[1:] or container == "NSObject"
            if kind == "class" and name != container and below and key in self.members.get(name, ()):
                return name
        return None

    def superclasses(self, name):
        chain = []
        while name in self.types and name not in chain:
            chain.append(name)
            parents = [parent for parent in self.inherits.get(name, []) if self.types.get(parent) == "class"]
            name = parents[0] if parents else ("NSObject" if name != "NSObject" and self.types.get(name) == "class"
                                                else None)
        return chain


REGION_START = "  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)"
REGION_END = "  // MARK: - End of generated members"


def find_regions(texts=None):
    """The generated regions in hand-written class bodies: class name -> (path, first line, last line), 0-based lines
    of the markers. A class's members UIKit lets subclasses override go there (an extension's cannot be). `texts`
    (path -> text) replaces what is on disk for the files it names."""
    texts = texts or {}
    regions = {}
    paths = [path for module in LAYERS
             for path in glob.glob(os.path.join(ROOT, "Sources", module, "**", "*.swift"), recursive=True)]
    for path in sorted(paths):
        if os.sep + "Generated" + os.sep in path:
            continue
        if path in texts:
            lines = texts[path].split("\n")
        else:
            with open(path, encoding="utf-8") as file:
                lines = file.read().split("\n")
        start = -1
        while REGION_START in lines[start + 1:]:
            start = lines.index(REGION_START, start + 1)
            end = lines.index(REGION_END, start)
            owner = next(match.group(1) for line in reversed(lines[:start])
                         for match in [re.match(r"^(?:@\w+ )*(?:open |public )?(?:final )?class (\w+)", line)]
                         if match)
            regions[owner] = (path, start, end)
    return regions


# Folders the generator adds no region to; it lists their classes instead. A region of a class of the graphics layer,
# which sits below the core, holds only the members that name what that layer sees (`Generator.fits_below`).
NO_REGION_FOLDERS = ("/Generated/",)


def class_body_end(lines, first):
    """The 0-based line of the `}` that closes the body of the type declared at line `first`, or None. Skips
    comments and string literals (single-line, multi-line and raw)."""
    depth = 0
    opened = False
    in_block = 0
    in_string = None  # the closing delimiter of the string literal being read
    for number in range(first, len(lines)):
        line = lines[number]
        index = 0
        while index < len(line):
            if in_block:
                if line.startswith("*/", index):
                    in_block -= 1
                    index += 2
                elif line.startswith("/*", index):
                    in_block += 1
                    index += 2
                else:
                    index += 1
                continue
            if in_string:
                if line[index] == "\\":
                    index += 2
                elif line.startswith(in_string, index):
                    index += len(in_string)
                    in_string = None
                else:
                    index += 1
                continue
            if line.startswith("//", index):
                break
            if line.startswith("/*", index):
                in_block = 1
                index += 2
                continue
            match = re.match(r'(#*)("""|")', line[index:])
            if match:
                in_string = match.group(2) + match.group(1)
                index += len(match.group(0))
                continue
            char = line[index]
            if char == "{":
                depth += 1
                opened = True
            elif char == "}":
                depth -= 1
                if opened and depth == 0:
                    return number
            index += 1
        if in_string and not in_string.startswith('"""'):
            in_string = None  # a single-line literal ends with its line
    return None


def add_region(text, first):
    """`text` with empty region markers before the closing brace of the class declared at 0-based line `first`, or
    None where that brace is not a top-level `}` line of its own or the class is not `open`."""
    lines = text.split("\n")
    if not (0 <= first < len(lines)) or not re.match(r"^(?:@\w+ )*open (?:final )?class \w+", lines[first]):
        return None
    end = class_body_end(lines, first)
    if end is None or lines[end] != "}":
        return None
    return "\n".join(lines[:end] + ([""] if lines[end - 1].strip() else []) + [REGION_START, REGION_END]
                     + lines[end:])


def plain_type(text):
    """A type as written, without attributes, `any`/`some` and spaces, for comparing two spellings of it."""
    return re.sub(r"\b(any|some)\s+|\s+", "", re.sub(r"@\w+\s*", "", text))


def format_members(lines):
    """`lines` (members of a class body) as swift-format writes them with the package's configuration."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "Region.swift")
        with open(path, "w", encoding="utf-8") as file:
            file.write("class Region {\n%s\n}\n" % "\n".join(lines))
        subprocess.run(["swift", "format", "format", "-i", "--configuration", os.path.join(ROOT, ".swift-format"),
                        path], check=True, capture_output=True)
        with open(path, encoding="utf-8") as file:
            formatted = file.read().rstrip("\n").split("\n")
    return formatted[1:-1]


def foundation_names(folder, kinds=None, members=None):
    names = set()
    for path in glob.glob(os.path.join(folder, "*.symbols.json")):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol["kind"]["identifier"] in ("swift.class", "swift.struct", "swift.enum", "swift.protocol",
                                                "swift.typealias") and symbol.get("accessLevel") in ("public", "open"):
                names.add(".".join(symbol["pathComponents"]))
                if kinds is not None:
                    kinds[".".join(symbol["pathComponents"])] = symbol["kind"]["identifier"].split(".")[1]
            elif members is not None and len(symbol["pathComponents"]) >= 2:
                text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
                decl = parse_member(" ".join(text.split()))
                if decl:
                    members[".".join(symbol["pathComponents"][:-1])].add(decl.key)
    return names


def extract_symbols(module, output, level="public"):
    os.makedirs(output, exist_ok=True)
    subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-I", MODULES, "-target",
                    "x86_64-unknown-linux-gnu", "-minimum-access-level", level, "-output-dir", output],
                   check=True, capture_output=True)


def words_of(text):
    """The identifiers a text spells: what it may name."""
    return set(re.findall(r"\b[A-Za-z_]\w*\b", text))


def hand_words():
    """(words, open classes) of the hand-written code; read once."""
    if not HAND:
        HAND.append(read_hand_words())
    return HAND[0]


HAND = []


def read_hand_words():
    """The identifiers the hand-written code of the core and of the leaves beside the surface spells (comments and
    strings included, which only keeps more in the core), without the generated regions' contents: what it may
    need of the generated surface."""
    words, opened = set(), set()
    for module in LAYERS:
        if module == SURFACE:
            continue
        for path in sorted(glob.glob(os.path.join(ROOT, "Sources", module, "**", "*.swift"), recursive=True)):
            if os.sep + "Generated" + os.sep in path:
                continue
            with open(path, encoding="utf-8") as file:
                lines = file.read().split("\n")
            opened |= set(match.group(1) for line in lines for match in [re.search(r"\bopen class (\w+)", line)]
                          if match)
            if module in BELOW_CORE:
                continue
            inside = False
            for line in lines:
                if line == REGION_START:
                    inside = True
                elif line == REGION_END:
                    inside = False
                elif not inside:
                    words |= words_of(line)
    return words, opened


ATTRIBUTE_LINE = re.compile(r"\s*(?:@\w+(?:\((?:[^()\"]|\"[^\"]*\")*\))?\s*)+$")
DECLARED_NAME = re.compile(r"\b(?:func|var|let|class|struct|enum|protocol|typealias|actor)\s+(\w+)")
PLAIN_EXTENSION = re.compile(r"extension ([\w.]+) \{\n(.*)\n\}", re.S)


def members_of(body):
    """An extension's body as its members, each with its attribute lines (members start at two spaces' indent)."""
    members = []
    for line in body.split("\n"):
        starts = line.startswith("  ") and not line.startswith("   ") and not line.startswith("  }")
        if starts and not (members and all(ATTRIBUTE_LINE.match(previous) for previous in members[-1])):
            members.append([line])
        elif members:
            members[-1].append(line)
        else:
            members.append([line])
    return ["\n".join(member) for member in members]


def surface_split(blocks, needed, declared, internal_calls, opened):
    """The core's share of the generated blocks, split between the core and the surface leaf above it
    (`SURFACE`). A piece stays in the core when the core may need it, which the generator computes from the
    identifiers the core's hand-written code, its class-body regions and what stays spell (`needed`), until nothing
    more stays:

    - a type, typealias or global stays when its name is needed; a conformance extension when its type's is (the
      core's code may rely on a conformance of its own type without naming it);
    - an extension's members one by one (nested types included): a member stays when its extended type is needed
      and its name is (an initializer, subscript or operator when its type is);
    - a class stays when it calls an initializer the core keeps internal, or subclasses a class of the core that is
      not `open` (a subclass in another module needs `open`).

    Everything else goes to the surface, which depends on the core and which nothing below the umbrella imports.
    `blocks` is [(header, block)], in order; the result maps (module, header) to blocks, in that order."""
    opened = opened | set(re.findall(r"\bopen class (\w+)", "\n".join(block for _, block in blocks)))
    pieces = []  # [header, block index, extended type or None, text, names, forced, in core]
    for index, (header, block) in enumerate(blocks):
        match = PLAIN_EXTENSION.fullmatch(block)
        if match:
            extended = match.group(1)
            for member in members_of(match.group(2)):
                names = set(DECLARED_NAME.findall(member)[:1])
                if re.search(r"\b(?:init|subscript)\b|func\s+[^\w\s]", member) or not names:
                    names.add(extended.rpartition(".")[2])
                pieces.append([header, index, extended, member, names, False, False])
            continue
        declaration = re.match(r"(?:(?:@\w+(?:\((?:[^()\"]|\"[^\"]*\")*\))?)\s*)*(?:(?:public|open|final|"
                               r"@MainActor|@preconcurrency|nonisolated)\s+)*(extension|\w+)\s+([\w.]+)", block)
        names = {declaration.group(2).rpartition(".")[2]} if declaration else words_of(block)
        forced = any(call in block for call in internal_calls)
        superclass = re.search(r"^(?:open |public )(?:final )?class \w+: (\w+)", block, re.M)
        if superclass and superclass.group(1) in declared.types and superclass.group(1) not in opened:
            forced = True
        pieces.append([header, index, None, block, names, forced, False])
    needed = set(needed)
    while True:
        grown = False
        for piece in pieces:
            if piece[6]:
                continue
            header, index, extended, text, names, forced, _ = piece
            wanted = bool(names & needed)
            if extended is not None:
                wanted = wanted and extended.rpartition(".")[2] in needed
            wanted = wanted or forced
            if wanted:
                piece[6] = True
                needed |= words_of(text)
                grown = True
        if not grown:
            break
    routed = defaultdict(list)
    done = set()
    for header, index, extended, text, names, forced, in_core in pieces:
        if extended is None:
            routed[(LAYERS[0] if in_core else SURFACE, header)].append(text)
            continue
        if index in done:
            continue
        done.add(index)
        for module, keep in ((LAYERS[0], True), (SURFACE, False)):
            members = [piece[3] for piece in pieces if piece[1] == index and piece[6] == keep]
            if members:
                routed[(module, header)].append("extension %s {\n%s\n}" % (extended, "\n".join(members)))
    return routed


# MARK: - Generation


class Generator:
    def __init__(self, interface, declared, foundation):
        self.interface = interface
        self.declared = declared
        self.foundation = foundation
        self.status = []  # (container, key, kind, status, reason)
        self.internal_calls = set()  # `super.init(…)` calls of initializers the core keeps internal
        self.views_fit = {}  # (class of the views layer, member key) -> whether its region may hold the member
        # Generated top-level types kept above the views layer -> their level (1 + the index in `VIEW_LAYERS` of the
        # layer that keeps them, or the core's level): no region of a layer below that level may name them.
        self.core_bound = {}  # as the previous generation routed them
        self.routed_core_types = {}  # as this generation routes them
        self._levels = None
        self.new_types = {}  # qualified -> kind
        self.out = defaultdict(list)  # header -> [text]
        self.foundation_kinds = {}
        self.regions = {}
        self.foundation_members = {}
        self.stored_structs = set()  # structs the generator declares with stored properties
        self.wants_region = set()  # hand-written classes whose generated members went to an extension
        self.responder_outcomes = {}  # NSObject key -> (kind, status, reason) of its instance member on UIResponder
        self.category_member = False  # emitting an NSObject category member into UIResponder's region
        self.trial_region = False  # emitting a member as its class's region would have it, to see what it names
        self.below_fit = {}  # (class, key) -> whether the member fits in its class's body below the core
        self.below_types = set()  # generated protocols declared below the core (`plan_below_types`)

    # Types

    def known(self, name):
        return (name in self.declared.types or name in self.new_types or name in self.foundation
                or name in STDLIB or name.split(".")[0] in STDLIB)

    def type_parameters(self, container):
        """The generic parameters in scope inside `container`: its own and its outer types' (`ItemIdentifierType` in
        `NSDiffableDataSourceSectionSnapshot`), as SegueKit declares them or, for a type the generator declares,
        as UIKit's interface prints them."""
        names = set()
        parts = container.split(".") if container else []
        for end in range(1, len(parts) + 1):
            name = ".".join(parts[:end])
            if name in self.declared.types:
                names.update(self.declared.generic_params.get(name, ()))
            elif name in self.generic_types():
                names.update(self.generic_names(name))
        return names

    def generic_names(self, name):
        """The parameters' names of UIKit's generic type `name`: `Cell`, `Item` of `<Cell, Item>`."""
        clause = self.interface.generics.get(name, "")
        return [part.partition(":")[0].strip() for part in split_top(clause[1:-1])] if clause else []

    def generic_types(self):
        """UIKit's generic types the generator declares generic: each one whose parameters shadow none of an outer
        type's (Swift 6 refuses that; `UICollectionViewDiffableDataSource.SectionSnapshotHandlers` is declared with
        its container's `ItemIdentifierType`)."""
        if not hasattr(self, "_generic_types"):
            self._generic_types = set()
            for name in self.interface.generics:
                outer = name.rpartition(".")[0]
                outer_names = set()
                while outer:
                    outer_names.update(self.declared.generic_params.get(outer, ()) or self.generic_names(outer))
                    outer = outer.rpartition(".")[0]
                if not outer_names & set(self.generic_names(name)):
                    self._generic_types.add(name)
        return self._generic_types

    def unresolved(self, type_text, container="", parameters=()):
        """The first type name in `type_text` that SegueKit, Foundation and the standard library lack, or None
        (generic parameters of the container or of the member itself, `parameters`, resolve)."""
        text = re.sub(r"@\w+(\([^)]*\))?", "", type_text)
        in_scope = self.type_parameters(container) | set(parameters)
        for name in re.findall(r"[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*", text):
            if name in KEYWORDS or name[0].islower():
                continue
            if name.split(".")[0] in in_scope:
                continue
            name = re.sub(r"\.(Type|Protocol)$", "", name)
            candidates = [name]
            if container:  # a nested name used inside its container (`Style` in `UIButton`)
                parts = container.split(".")
                candidates += [".".join(parts[:end] + [name]) for end in range(len(parts), 0, -1)]
            if not any(self.known(candidate) for candidate in candidates):
                return name
        return None

    def type_order(self):
        """Types to declare: in the inventory, not declared by hand, not unavailable; containers first."""
        names = [name for name in self.interface.types if name not in self.declared.types
                 and name not in self.interface.unavailable and name not in self.foundation]
        return sorted(names, key=lambda name: name.count("."))

    def plan_types(self):
        """Decides which new types can be declared: their kind is supported and their supertypes resolve."""
        pending = self.type_order()
        changed = True
        reasons = {}
        while changed:
            changed = False
            for name in pending:
                if name in self.new_types:
                    continue
                reason = self.type_blocker(name)
                reasons[name] = reason
                if reason is None:
                    self.new_types[name] = self.interface.kinds[name]
                    changed = True
        for name in pending:
            if name not in self.new_types:
                self.status.append((name, "(type)", self.interface.kinds[name], "absent", reasons[name]))
            else:
                self.status.append((name, "(type)", self.interface.kinds[name], "inert", ""))
        for name in self.interface.types:
            if name in self.declared.types and name not in self.interface.unavailable:
                self.status.append((name, "(type)", self.interface.kinds[name], "implemented", ""))

    def type_blocker(self, name):
        kind = self.interface.kinds[name]
        if name.rpartition(".")[2].startswith("__"):
            return "refined for UIKit's Swift overlay, which the inventory does not include"
        if name in self.declared.hidden:
            return "SegueKit declares a non-public type of this name"
        outer = name.rpartition(".")[0]
        if outer and not self.known(outer):
            return "inside %s, which SegueKit lacks" % outer
        inherits = self.interface.inherits.get(name, [])
        if kind == "class":
            superclass = next((parent for parent in inherits if self.interface.kinds.get(parent) == "class"
                               or self.declared.types.get(parent) == "class"), "NSObject")
            if not self.known(superclass):
                return "subclass of %s, which SegueKit lacks" % superclass
            if self.super_init(superclass) is None:
                return "subclass of %s, whose initializers the generator does not chain to" % superclass
        if kind == "protocol":
            for parent in inherits:
                if parent != "NSObjectProtocol" and not self.known(parent):
                    return "refines %s, which SegueKit lacks" % parent
        if kind in ("enum", "struct", "class", "protocol"):
            return None
        return "a %s" % kind

    def super_init(self, superclass):
        chain = self.declared.superclasses(superclass) if superclass in self.declared.types else []
        if superclass in self.new_types:
            return {"UIView": "super.init(frame: .zero)", "UIViewController": "super.init(nibName: nil, bundle: nil)",
                    "UIGestureRecognizer": "super.init(target: nil, action: nil)"}.get(
                        self.family(superclass), "super.init()")
        if superclass == "NSObject" or superclass in self.foundation and superclass not in self.declared.types:
            return "super.init()" if superclass == "NSObject" else None
        for name in chain:
            if name == "UIView":
                return "super.init(frame: .zero)"
            if name == "UIViewController":
                return "super.init(nibName: nil, bundle: nil)"
            if name == "UIGestureRecognizer":
                return "super.init(target: nil, action: nil)"
        if "init()" in self.declared.designated.get(superclass, ()) or not self.all_inits(superclass):
            return "super.init()"
        return self.inert_designated_call(superclass)

    def inert_designated_call(self, superclass):
        """A call of a designated initializer SegueKit declares on `superclass` (public, or internal when the class
        is in the core or the views layer, where generated classes go) with an inert value for each parameter — the fewest parameters
        first: `super.init(title: "", image: nil)` for `UIMenuElement`, `super.init(idiom: .unspecified)` for
        `UIBarAppearance`. None when no initializer has values for all its parameters."""
        candidates = list(self.declared.init_decls.get(superclass, {}).values())
        if self.declared.module_of.get(superclass) in [LAYERS[0]] + VIEW_LAYERS:
            candidates += list(self.declared.hidden_init_decls.get(superclass, {}).values())
        for decl in sorted(candidates, key=lambda decl: (len(decl.params), decl.key)):
            if "convenience" in decl.modifiers or decl.failable or "throws" in decl.modifiers or decl.generic:
                continue
            values = [self.default(param[1], superclass) for param in decl.params]
            if all(value is not None for value in values):
                call = "super.init(%s)" % ", ".join(
                    value if label == "_" else "%s: %s" % (label, value)
                    for (label, _, _), value in zip(decl.params, values))
                if decl.key not in self.declared.init_decls.get(superclass, {}):
                    self.internal_calls.add(call)  # the class that makes it stays in the core
                return call
        return None

    def all_inits(self, name):
        """The initializers a class declares, public or not."""
        return self.declared.inits.get(name, set()) | {
            key for key in self.declared.hidden_members.get(name, ()) if key.startswith("init(")}

    def family(self, superclass):
        chain = self.declared.superclasses(superclass) if superclass in self.declared.types else []
        if superclass in ("UIView", "UIViewController", "UIGestureRecognizer"):
            return superclass
        for name in ("UIView", "UIViewController", "UIGestureRecognizer"):
            if name in chain:
                return name
        if superclass in self.new_types:
            return self.family(self.superclass_of(superclass))
        return "NSObject"

    def override_init(self, superclass):
        """`override ` where the superclass's `init()` is designated (NSObject's, a generated class's), `required `
        where a superclass declares it required."""
        if self.family(superclass) != "NSObject":
            return ""
        chain = [superclass] + self.declared.superclasses(superclass) if superclass in self.declared.types else []
        if any("init()" in self.declared.required.get(name, ()) for name in chain) or superclass in self.new_types and (
                self.makes_self(superclass) or self.override_init(self.superclass_of(superclass)).startswith("required")):
            return "required "
        if superclass in self.declared.types and superclass != "NSObject":
            designated = "init()" in self.declared.designated.get(superclass, ()) or not self.all_inits(superclass)
            return "override " if designated else ""
        return "override "

    def needs_coder(self, superclass):
        chain = self.declared.superclasses(superclass) if superclass in self.declared.types else []
        return "UIView" in chain or "UIViewController" in chain

    # Values

    def default(self, type_text, container="", construct=False):
        """An inert value of `type_text`, as Swift source, or None; `construct` allows making an instance of a class
        (on the main actor, once per object)."""
        text = re.sub(r"@\w+\s*", "", type_text).strip()
        text = re.sub(r"^(any|some)\s+", "", text)
        if text.endswith("?") or text.endswith("!"):
            return "nil"
        if text.startswith("[") and ":" in text:
            return "[:]"
        if text.startswith("["):
            return "[]"
        if text.startswith("Set<"):
            return "[]"
        if text == "Bool":
            return "false"
        if text in ZERO:
            return "0"
        if text == "String":
            return '""'
        if text in ZERO_STRUCTS:
            return ".zero"
        if text == "CGAffineTransform":
            return ".identity"
        if text == "NSRange":
            return "NSRange(location: NSNotFound, length: 0)"
        if text == "Data":
            return "Data()"
        if text in ("Void", "()"):
            return "()"
        if text == "CATransform3D" and not getattr(self, "in_function", False) and "CATransform3DIdentity" in \
                self.declared.members.get("", ()):
            # A property's transform starts as the identity (a function computing one is math, not inert).
            return "CATransform3DIdentity"
        member = getattr(self, "current_member", "")
        if text == "NSString" and member == "_rawValue" and "rawValue" in self.interface.members.get(container, {}):
            # How an `NS_TYPED_ENUM` constant's raw value reads as `NSString`.
            return "NSString(string: rawValue)"
        closure = self.closure_value(text, container)
        if closure is not None:
            return closure
        specialized = re.match(r"^([\w.]+)<.*>$", text)
        if specialized:
            # A generic struct with `init()` (`NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>`): an empty one,
            # its parameters inferred from the declaration's type.
            base = self.qualify(specialized.group(1), container)
            kind = self.new_types.get(base) or self.declared.types.get(base)
            has_init = "init()" in self.interface.members.get(base, {}) or "init()" in self.declared.inits.get(base, ())
            return "%s()" % specialized.group(1) if kind == "struct" and has_init else None
        qualified = self.qualify(text, container)
        if qualified is None:
            return None
        if qualified in self.foundation and qualified not in self.declared.types and {"init(rawValue:)", "init(_:)"} <= \
                self.foundation_members.get(qualified, set()) and self.foundation_kinds.get(qualified) == "struct":
            # A constant of a Foundation string wrapper (`NSAttributedString.Key`): its Objective-C name, assumed.
            return '%s(rawValue: %s)' % (qualified, json.dumps(self.objc_name(container)))
        if qualified in ("NSNotification.Name", "Notification.Name"):
            return "NSNotification.Name(rawValue: %s)" % json.dumps(self.objc_name(container))
        inherits = self.interface.inherits.get(qualified, []) + self.declared.inherits.get(qualified, [])
        if "OptionSet" in inherits:
            return "[]"
        if qualified in self.declared.cases and self.declared.cases[qualified]:
            return "." + sorted(self.declared.cases[qualified])[0][1]
        cases = [decl for decls in self.interface.members.get(qualified, {}).values() for decl in decls
                 if decl.kind == "case"]
        if self.interface.kinds.get(qualified) == "enum" and cases and qualified in self.new_types:
            return "." + cases[0].name
        if construct == "nonisolated" and (qualified in self.declared.main_actor or qualified in self.new_types):
            construct = False  # a main-actor class cannot be made where the member is not on the main actor
        if construct and self.constructible(qualified):
            family = self.family(qualified) if qualified in self.declared.types else ""
            return {"UIView": "%s(frame: .zero)", "UIViewController": "%s(nibName: nil, bundle: nil)"}.get(
                family, "%s()") % qualified
        if "RawRepresentable" in inherits and (qualified in self.new_types or qualified in self.declared.types):
            raw = self.interface.members.get(qualified, {}).get("rawValue", [None])[0]
            if raw is None or raw.result.strip() == "String":
                return '%s(rawValue: %s)' % (qualified, json.dumps(self.objc_name(container)))
            # A number of its own for each constant (CRC-32 of its Objective-C name), so that constants compare unequal
            # as on iOS; the value itself is assumed.
            return "%s(rawValue: %d)" % (qualified, zlib.crc32(self.objc_name(container).encode()) & 0x7FFF_FFFF)
        return None

    def closure_value(self, text, container):
        """An inert value of a function type (`(UIColor) -> UIColor`): a closure ignoring its arguments and answering
        the inert value of its result (`{ _ in UIColor.clear }`, `{ _, _ in }` for `Void`); None when the text is no
        function type or its result has no inert value."""
        if not text.startswith("("):
            return None
        depth, arrow = 0, -1
        for index, char in enumerate(text):
            if char in "([<":
                depth += 1
            elif char in ")]>" and not (char == ">" and text[index - 1] == "-"):
                depth -= 1
            elif text.startswith("->", index) and depth == 0:
                arrow = index
                break
        if arrow < 0:
            return None
        head = re.sub(r"\s*(throws|rethrows|async)\s*$", "", text[:arrow].strip())
        if not (head.startswith("(") and head.endswith(")")):
            return None
        params = split_top(head[1:-1])
        result = text[arrow + 2:].strip()
        names = ", ".join("_" for _ in params)
        if result in ("Void", "()"):
            return "{ %s in }" % names if params else "{}"
        value = self.default(result, container)
        if value is None:
            return None
        return "{ %s in %s }" % (names, value) if params else "{ %s }" % value

    def constructible(self, name):
        """Whether `name()` makes an instance: a class SegueKit declares with `init()` (its own or NSObject's), or a
        generated class (which always has one)."""
        if name in self.new_types:
            return self.new_types[name] == "class" and name.rpartition(".")[2] not in ("UIView", "UIResponder")
        if self.declared.types.get(name) != "class":
            return False
        if self.family(name) in ("UIView", "UIViewController") and not self.all_inits(name) - {"init(coder:)"}:
            return True
        if self.family(name) in ("UIView", "UIViewController"):
            return "init(frame:)" in self.all_inits(name) or "init(nibName:bundle:)" in self.all_inits(name)
        for chain_class in self.declared.superclasses(name):
            inits = self.all_inits(chain_class)
            if inits:
                return "init()" in inits
        return True

    def objc_name(self, container):
        """The Objective-C constant a Swift constant was imported from: `UIApplication.didBecomeActiveNotification`
        is `UIApplicationDidBecomeActiveNotification`, whose string value is its name for notifications (an assumed
        value for other constants, noted in the inventory)."""
        member = getattr(self, "current_member", "")
        return container.split(".")[0] + member[:1].upper() + member[1:]

    def qualify(self, name, container):
        parts = container.split(".") if container else []
        for end in range(len(parts), -1, -1):
            candidate = ".".join(parts[:end] + [name])
            if self.known(candidate) or candidate in self.interface.kinds:
                return candidate
        return None

    # Members

    def signature_types(self, decl):
        return [param[1] for param in decl.params] + ([decl.result] if decl.result else [])

    def member_blocker(self, decl, container):
        if re.search(r"\b__[A-Z]", decl.text):
            return "refined for UIKit's Swift overlay, which the inventory does not include"
        if "Self." in decl.text:
            return "names an associated type"
        if re.search(r"\binit[?!]?<", decl.text):
            return "generic"
        if decl.kind == "subscript":
            return "a subscript"
        # A generic member's own parameters (`<Cell, Item>` of `dequeueConfiguredReusableCell(using:for:item:)`)
        # resolve inside its signature.
        own = [part.partition(":")[0].strip() for part in split_top(decl.generic[1:-1])] if decl.generic else []
        where = decl.text[decl.text.rindex(" where "):] if decl.generic and " where " in decl.text else ""
        # Its `where` clause's protocols too, past the parameters (`T._ObjectiveCType : NSItemProviderWriting`).
        constraints = [re.sub(r"\b[A-Za-z_]\w*\.[A-Za-z_][\w.]*", "", where.replace(" where ", ""))] if where else []
        for type_text in self.signature_types(decl) + constraints:
            missing = self.unresolved(type_text, container, own)
            if missing:
                return "uses %s, which SegueKit lacks" % missing
        return None

    def in_region(self, container, decl):
        """Whether `decl` goes to its class's generated region (a class body, where subclasses override it) rather
        than to an extension: a method or property of a class with a region, which for a class of a layer below the
        core is one whose declaration names only what that layer sees (``fits_below``)."""
        if decl.kind not in ("func", "var"):
            return False
        if self.trial_region:
            return True
        if container not in self.regions:
            return False
        return self.fits_below(decl, container)

    def fits_below(self, decl, container):
        """Whether `decl`, a member of `container`, can be declared in the body of its class when that class is in a
        layer below the core (the graphics layer): what it is declared as there names only that layer's types,
        Foundation's, the standard library's and the generated types placed below the core (``below_types``), and
        keeps no state in the core's `InertState`. For a class of a view layer (`VIEW_LAYERS`): what it is declared as
        names no type of a layer above its own (`core_bound`). Always true for a class of the core or above."""
        if self.declared.module_of.get(container) in VIEW_LAYERS:
            return self.fits_views(decl, container)
        if self.declared.module_of.get(container) not in BELOW_CORE:
            return True
        key = (container, decl.key)
        if key not in self.below_fit:
            trial = []
            self.trial_region = True
            try:
                reason = self.emit_member(decl, container, "class", True, trial)
            finally:
                self.trial_region = False
            text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', re.sub(r"@available\([^)]*\)", "", "\n".join(trial)))
            self.below_fit[key] = reason is None and "InertState" not in text and all(
                self.visible_below(name, container) for name in re.findall(r"(?<![\w.])[A-Z]\w*(?:\.[A-Z]\w*)*", text))
        return self.below_fit[key]

    def fits_views(self, decl, container):
        """Whether `decl`, a member of `container`, a class of a view layer, can be declared in its body there: its
        declaration names no type declared by hand in a layer above that one, nor a generated type the core's share
        keeps above it (`core_bound`, found by a first generation)."""
        key = (container, decl.key)
        if key not in self.views_fit:
            trial = []
            self.trial_region = True
            try:
                reason = self.emit_member(decl, container, "class", True, trial)
            finally:
                self.trial_region = False
            text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', re.sub(r"@available\([^)]*\)", "", "\n".join(trial)))
            names = set(re.findall(r"(?<![\w.])[A-Z]\w*", text))
            level = self.level_of(self.declared.module_of.get(container))
            self.views_fit[key] = reason is None and not any(
                max(self.hand_levels().get(name, 0), self.core_bound.get(name, 0)) > level for name in names)
        return self.views_fit[key]

    @staticmethod
    def level_of(module):
        """A layer's height among the view layers and the core: 0 for the views layer, 1 for the controls layer, and
        `len(VIEW_LAYERS)` for the core and everything above it."""
        if module == INERT_BASE:
            return -1
        return VIEW_LAYERS.index(module) if module in VIEW_LAYERS else len(VIEW_LAYERS)

    def hand_levels(self):
        """The top-level types declared by hand in the view layers and above, with their layer's level."""
        if self._levels is None:
            self._levels = {name: self.level_of(module) for name, module in self.declared.module_of.items()
                            if "." not in name and module not in BELOW_CORE}
        return self._levels

    def visible_below(self, name, container=""):
        """Whether the layers below the core see the type `name` (as written inside `container`)."""
        name = re.sub(r"\.(Type|Protocol)$", "", name)
        for candidate in [name] + ([container + "." + name] if container else []):
            if candidate in STDLIB or candidate.split(".")[0] in STDLIB or candidate in self.foundation:
                return True
            if candidate in ("MainActor", "CocoaError") or candidate in self.below_types:
                return True
            if self.declared.module_of.get(candidate) in BELOW_CORE:
                return True
        return False

    def plan_below_types(self):
        """The generated protocols declared below the core: each one a method of a class of a layer below the core
        names (`CALayer.action(forKey:)`'s `CAAction`), when the protocol itself names only what that layer sees. The
        method can then be declared in its class's body there, where a subclass overrides it."""
        for container, members in self.interface.members.items():
            if self.declared.module_of.get(container) not in BELOW_CORE or self.declared.types.get(container) != "class":
                continue
            for decls in members.values():
                if decls[0].kind != "func":
                    continue
                for type_text in self.signature_types(decls[0]):
                    text = re.sub(r"@\w+(\([^)]*\))?", "", type_text)
                    for name in re.findall(r"(?<![\w.])[A-Z]\w*", text):
                        if self.new_types.get(name) == "protocol" and not self.visible_below(name, container) \
                                and self.protocol_fits_below(name):
                            self.below_types.add(name)

    def protocol_fits_below(self, name):
        """Whether the generated protocol `name` names only what the layers below the core see."""
        if any(child.startswith(name + ".") for child in self.new_types):
            return False
        visible = lambda type_name: type_name == name or self.visible_below(type_name, name)
        if not all(visible(parent) for parent in self.interface.inherits.get(name, [])):
            return False
        for decls in self.interface.members.get(name, {}).values():
            for type_text in self.signature_types(decls[0]):
                text = re.sub(r"@\w+(\([^)]*\))?", "", type_text)
                if not all(visible(word) for word in re.findall(r"(?<![\w.])[A-Z]\w*(?:\.[A-Z]\w*)*", text)):
                    return False
        return True

    def emit_member(self, decl, container, container_kind, hand_written, lines):
        """Appends the Swift for one member; returns None or the reason it cannot be declared."""
        declaration = self.declaration_text(decl)
        attributes = [attribute for attribute in decl.attributes]
        is_type_member = "class" in decl.modifiers or "static" in decl.modifiers
        if container_kind == "protocol":
            return self.emit_requirement(decl, container, declaration, attributes, lines)
        if decl.kind == "case":
            if hand_written:
                return "a case of an enum SegueKit declares by hand"
            lines.append("  case %s" % (("`%s`" % decl.name) if decl.name in SWIFT_KEYWORDS else decl.name))
            return None
        if decl.kind == "typealias":
            reason = self.emit_typealias(decl, container, attributes, lines, "  ")
            if reason == "implemented":
                self.status.append((container, decl.key, decl.kind, "implemented", ""))
                return "implemented"
            return reason
        access = "public"
        in_region = self.in_region(container, decl)
        # A class's members are overridable as UIKit's are: instance members and `class` members (`class func
        # needsDisplay(forKey:)`), where a subclass can override them (a class body, not an extension); `static` ones
        # are final.
        if container_kind == "class" and (not hand_written or in_region) and "static" not in decl.modifiers \
                and decl.kind != "init":
            access = "open"
        # A settable category member keeps its value in `InertState`, not in a stored property of every responder.
        if in_region and not (self.category_member and decl.kind == "var" and decl.settable):
            hand_written = False
        if decl.kind == "init":
            return self.emit_init(decl, container, container_kind, hand_written, declaration, attributes, lines)
        if decl.kind == "var":
            construct = (container in self.declared.main_actor or container in self.new_types) and \
                container_kind == "class" and not (is_type_member or decl.settable)
            if not construct and not decl.settable:
                # A new instance of a class that is not isolated to the main actor, where the member is not.
                construct = "nonisolated"
            value = self.default(decl.result, container, construct)
            kept = None
            if value is None and decl.settable and not is_type_member and container_kind == "class" and (
                    container in self.declared.main_actor or container in self.new_types):
                # A settable property whose type is a class (`UINavigationBarAppearance.buttonAppearance`): one object
                # per owner, made on first read and kept until set, so that `owner.x.y = v` changes what the next
                # read of `owner.x` answers, as UIKit's does.
                kept = self.default(decl.result, container, True)
            if kept is not None and re.match(r"^[\w.]+\((frame: \.zero|nibName: nil, bundle: nil)?\)$", kept):
                body_text = re.sub(r"\s*\{[^{}]*\}\s*$", "", declaration)
                lines += ["  " + line for line in attributes]
                lines.append("  %s %s {" % (access, body_text))
                lines.append("    get { InertState.value(of: self, %s) { %s } }" % (json.dumps(decl.name), kept))
                lines.append("    set { InertState.set(self, %s, newValue) }" % json.dumps(decl.name))
                lines.append("  }")
                return None
            shared = is_type_member and not decl.settable and decl.result.strip() in (
                container, container.rpartition(".")[2]) and (container in self.new_types and self.new_types[
                    container] == "class" or container in self.declared.main_actor and self.constructible(container))
            if shared:
                lines += ["  " + line for line in attributes]
                lines.append("  public static let %s = %s()" % (decl.name, container))
                return None
            given = None
            if container in self.new_types and container_kind == "class" and not is_type_member and not decl.settable:
                given = self.initialized_properties(container).get(decl.name, (None,))[0]
            remade = construct is True and value is not None and re.match(
                r"^[\w.]+\((frame: \.zero|nibName: nil, bundle: nil)?\)$", value)
            # An object made on first use reads the given one first, under the same name.
            if given is not None and (value is not None or given) and not remade:
                # What the initializer was given (`UIDocument(fileURL:)`'s `fileURL`), else the inert value; with none,
                # every initializer gives it.
                body_text = re.sub(r"\s*\{[^{}]*\}\s*$", "", declaration)
                lines += ["  " + line for line in attributes]
                lines.append("  %s %s { InertState.value(of: self, %s)%s }" % (
                    access, body_text, json.dumps(decl.name), " ?? " + value if value is not None else "!"))
                return None
            if value is None:
                return "no inert value of %s" % decl.result
            static = ""
            if is_type_member:
                static = "static " if container_kind != "class" or decl.settable else "class "
            if static == "static ":
                access = "public"  # a stored type property is final
            body_text = re.sub(r"\s*\{[^{}]*\}\s*$", "", re.sub(r"^(class|static)\s+", "", declaration))
            body_text = re.sub(r"^let\b", "var", body_text)
            prefix = attributes + []
            if decl.settable:
                if hand_written or is_type_member and container_kind == "class":
                    if is_type_member:
                        key = "%s.%s" % (container, decl.name)
                        prefix.append("%s %s%s {" % (access, static, body_text))
                        lines += ["  " + line for line in prefix]
                        lines.append("    get { InertState.typeValue(%s) ?? %s }" % (json.dumps(key), value))
                        lines.append("    set { InertState.setTypeValue(%s, newValue) }" % json.dumps(key))
                        lines.append("  }")
                        return None
                    if container_kind != "class":
                        return "a settable property of a %s SegueKit declares by hand" % container_kind
                    prefix.append("%s %s {" % (access, body_text))
                    lines += ["  " + line for line in prefix]
                    if "weak" in decl.modifiers:
                        lines.append("    get { InertState.weakValue(of: self, %s) }" % json.dumps(decl.name))
                        lines.append("    set { InertState.setWeak(self, %s, newValue) }" % json.dumps(decl.name))
                    else:
                        lines.append("    get { InertState.value(of: self, %s) ?? %s }" % (
                            json.dumps(decl.name), value))
                        lines.append("    set { InertState.set(self, %s, newValue) }" % json.dumps(decl.name))
                    lines.append("  }")
                    return None
                if container_kind in ("struct", "enum") and not is_type_member:
                    if not self.stores_properties(container, container_kind):
                        return "a settable property of a value type"
                    # A struct the generator declares keeps the value: a stored property, UIKit's default first.
                    self.stored_structs.add(container)
                weak = "weak " if "weak" in decl.modifiers and not static else ""
                prefix.append("%s %s%s%s = %s" % (access, static, weak, body_text, value))
                lines += ["  " + line for line in prefix]
                return None
            if value is None and is_type_member and not decl.settable and decl.result.strip() in (
                    container, container.rpartition(".")[2]) and container_kind == "class" and (
                    container in self.new_types or container in self.declared.main_actor):
                lines += ["  " + line for line in prefix]
                lines.append("  public static let %s = %s()" % (decl.name, container))
                return None
            made = construct is True and re.match(r"^[\w.]+\((frame: \.zero|nibName: nil, bundle: nil)?\)$", value)
            if made and not is_type_member and container_kind == "class":
                # One object per owner, made on first use and kept (a web view's scroll view is the same each time).
                lines += ["  " + line for line in prefix]
                lines.append("  %s %s { InertState.value(of: self, %s) { %s } }" % (
                    access, body_text, json.dumps(decl.name), value))
                return None
            if is_type_member and container_kind in ("struct", "enum") and not hand_written and value.startswith(
                    container + "(rawValue:"):
                value = '%s(rawValue: %s)' % (container, json.dumps("%s.%s" % (container, decl.name)))
            prefix.append("%s %s%s { %s }" % (access, static, body_text, value))
            lines += ["  " + line for line in prefix]
            return None
        if decl.kind == "func":
            result = decl.result.strip()
            body = ""
            if result == "Self" and container_kind == "class":
                value = self.self_value(container, is_type_member)
                if value is None:
                    return "no required initializer of %s to make Self with" % container
                body = " %s " % value
            elif result and result not in ("Void", "()"):
                # A function returning an object returns a new, empty one (`UIFontMetrics.scaledFont(for:)` a font,
                # `updated(for:)` a configuration): on the main actor when its class is, else only a class that is not.
                on_main_actor = container_kind == "class" and (
                    container in self.declared.main_actor or container in self.new_types)
                self.in_function = True
                value = self.default(result, container, True if on_main_actor else "nonisolated")
                self.in_function = False
                if value is None and "throws" in decl.modifiers:
                    # Swift's form of an Objective-C method that returns nil and sets its error when it cannot answer
                    # (`UIDocument.contents(forType:)`, `- contentsForType:error:`): with nothing to answer, it fails.
                    value = "throw CocoaError(.featureUnsupported)"
                if value is None:
                    return "no inert value of %s" % result
                body = " " + value + " "
            static = ""
            text = declaration
            if is_type_member:
                static = "static " if container_kind != "class" else "class "
                text = re.sub(r"^(class|static)\s+", "", text)
            final = access
            if hand_written and container_kind == "class" and not is_type_member:
                final = "public"
            lines += ["  " + line for line in attributes]
            lines.append("  %s %s%s {%s}" % (final, static, text, body))
            return None
        return "a %s" % decl.kind

    def self_value(self, container, is_type_member):
        """What a member returning `Self` answers: the receiver for an instance method (`CALayer.model()` outside an
        animation is the layer itself), a new instance of the class it is called on for a class method
        (`UIFieldBehavior.dragField()` on a subclass makes the subclass), through a required initializer: `init()`,
        which the generator declares required in the classes it declares with such methods. None when the class,
        declared by hand, has no required initializer that takes only inert values."""
        if not is_type_member:
            return "self"
        if container in self.new_types:
            return "self.init()"
        chain = self.declared.superclasses(container) or [container]
        for name in chain:
            for key in sorted(self.declared.required.get(name, ())):
                decl = self.declared.init_decls.get(name, {}).get(key)
                if decl is None or decl.failable or "throws" in decl.modifiers:
                    continue
                values = [self.default(param[1], container) for param in decl.params]
                if all(value is not None for value in values):
                    return "self.init(%s)" % ", ".join(
                        value if label == "_" else "%s: %s" % (label, value)
                        for (label, _, _), value in zip(decl.params, values))
        return None

    def makes_self(self, name):
        """Whether the generated class `name` has a class method returning `Self` (its `init()` is then required)."""
        return self.new_types.get(name) == "class" and any(
            decl.kind == "func" and {"class", "static"} & decl.modifiers and decl.result.strip() == "Self"
            for decls in self.interface.members.get(name, {}).values() for decl in decls)

    def emit_requirement(self, decl, container, declaration, attributes, lines):
        if decl.kind == "init":
            return "an initializer requirement"
        optional = "optional" in decl.modifiers
        text = re.sub(r"^optional\s+", "", declaration)
        text = re.sub(r"\s*=\s*(nil|\[:\]|\[\]|\.\w+|true|false|\d+)(?=\s*[,)])", "", text)
        lines += ["  " + line for line in attributes]
        lines.append("  " + text)
        if optional:
            result = decl.result.strip()
            if decl.kind == "var":
                return "an optional property requirement"
            value = ""
            if result and result not in ("Void", "()"):
                value = self.default(result, container)
                if value is None:
                    lines.pop()
                    return "no inert value of %s" % result
            self.defaults[container].append("  public %s {%s}" % (
                re.sub(r"^(class|static)\s+", "static ", text), " %s " % value if value else ""))
        return None

    def emit_typealias(self, decl, container, attributes, lines, indent):
        """`public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void`: UIKit's
        type alias as written, when every type it names resolves (not one naming a generic type's parameters)."""
        target = decl.text.partition("=")[2].strip()
        if not target:
            return "a type alias"
        qualified = "%s.%s" % (container, decl.name) if container else decl.name
        if qualified in self.declared.types or qualified in self.declared.hidden:
            return "implemented"
        missing = self.unresolved(target, container)
        if missing:
            return "uses %s, which SegueKit lacks" % missing
        lines += [indent + line for line in attributes]
        lines.append("%spublic typealias %s = %s" % (indent, decl.name, self.existentials(target)))
        return None

    def stores_properties(self, container, container_kind):
        """Whether a value type's settable properties can be stored ones: a struct the generator declares (not one
        wrapping a raw value, whose identity is that value)."""
        inherits = self.interface.inherits.get(container, [])
        return container_kind == "struct" and container in self.new_types and "OptionSet" not in inherits and \
            "RawRepresentable" not in inherits

    def emit_value_init(self, decl, container, declaration, attributes, lines):
        """An initializer of a struct the generator declares: each parameter named like one of its settable
        properties, of the same type, is stored there; the rest keep UIKit's defaults."""
        members = self.interface.members.get(container, {})
        assignments = []
        for (label, name), param in zip(self.call_names(decl), decl.params):
            property_decls = [member for member in members.get(label, []) if member.kind == "var"]
            if not property_decls or not property_decls[0].settable or "static" in property_decls[0].modifiers or \
                    self.default(property_decls[0].result, container) is None:
                continue
            stored, given = property_decls[0].result.strip(), param[1].strip()
            if stored == given:
                assignments.append("self.%s = %s" % (label, name))
            elif given in (stored + "?", stored + "!"):
                # An optional parameter for a property that is not (`UIImage?` for `image: UIImage`): nil keeps the
                # default.
                assignments.append("if let %s { self.%s = %s }" % (name, label, name))
        self.stored_structs.add(container)
        lines += ["  " + line for line in attributes]
        body = " %s " % "; ".join(assignments) if assignments else ""
        lines.append("  public %s {%s}" % (re.sub(r"^(convenience|required)\s+", "", declaration), body))
        return None

    def emit_init(self, decl, container, container_kind, hand_written, declaration, attributes, lines):
        if container_kind in ("struct", "enum"):
            if decl.key in ("init(rawValue:)",) or hand_written:
                return "an initializer of a value type" if hand_written else None
            if self.stores_properties(container, container_kind):
                return self.emit_value_init(decl, container, declaration, attributes, lines)
            return "an initializer of a value type"
        if hand_written:
            delegate = self.delegating_init(container)
            if delegate is None:
                return "no initializer of %s to delegate to" % container
            lines += ["  " + line for line in attributes]
            lines.append("  public convenience %s { %s }" % (re.sub(r"^(convenience|required)\s+", "", declaration),
                                                              delegate))
            return None
        superclass = self.superclass_of(container)
        call = self.super_init(superclass)
        lines += ["  " + line for line in attributes]
        if "convenience" in decl.modifiers:
            # A class factory method of Objective-C (`+animationWithKeyPath:`) imports as a convenience initializer,
            # which subclasses inherit: it delegates to the designated initializer every generated class has.
            delegate = {"UIView": "self.init(frame: .zero)", "UIViewController": "self.init(nibName: nil, bundle: nil)",
                        "UIGestureRecognizer": "self.init(target: nil, action: nil)"}.get(self.family(superclass),
                                                                                           "self.init()")
            lines.append("  public convenience %s { %s }" % (re.sub(r"^(convenience|required)\s+", "", declaration),
                                                              delegate + self.stores(container, decl)))
            return None
        override = self.override_init(superclass) if decl.key == "init()" else ""
        if decl.key == "init()" and self.makes_self(container) and not override.startswith("required"):
            override = "required " + override
        if decl.key != "init()" and superclass in self.declared.types and decl.key in self.declared.designated.get(
                superclass, ()):
            # A designated initializer of the class SegueKit declares by hand: overridden, and forwarded to it.
            override = "override "
            call = "super.%s" % re.sub(r"^init\??", "init", self.call_text(decl))
        if decl.key == "init(frame:)" and self.family(superclass) == "UIView" or decl.key == "init(nibName:bundle:)" \
                and self.family(superclass) == "UIViewController" or decl.key == "init(target:action:)" and \
                self.family(superclass) == "UIGestureRecognizer":
            override = "override "
            call = "super.%s" % re.sub(r"^init\??", "init", self.call_text(decl))
        if call:
            call += self.stores(container, decl)
        lines.append("  public %s%s { %s }" % (override, re.sub(r"^(convenience|required)\s+", "", declaration),
                                               call))
        return None

    def extended_by_hand(self, container, decl):
        """Whether a hand-written file of SegueKit's layers extends the generated class `container` with `decl`'s
        member. Read from the sources, not the symbol graph: an incremental build's graph can lack the location of a
        generated member, which would then pass for a hand-written one."""
        if not hasattr(self, "extensions"):
            self.extensions = defaultdict(str)  # type -> text of the hand-written files that extend it
            for module in LAYERS:
                for path in glob.glob(os.path.join(ROOT, "Sources", module, "**", "*.swift"), recursive=True):
                    if os.sep + "Generated" + os.sep in path:
                        continue
                    with open(path, encoding="utf-8") as file:
                        text = file.read()
                    for name in set(re.findall(r"(?m)^(?:public |internal |package )?extension (\w+)\b", text)):
                        self.extensions[name] += text
        text = self.extensions.get(container, "")
        if not text or decl.key not in self.declared.members.get(container, ()):
            return False
        pattern = r"\bfunc %s\(" if decl.kind == "func" else r"\bvar %s\b"
        return re.search(pattern % re.escape(decl.name), text) is not None

    def stores(self, container, decl):
        """`; InertState.set(self, "fileURL", url)` for each property of `initialized_properties` the initializer
        `decl` is given: the statements after its `super.init` or `self.init` call."""
        names = dict(self.call_names(decl))
        given = self.initialized_properties(container)
        return "".join("; InertState.set(self, %s, %s)" % (json.dumps(label), names[label])
                       for label, type_text, _ in decl.params
                       if label in given and label in names and plain_type(type_text) == given[label][1])

    def initialized_properties(self, container):
        """The get-only properties of the generated class `container` that its initializers are given, by a parameter
        labelled with the property's name and of its type (`UIDocument(fileURL:)`, `fileURL`): name -> (whether every
        initializer UIKit declares for the class gives it, its type). They keep that value."""
        if not hasattr(self, "initialized"):
            self.initialized = {}
        if container in self.initialized:
            return self.initialized[container]
        members = self.interface.members.get(container, {})
        properties = {decls[0].name: decls[0] for decls in members.values()
                      if decls[0].kind == "var" and not decls[0].settable and not {"class", "static"} & decls[0].modifiers}
        inits = [decl for decls in members.values() for decl in decls if decl.kind == "init"]
        result = {}
        for name, prop in properties.items():
            givers = [decl for decl in inits if any(
                label == name and plain_type(type_text) == plain_type(prop.result) for label, type_text, _ in decl.params)]
            if givers:
                result[name] = (len(givers) == len(inits), plain_type(prop.result))
        self.initialized[container] = result
        return result

    def call_names(self, decl):
        """Each parameter's label and internal name."""
        names = []
        for param_text in split_top(decl.text[decl.text.index("(") + 1: decl.text.rindex(")")]):
            words = param_text.partition(":")[0].split()
            if words:
                names.append((words[0], words[-1]))
        return names

    def call_text(self, decl):
        """`init(frame: frame)` for `init(frame: CGRect)`: a call forwarding each parameter."""
        names = self.call_names(decl)
        return "init(%s)" % ", ".join(("%s: %s" % (label, name)) if label != "_" else name for label, name in names)

    def delegating_init(self, container):
        """A call to an initializer the class has (its own, or inherited when it declares none)."""
        inits = set()
        for chain_class in self.declared.superclasses(container) or [container]:
            inits = self.all_inits(chain_class)
            if inits:
                break
        for key, call in (("init(frame:)", "self.init(frame: .zero)"),
                          ("init(nibName:bundle:)", "self.init(nibName: nil, bundle: nil)"), ("init()", "self.init()")):
            if key in inits:
                return call
        return None

    def superclass_of(self, name):
        return next((parent for parent in self.interface.inherits.get(name, [])
                     if self.interface.kinds.get(parent) == "class" or self.declared.types.get(parent) == "class"),
                    "NSObject")

    def declaration_text(self, decl):
        text = decl.text.strip()
        text = re.sub(r"/\*.*?\*/\s*", "", text)
        text = re.sub(r"@sil_\w+\s*", "", text)
        text = re.sub(r"^(@\w+(\([^)]*\))?\s+)+", "", text)
        text = re.sub(r"^((?:\w+\s+)*?)(?:weak|unowned\(unsafe\)|unowned)\s+", r"\1", text)
        text = re.sub(r"\b(func|case|var|let)\s+(%s)\b" % "|".join(SWIFT_KEYWORDS), r"\1 `\2`", text)
        text = re.sub(r"([(,]\s*)(\w+) \2:", r"\1\2:", text)
        text = self.unique_parameter_names(text)
        return self.existentials(text.replace("NSObjectProtocol", "AnyObject"))

    def unique_parameter_names(self, text):
        """`(forLeftSegmentState state: …, rightSegmentState state: …)` as the interface prints it, with the second
        internal name made unique (Swift refuses the same name twice)."""
        if "(" not in text:
            return text
        start = text.index("(")
        depth, end = 0, len(text)
        for index in range(start, len(text)):
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            if depth == 0:
                end = index
                break
        params = split_top(text[start + 1:end])
        seen, changed = set(), False
        for index, param in enumerate(params):
            names, colon, rest = param.partition(":")
            words = names.split()
            if len(words) == 2 and words[1] in seen:
                words[1] += str(index)
                params[index] = " ".join(words) + colon + rest
                changed = True
            if words:
                seen.add(words[-1])
        return text[:start + 1] + ", ".join(params) + text[end:] if changed else text

    def existentials(self, text):
        """Writes `any P` for each protocol type in a declaration (the package's ExistentialAny)."""

        def replace(match):
            before, name, after = match.group(1), match.group(2), match.group(3)
            if before.rstrip().endswith(("any", "some", ":", "protocol", "extension", "class", "struct", "enum")) \
                    and before.rstrip().endswith(("any", "some")):
                return match.group(0)
            if not self.is_protocol(name):
                return match.group(0)
            if after.startswith(("?", "!")):
                return "%s(any %s)%s" % (before, name, after)
            return "%sany %s%s" % (before, name, after)

        text = re.sub(r"\b([A-Z]\w*)\.Type\b", lambda match: "any %s.Type" % match.group(1) if self.is_protocol(
            match.group(1)) else match.group(0), text)
        head, paren, rest = text.partition("(")
        if not paren and ":" in text:  # a property: only its type
            name, colon, type_text = text.partition(":")
            return name + colon + self.compositions(re.sub(
                r"(^|[^\w.])([A-Z]\w*(?:\.[A-Z]\w*)*)(?![\w.])(\??!?)", replace, type_text))
        rest = re.sub(r"(^|[^\w.])([A-Z]\w*(?:\.[A-Z]\w*)*)(?![\w.])(\??!?)", replace, rest)
        return head + paren + self.compositions(rest)

    def compositions(self, text):
        """`UIView & any P` → `any UIView & P`: `any` goes before the whole composition."""
        text = re.sub(r"(?:any )?(\w+) & any (\w+)", r"any \1 & \2", text)
        return re.sub(r"(?<!\()any ([\w.]+)\.Type([?!])", r"(any \1.Type)\2", text)

    def is_protocol(self, name):
        if name in ("AnyObject", "Any", "Error"):
            return name == "Error"
        return (self.interface.kinds.get(name) == "protocol" and name not in self.interface.unavailable
                or self.declared.types.get(name) == "protocol" or self.foundation_kinds.get(name) == "protocol")

    # Type declarations

    def type_header(self, name, kind):
        inherits = [parent for parent in self.interface.inherits.get(name, []) if not parent.startswith("_")]
        short = name.rpartition(".")[2]
        if name in self.generic_types():
            # UIKit's generic parameters and their requirements, as printed: `<ItemIdentifierType>` … `where
            # ItemIdentifierType : Hashable` before the brace.
            lines = self.plain_type_header(name, kind, inherits, short + self.interface.generics[name]).split("\n")
            requirements = self.interface.requirements.get(name, "")
            # A generic type SegueKit declares by hand that the type's members name, whose same-named parameters
            # require more (`NSDiffableDataSourceSnapshot`'s identifiers are `Sendable` too): its requirements too.
            texts = " ".join(decl.text for decls in self.interface.members.get(name, {}).values() for decl in decls)
            extra = []
            for other, pairs in sorted(self.declared.generic_requirements.items()):
                if re.search(r"\b%s<" % re.escape(other), texts):
                    extra += ["%s : %s" % pair for pair in pairs if pair[0] in self.generic_names(name)
                              and "%s : %s" % pair not in requirements and "%s : %s" % pair not in extra]
            if extra:
                requirements = (requirements + ", " if requirements else "where ") + ", ".join(extra)
            opening = next(index for index, line in enumerate(lines) if line.endswith("{"))
            if requirements:
                lines[opening] = lines[opening][:-1].rstrip() + " %s {" % requirements
            return "\n".join(lines)
        return self.plain_type_header(name, kind, inherits, short)

    def plain_type_header(self, name, kind, inherits, short):
        if kind == "class":
            superclass = self.superclass_of(name)
            adopted = [parent for parent in inherits if self.adoptable(name, parent)]
            return "@preconcurrency @MainActor\nopen class %s: %s {" % (short, ", ".join([superclass] + adopted))
        if kind == "protocol":
            parents = ["AnyObject" if parent == "NSObjectProtocol" else parent for parent in inherits]
            parents = [parent for parent in parents if parent == "AnyObject" or self.known(parent)]
            return "@preconcurrency @MainActor\npublic protocol %s%s {" % (
                short, ": " + ", ".join(parents) if parents else "")
        if kind == "enum":
            raw = next((parent for parent in inherits if parent in ("Int", "UInt", "String", "Int32", "UInt32")),
                       None)
            conformances = ([raw] if raw else []) + ["Sendable"]
            return "public enum %s: %s {" % (short, ", ".join(conformances))
        if "OptionSet" in inherits:
            return "public struct %s: OptionSet, Sendable {" % short
        if "RawRepresentable" in inherits:
            return "public struct %s: Hashable, RawRepresentable, Sendable {" % short
        if name in self.stored_structs:
            # Its stored properties are UIKit's types, many of them main-actor classes: inert values nothing mutates
            # from two threads at once.
            inits = [decl for decls in self.interface.members.get(name, {}).values() for decl in decls
                     if decl.kind == "init"]
            needs_init = not any(all(param[2] for param in decl.params) for decl in inits)
            header = "public struct %s: @unchecked Sendable {" % short
            # `package`: a layer above the one its struct goes to may make one (`UIButton.Configuration` a background).
            return header + ("\n  package init() {}" if needs_init else "")
        return "public struct %s: Sendable {" % short

    def adoptable(self, name, protocol):
        """Whether the generated class `name` can adopt UIKit's protocol `protocol` as UIKit's does
        (`UIPreviewAction: UIPreviewActionItem`): a protocol refining nothing else, each of whose requirements is
        optional or declared on the class (its inventory member present). A protocol SegueKit declares by hand
        (`UIDocumentBrowserTransitionController: UIViewControllerAnimatedTransitioning`) also needs each requirement
        of SegueKit's own declaration without a default implementation to be declared on the class."""
        by_hand = self.declared.types.get(protocol) == "protocol" and protocol in self.declared.main_actor
        if self.new_types.get(protocol) != "protocol" and not by_hand:
            return False
        if any(parent not in ("NSObjectProtocol", "AnyObject") for parent in self.interface.inherits.get(protocol, [])):
            return False
        if by_hand and any(parent not in ("NSObjectProtocol", "AnyObject")
                           for parent in self.declared.inherits.get(protocol, [])):
            return False
        if not hasattr(self, "present_keys"):
            self.present_keys = defaultdict(set)
            for container, key, _, status, _ in self.status:
                if status in ("inert", "implemented"):
                    self.present_keys[container].add(key)
        for key, decls in self.interface.members.get(protocol, {}).items():
            if decls[0].kind == "typealias" or "optional" in decls[0].modifiers:
                continue
            if key not in self.present_keys.get(name, ()):
                return False
        if by_hand:
            needed = self.declared.requirements.get(protocol, set()) - self.declared.defaulted.get(protocol, set())
            if not needed <= self.present_keys.get(name, set()):
                return False
        return True

    def add_conformance_members(self):
        """The interface leaves out the members a class declares that repeat a protocol it conforms to
        (`UIViewController`'s `encodeRestorableState(with:)` of `UIStateRestoring`): they are the class's too."""
        for name, kind in list(self.interface.kinds.items()):
            if kind != "class":
                continue
            for parent in self.interface.inherits.get(name, []):
                if self.interface.kinds.get(parent) != "protocol":
                    continue
                for key, decls in list(self.interface.members.get(parent, {}).items()):
                    decl = decls[0]
                    if key in self.interface.members[name] or decl.kind == "init" or "static" in decl.modifiers:
                        continue
                    if self.interface.lookup(self.superclass_of(name), key)[0]:
                        continue
                    copy = parse_member(re.sub(r"\boptional\s+(?=(?:\w+\s+)*(?:func|var)\b)", "", decl.text.strip()))
                    copy.container, copy.header, copy.attributes = name, decl.header, decl.attributes
                    copy.modifiers = {modifier for modifier in decl.modifiers if modifier != "optional"}
                    self.interface.members[name][key].append(copy)
                    self.repeated[(name, key)] = parent

    def generate(self):
        self.repeated = {}
        self.add_conformance_members()
        self.plan_types()
        self.plan_below_types()
        self.defaults = defaultdict(list)
        self.globals = defaultdict(list)
        self.region_lines = defaultdict(list)
        containers = list(dict.fromkeys(list(self.interface.members.keys())))
        bodies = defaultdict(list)  # container -> lines
        for container in containers:
            if container in self.interface.unavailable:
                continue
            if not container:
                self.generate_globals(bodies)
                continue
            hand_written = container in self.declared.types or container in self.foundation
            new = container in self.new_types
            members = self.interface.members[container]
            kind = self.declared.types.get(container) or self.foundation_kind(container) or self.interface.kinds.get(
                container, "")
            if not hand_written and not new:
                for key, decls in members.items():
                    self.status.append((container, key, decls[0].kind, "absent", "in %s, which SegueKit lacks" % (
                        container)))
                continue
            option_set = "OptionSet" in self.interface.inherits.get(container, [])
            raw_wrapper = "RawRepresentable" in self.interface.inherits.get(container, [])
            bit = 0
            emitted = set()
            for key, decls in members.items():
                if container == "NSObject" and "UIResponder" in self.regions:
                    decls = self.place_on_responder(key, decls)
                    if not decls:
                        continue
                decl = decls[0]
                if hand_written and (self.declared.has(container, key) or self.inherited_from_foundation(key)
                                     or key in self.foundation_members.get(container, ())
                                     or container == "NSString" and key in self.foundation_members.get("String", ())):
                    self.status.append((container, key, decl.kind, "implemented", ""))
                    continue
                if new and kind == "class" and decl.kind in ("func", "var") and self.extended_by_hand(container, decl):
                    # Behaviour SegueKit writes by hand in an extension of a generated class
                    # (`UIDocumentBrowserTransitionController.animateTransition(using:)` ends its transition).
                    self.status.append((container, key, decl.kind, "implemented", ""))
                    continue
                if key in ("init(rawValue:)", "rawValue", "_rawValue") and (
                        kind == "enum" or new and (option_set or raw_wrapper)):
                    self.status.append((container, key, decl.kind, "inert", ""))
                    continue
                if new and option_set and decl.kind == "var" and decl.result.strip() == container.rpartition(".")[2]:
                    lines = bodies[container]
                    lines += ["  " + line for line in decl.attributes]
                    # UIKit declares an option set's members as computed `static var`s; a stored `static let`'s
                    # initializer would also be type-checked each time the module's interface is emitted.
                    type_name = container.rpartition(".")[2]
                    if decl.name == "all" and bit:
                        # `all` is the union of the members before it, as UIKit's headers define it for the option
                        # sets generated here (`NSDirectionalRectEdgeAll`, `UIScrollTypeMaskAll`).
                        value, note = "(1 &<< %d) - 1" % bit, "raw value assumed: the members before it"
                    else:
                        value, note = "1 &<< %d" % bit, "raw value assumed: bit %d" % bit
                        bit += 1
                    lines.append("  public static var %s: %s { %s(rawValue: %s) }"
                                 % (decl.name, type_name, type_name, value))
                    self.status.append((container, key, decl.kind, "inert", note))
                    continue
                if key in self.declared.hidden_members.get(container, ()) or decl.kind in ("func", "var") and any(
                        hidden.split("(")[0] == decl.name for hidden in self.declared.hidden_members.get(container, ())):
                    self.status.append((container, key, decl.kind, "absent",
                                        "SegueKit declares a non-public member of this name"))
                    continue
                if (container, key) in emitted:
                    continue
                emitted.add((container, key))
                below = self.declared.declared_below(container, key) if hand_written else None
                if below is None and hand_written and decl.kind in ("func", "var"):
                    below = next((name for name, keys in self.declared.hidden_members.items()
                                  if name == container and any(key.split("(")[0] == decl.name for key in keys)), None)
                if below:
                    self.status.append((container, key, decl.kind, "absent",
                                        "declared by hand on %s, a subclass" % below))
                    continue
                if hand_written and kind == "protocol":
                    self.status.append((container, key, decl.kind, "absent",
                                        "a requirement of a protocol SegueKit declares by hand"))
                    continue
                blocker = self.member_blocker(decl, container)
                if blocker:
                    self.status.append((container, key, decl.kind, "absent", blocker))
                    continue
                lines = []
                self.current_member = decl.name
                reason = self.emit_member(decl, container, kind, hand_written, lines)
                if reason == "implemented":
                    continue
                if reason:
                    self.status.append((container, key, decl.kind, "absent", reason))
                    continue
                if self.in_region(container, decl):
                    self.region_lines[container] += lines
                else:
                    bodies[container] += lines
                    if hand_written and kind == "class" and decl.kind in ("func", "var") and \
                            "static" not in decl.modifiers and self.fits_below(decl, container):
                        self.wants_region.add(container)
                self.status.append((container, key, decl.kind, "inert", ""))
        self.join_responder_rows()
        self.write_types(bodies)
        # Members a class repeats from a protocol are listed, but not counted as declarations of the interface.
        self.status = [row[:4] + ("repeats %s's requirement" % self.repeated[row[:2]],)
                       if row[:2] in self.repeated else row for row in self.status]

    def place_on_responder(self, key, decls):
        """Places the instance members of UIKit's `NSObject` categories (informal protocols: `UIAccessibilityAction`'s
        `accessibilityPerformMagicTap()`, the `UIAccessibility` properties, `awakeFromNib()`) in `UIResponder`'s
        region; returns the class members of `key`, which stay in `NSObject`'s extension.

        On iOS they are Objective-C category members, which any subclass overrides. Here `NSObject` is Foundation's,
        so they could only be declared in an extension, where no subclass can override them. Apps override them in
        views, view controllers and accessibility elements (`UIAccessibilityElement` is a `UIResponder` in UIKit's
        interface), all responders, so they are declared where those classes inherit them. A member SegueKit declares
        by hand on `UIResponder` or a subclass keeps that declaration. Other `NSObject` subclasses (`UIBarItem`,
        `UIImage`) do not have them, unless they declare them by hand."""
        instance = [decl for decl in decls if decl.kind in ("func", "var") and not {"class", "static"} & decl.modifiers]
        if not instance:
            return decls
        decl = instance[0]
        container = "UIResponder"
        if self.declared.has(container, key):
            outcome = ("implemented", "")
        elif self.declared.declared_below(container, key):
            outcome = ("absent", "declared by hand on %s, a subclass" % self.declared.declared_below(container, key))
        elif key in self.declared.hidden_members.get(container, ()):
            outcome = ("absent", "SegueKit declares a non-public member of this name")
        else:
            reason = self.member_blocker(decl, container)
            lines = []
            if not reason:
                self.current_member = decl.name
                self.category_member = True
                reason = self.emit_member(decl, container, "class", True, lines)
                self.category_member = False
            if reason:
                outcome = ("absent", reason)
            else:
                self.region_lines[container] += lines
                outcome = ("inert", "on UIResponder, where subclasses override it")
        self.responder_outcomes[key] = (decl.kind,) + outcome
        return [other for other in decls if other not in instance]

    def join_responder_rows(self):
        """One row per key of `NSObject`: a key with a class member too (`accessibilityPerformMagicTap()`) is present
        only when both are, and its reason names what each part is."""
        rows = {row[1]: index for index, row in enumerate(self.status) if row[0] == "NSObject"}
        for key, (kind, status, reason) in sorted(self.responder_outcomes.items()):
            if key not in rows:
                self.status.append(("NSObject", key, kind, status, reason))
                continue
            index = rows[key]
            _, _, own_kind, own_status, own_reason = self.status[index]
            if own_status == "absent" or status == "absent":
                joined = "absent"
            else:
                joined = "implemented" if own_status == status == "implemented" else "inert"
            parts = [part for part in ("class member: %s%s" % (own_status, ": " + own_reason if own_reason else ""),
                                       "instance member: %s%s" % (status, ": " + reason if reason else ""))]
            self.status[index] = ("NSObject", key, own_kind, joined, "; ".join(parts))

    def generate_globals(self, bodies):
        """UIKit's global functions and constants, each in its header's file."""
        for key, decls in self.interface.members[""].items():
            decl = decls[0]
            if key in self.declared.members.get("", ()):
                self.status.append(("(global)", key, decl.kind, "implemented", ""))
                continue
            if decl.name.startswith("_") or re.match(r"^[A-Z0-9_]+$", decl.name):
                self.status.append(("(global)", key, decl.kind, "absent", "a C macro or a private name"))
                continue
            blocker = self.member_blocker(decl, "")
            if blocker:
                self.status.append(("(global)", key, decl.kind, "absent", blocker))
                continue
            declaration = self.declaration_text(decl)
            lines = ["" + attribute for attribute in decl.attributes]
            if decl.kind == "func":
                result = decl.result.strip()
                self.in_function = True
                value = self.default(result, "", True) if result and result not in ("Void", "()") else ""
                self.in_function = False
                if value is None:
                    self.status.append(("(global)", key, decl.kind, "absent", "no inert value of %s" % result))
                    continue
                lines.append("@MainActor public %s {%s}" % (declaration, " %s " % value if value else ""))
            elif decl.kind == "var":
                self.current_member = ""
                value = json.dumps(decl.name) if decl.result.strip() == "String" else self.default(decl.result)
                if value is None:
                    self.status.append(("(global)", key, decl.kind, "absent", "no inert value of %s" % decl.result))
                    continue
                type_text = re.sub(r"\s*\{[^{}]*\}\s*$", "", decl.text.partition(":")[2]).strip()
                lines.append("public let %s: %s = %s" % (decl.name, type_text, value))
            elif decl.kind == "typealias":
                reason = self.emit_typealias(decl, "", [], lines, "")
                if reason == "implemented":
                    self.status.append(("(global)", key, decl.kind, "implemented", ""))
                    continue
                if reason:
                    self.status.append(("(global)", key, decl.kind, "absent", reason))
                    continue
            else:
                self.status.append(("(global)", key, decl.kind, "absent", "a %s" % decl.kind))
                continue
            self.globals[decl.header].append("\n".join(lines))
            self.status.append(("(global)", key, decl.kind, "inert", ""))

    def foundation_kind(self, name):
        return self.foundation_kinds.get(name)

    def inherited_from_foundation(self, key):
        return key in ("init(coder:)", "encode(with:)", "isEqual(_:)", "hash", "description", "debugDescription",
                       "copy(with:)", "init()")

    def write_types(self, bodies):
        headers = defaultdict(list)
        # New types, nested ones inside their container's declaration or an extension of it.
        children = defaultdict(list)
        for name in self.new_types:
            children[name.rpartition(".")[0]].append(name)

        def declare(name, depth):
            kind = self.new_types[name]
            indent = "  " * depth
            header_lines = self.interface.types.get(name, ("", []))[1]
            lines = [indent + attribute for attribute in header_lines]
            lines += [indent + line for line in self.type_header(name, kind).split("\n")]
            inherits = self.interface.inherits.get(name, [])
            short = name.rpartition(".")[2]
            if kind == "struct" and "OptionSet" in inherits:
                raw = self.interface.members.get(name, {}).get("rawValue", [None])[0]
                raw_type = raw.result if raw else "UInt"
                lines.append(indent + "  public let rawValue: %s" % raw_type)
                lines.append(indent + "  public init(rawValue: %s) { self.rawValue = rawValue }" % raw_type)
            elif kind == "struct" and "RawRepresentable" in inherits:
                raw = self.interface.members.get(name, {}).get("rawValue", [None])[0]
                raw_type = raw.result if raw else "String"
                lines.append(indent + "  public var rawValue: %s" % raw_type)
                lines.append(indent + "  public init(rawValue: %s) { self.rawValue = rawValue }" % raw_type)
                lines.append(indent + "  public init(_ rawValue: %s) { self.rawValue = rawValue }" % raw_type)
            elif kind == "class" and self.family(self.superclass_of(name)) == "UIGestureRecognizer":
                if "init(target:action:)" not in self.interface.members.get(name, {}):
                    lines.append(indent + "  public override init(target: Any?, action: Selector?) { "
                                 "super.init(target: target, action: action) }")
            elif kind == "class" and "init()" not in self.interface.members.get(name, {}):
                override = self.override_init(self.superclass_of(name))
                if self.makes_self(name) and not override.startswith("required"):
                    override = "required " + override
                lines.append(indent + "  public %sinit() { %s }" % (override, self.super_init(self.superclass_of(name))))
            if kind == "class":
                family = self.family(self.superclass_of(name))
                if family == "UIView" and "init(frame:)" not in self.interface.members.get(name, {}):
                    lines.append(indent + "  public override init(frame: CGRect) { super.init(frame: frame) }")
                if family == "UIViewController" and "init(nibName:bundle:)" not in self.interface.members.get(name, {}):
                    lines.append(indent + "  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: "
                                 "Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }")
            if kind == "class" and self.needs_coder(self.superclass_of(name)):
                lines.append(indent + "  public required init?(coder: NSCoder) { super.init(coder: coder) }")
            lines += [indent + line for line in bodies.get(name, [])]
            for child in sorted(children.get(name, [])):
                lines += declare(child, depth + 1)
            lines.append(indent + "}")
            if self.defaults.get(name):
                lines.append(indent + "extension %s {" % short)
                lines += [indent + line for line in self.defaults[name]]
                lines.append(indent + "}")
            del short
            return lines

        for name in sorted(self.new_types):
            outer = name.rpartition(".")[0]
            header = self.interface.types.get(name, ("Misc", []))[0]
            if not outer:
                headers[header].append("\n".join(declare(name, 0)))
            elif outer in self.declared.types or outer in self.foundation:
                headers[header].append("extension %s {\n%s\n}" % (outer, "\n".join(declare(name, 1))))
        for container, lines in bodies.items():
            if (container in self.declared.types or container in self.foundation) and lines:
                header = self.header_of(container)
                headers[header].append("extension %s {\n%s\n}" % (container, "\n".join(lines)))
                if container == "NSString":
                    # On iOS a String reaches these through its bridge to NSString; Linux has no such bridge.
                    headers[header].append("extension String {\n%s\n}" % "\n".join(lines))
        for header, blocks in self.globals.items():
            headers[header] += blocks
        headers["Swift4Names"] += self.swift4_names()
        self.files = {}
        routed = self.route(headers)
        for (module, header), blocks in routed.items():
            text = GENERATED_PREAMBLE + "\n\n".join(blocks) + "\n"
            self.files[os.path.join(generated_folder(module), "%s+Generated.swift" % header)] = text

    def route(self, headers):
        """Each top-level block to the layer it belongs in: a leaf layer's when it names a type of that leaf (or a type
        another block routed there declares), else the core's share, which `surface_split` divides between the core
        and the surface leaf. Repeated until no block moves."""
        # A leaf's top-level types, and the types it nests in another layer's (`NSAttributedString.DocumentType`).
        leaf_names = {module: set(name.rpartition(".")[2] for name, owner in self.declared.module_of.items()
                                  if owner == module and self.declared.module_of.get(name.rpartition(".")[0]) != module)
                      for module in LAYERS[1:] if module not in BELOW_CORE and module != SURFACE
                      and module not in VIEW_LAYERS}
        blocks = [(header, block, set(re.findall(r"\b[A-Za-z_]\w*\b", block)))
                  for header, header_blocks in headers.items() for block in header_blocks]
        while True:
            placement = [next((module for module in leaf_names if words & leaf_names[module]), LAYERS[0])
                         for _, _, words in blocks]
            grown = False
            for (_, block, _), module in zip(blocks, placement):
                if module == LAYERS[0]:
                    continue
                # Only the block's top-level types (at the start of a line): a type nested in an extension
                # (`UIActivity.Category`) is named through its parent, and `class func` declares no type.
                declared = set(re.findall(r"^(?:(?:public|open|final|indirect) )*(?:class|struct|enum|protocol|typealias) (\w+)",
                                          block, re.M))
                if not declared <= leaf_names[module]:
                    leaf_names[module] |= declared
                    grown = True
            if not grown:
                break
        routed = defaultdict(list)
        core = []
        for (header, block, _), module in zip(blocks, placement):
            declared = set(re.findall(r"(?:class|struct|enum|protocol|typealias) (\w+)", block))
            if declared & self.below_types:
                module = BELOW_CORE[0]  # a protocol a member of a class below the core names
            if module == LAYERS[0]:
                core.append((header, block))
            else:
                routed[(module, header)].append(block)
        # What stays in the core: what its own code needs, and what a leaf other than the surface needs (they depend
        # on the core alone). The rest of the core's share is the surface's.
        words, opened = hand_words()
        needed = set(words)
        for (module, _), module_blocks in routed.items():
            if module != SURFACE:
                for block in module_blocks:
                    needed |= words_of(block)
        for lines in self.region_lines.values():
            needed |= words_of("\n".join(lines))
        for (module, header), blocks in surface_split(core, needed, self.declared, self.internal_calls, opened).items():
            routed[(module, header)] += blocks
        return self.views_split(routed)

    def views_split(self, routed):
        """The core's share divided with the view layers below it: a block goes to the lowest layer of `VIEW_LAYERS`
        and the core whose types, and the types of the layers below it, include all the types it names; the types it
        names are those declared by hand (`hand_levels`) and the generated top-level types a block declares (a nested
        type is spelled with its outer type's name), which are as high as their block. Sets `routed_core_types` to
        the generated types kept above the views layer, which the regions of the layers below them may not name
        (`fits_views`)."""
        if not VIEW_LAYERS:
            return routed
        top = len(VIEW_LAYERS)
        levels = {name: level for name, level in self.hand_levels().items() if level > 0}
        top_level = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s*\n)*(?:(?:public|open|final|@MainActor|@preconcurrency|"
                               r"nonisolated)\s+)*(?:class|struct|enum|protocol|typealias) (\w+)", re.M)
        blocks = [[header, block, set(re.findall(r"\b[A-Za-z_]\w*\b", block)), 0, set(top_level.findall(block))]
                  for (module, header), header_blocks in routed.items() if module == LAYERS[0]
                  for block in header_blocks]
        grown = True
        while grown:
            grown = False
            for entry in blocks:
                level = max([entry[3]] + [levels.get(word, 0) for word in entry[2]])
                if level > entry[3]:
                    entry[3] = level
                    for name in entry[4]:
                        levels[name] = max(levels.get(name, 0), level)
                    grown = True
        for entry in blocks:
            for name in entry[4]:
                if entry[3] > 0:
                    self.routed_core_types[name] = max(self.routed_core_types.get(name, 0), entry[3])
        base = self.inert_base_blocks(blocks)
        result = defaultdict(list)
        for (module, header), header_blocks in routed.items():
            if module != LAYERS[0]:
                result[(module, header)] += header_blocks
        for index, (header, block, _, level, _) in enumerate(blocks):
            module = LAYERS[0] if level == top else INERT_BASE if index in base else VIEW_LAYERS[level]
            result[(module, header)].append(block)
        return result

    def inert_base_blocks(self, blocks):
        """The indices of the views layer's blocks (`views_split`'s entries at level 0) that go below it, to
        `INERT_BASE`: those that name no type declared by hand in the views layer (nor anything else it declares at
        the top level) and no generated type of a views-layer block that stays, until no block leaves the base."""
        if not INERT_BASE or not VIEW_LAYERS:
            return set()
        names = set()
        declaration = re.compile(r"(?:@\w+(?:\([^)]*\))?\s*)*(?:(?:public|open|package|internal|private|fileprivate|"
                                 r"final|@MainActor|nonisolated|static|indirect)\s+)*(?:class|struct|enum|protocol|"
                                 r"typealias|actor|func|var|let)\s+(\w+)")
        for path in glob.glob(os.path.join(ROOT, "Sources", VIEWS, "**", "*.swift"), recursive=True):
            if os.sep + "Generated" + os.sep in path:
                continue
            depth = 0  # top level: no indent, or two spaces per enclosing `#if` (`Selector` in Platform.swift)
            with open(path, encoding="utf-8") as file:
                for line in file:
                    stripped = line.lstrip(" ")
                    if stripped.startswith("#if"):
                        depth += 1
                    elif stripped.startswith("#endif"):
                        depth -= 1
                    elif len(line) - len(stripped) == 2 * depth:
                        match = declaration.match(stripped)
                        if match:
                            names.add(match.group(1))
        base = {index for index, entry in enumerate(blocks) if entry[3] == 0 and not entry[2] & names}
        while True:
            staying = set(name for index, entry in enumerate(blocks) if entry[3] == 0 and index not in base
                          for name in entry[4])
            left = {index for index in base if blocks[index][2] & staying}
            if not left:
                return base
            base -= left

    def swift4_names(self):
        """Swift 4's names of the types Swift 4.2 nested (`UIViewAnimationOptions` for `UIView.AnimationOptions`), for
        apps still in Swift 4 mode: obsoleted in 4.2, renamed to the nested name, as UIKit's API notes declare them.
        The old name joins the container's and the type's, with a word they share written once
        (`UIButton.ButtonType` was `UIButtonType`), except where `SWIFT4_EXCEPTIONS` lists it."""
        blocks = []
        for name in sorted(set(self.interface.kinds) | set(self.declared.types)):
            outer, _, inner = name.rpartition(".")
            if not outer or "." in outer or not outer.startswith(("UI", "NS")) or inner.startswith("_"):
                continue
            if not self.known(name) or outer in self.declared.generic:
                continue
            if name not in self.interface.kinds and name not in self.foundation and \
                    inner not in self.interface.members.get(outer, {}):
                # SegueKit's own nested types, and UIKit's newer than the inventory (iOS 15's UIButton.Configuration),
                # never had a Swift 4 name.
                continue
            if self.interface.kinds.get(name) not in ("enum", "struct", "class") and name not in self.declared.types \
                    and name not in self.foundation:
                continue
            old = SWIFT4_EXCEPTIONS.get(name) or self.joined_name(outer, inner)
            if self.known(old) or old in self.interface.kinds or old in self.declared.hidden:
                continue
            blocks.append('@available(swift, obsoleted: 4.2, renamed: "%s")\npublic typealias %s = %s' % (name, old, name))
            self.status.append(("(Swift 4)", old, "typealias", "inert", "renamed %s" % name))
        return blocks + self.swift4_foundation_names() + self.swift4_constants()

    def swift4_foundation_names(self):
        """Swift 4's names of Foundation's nested types that UIKit's interface extends (`NSAttributedStringKey` for
        `NSAttributedString.Key`): Darwin's Foundation keeps them for apps in Swift 4 mode, swift-corelibs-foundation
        declares them unavailable in every mode (Foundation/NSAttributedString.swift), which its symbol graph leaves
        out. Declared again, obsoleted in 4.2, the old name joining the nested name's parts as UIKit's do; SegueKit
        imports Foundation, so its declaration shadows Foundation's."""
        blocks = []
        for name in sorted(self.interface.members):
            outer, _, inner = name.rpartition(".")
            if not outer or "." in outer or not outer.startswith("NS") or name not in self.foundation:
                continue
            old = self.joined_name(outer, inner)
            if self.known(old) or old in self.declared.hidden:
                continue
            blocks.append('@available(swift, obsoleted: 4.2, renamed: "%s")\npublic typealias %s = %s' % (name, old, name))
            self.status.append(("(Swift 4)", old, "typealias", "inert", "renamed %s" % name))
        return blocks

    def swift4_constants(self):
        """Swift 4's names of the notification names and string constants Swift 4.2 moved into their classes:
        `NSNotification.Name.UIKeyboardWillShow` for `UIResponder.keyboardWillShowNotification`,
        `UIApplicationOpenSettingsURLString` for `UIApplication.openSettingsURLString`. The notification's value is
        its Objective-C name, as SegueKit's own constants have it."""
        notifications, constants = [], []
        for container, members in self.interface.members.items():
            if not container or "." in container or not (container in self.declared.types or container in self.new_types):
                continue
            prefix = "UI" if container == "UIResponder" else container
            for key, decls in members.items():
                decl = decls[0]
                if decl.kind != "var" or not ({"static", "class"} & decl.modifiers) or decl.settable:
                    continue
                objc = prefix + decl.name[:1].upper() + decl.name[1:]
                renamed = "%s.%s" % (container, decl.name)
                result = decl.result.strip()
                if result in ("NSNotification.Name", "Notification.Name") and decl.name.endswith("Notification"):
                    old = objc[: -len("Notification")]
                    notifications.append('  @available(swift, obsoleted: 4.2, renamed: "%s")\n  public static let %s = '
                                         'NSNotification.Name(%s)' % (renamed, old, json.dumps(objc)))
                    self.status.append(("(Swift 4)", "NSNotification.Name." + old, "var", "inert", "renamed " + renamed))
                elif result == "String" and not self.known(objc) and objc not in self.interface.members.get("", {}):
                    constants.append('@available(swift, obsoleted: 4.2, renamed: "%s")\n@preconcurrency @MainActor '
                                     'public var %s: String { %s }' % (renamed, objc, renamed))
                    self.status.append(("(Swift 4)", objc, "var", "inert", "renamed " + renamed))
        blocks = constants
        if notifications:
            blocks.append("extension NSNotification.Name {\n%s\n}" % "\n".join(sorted(notifications)))
        return blocks

    @staticmethod
    def joined_name(outer, inner):
        outer_words = re.findall(r"[A-Z][a-z0-9]*", outer)
        inner_words = re.findall(r"[A-Z][a-z0-9]*", inner)
        for overlap in range(min(len(outer_words), len(inner_words) - 1), 0, -1):
            if outer_words[-overlap:] == inner_words[:overlap]:
                return outer + "".join(inner_words[overlap:])
        return outer + inner

    def header_of(self, container):
        for decls in self.interface.members.get(container, {}).values():
            return decls[0].header
        return self.interface.types.get(container, ("Misc", []))[0]


# Swift 4 names that do not join the container's and the type's (UIKit's Swift 4.2 API notes renamed these from
# their Objective-C names rather than from the nested Swift name).
SWIFT4_EXCEPTIONS = {
    "UIBarButtonItem.SystemItem": "UIBarButtonSystemItem", "NSLayoutConstraint.Attribute": "NSLayoutAttribute",
    "NSLayoutConstraint.Relation": "NSLayoutRelation", "NSLayoutConstraint.Axis": "UILayoutConstraintAxis",
    "UIView.AutoresizingMask": "UIViewAutoresizing", "UIControl.Event": "UIControlEvents",
    "UITextField.BorderStyle": "UITextBorderStyle", "UIFont.TextStyle": "UIFontTextStyle",
    "UIFont.Weight": "UIFontWeight", "UITableViewCell.CellStyle": "UITableViewCellStyle",
}

PORT_SWIFT4_NAMES = os.path.join(ROOT, "Sources", "SeguePort", "Swift4Names.swift")


PORT_UIKIT_METHODS = os.path.join(ROOT, "Sources", "SeguePort", "UIKitMethods.swift")


def uikit_methods_source(interface):
    """`segue port`'s list of UIKit's methods that `#selector(Type.name)` names without argument labels: each class's
    method whose base name no other method of that class has (the compiler's rule for an unlabeled reference), with its
    argument labels, from which the port makes the selector as for a labeled reference."""
    rows = []
    for container, members in sorted(interface.members.items()):
        if not container or interface.kinds.get(container) != "class":
            continue
        by_name = defaultdict(list)
        for decls in members.values():
            for decl in decls:
                if decl.kind == "func":
                    by_name[decl.name].append(decl)
        for name, decls in sorted(by_name.items()):
            if len(decls) == 1 and not name.startswith("__"):
                rows.append(" ".join(["%s.%s" % (container, name)] + decls[0].labels))
    lines = ["// swift-format-ignore-file",
             "// Generated by Scripts/uikit-generate.py from UIKit's inventory: do not edit.",
             "",
             "/// UIKit's methods that `#selector(UIView.endEditing)` can name without argument labels: one line per",
             "/// method a class's interface declares under that base name alone, `Class.name` and its argument labels",
             "/// (`_` for none), from which `TypeIndex` makes the selector as for a labeled reference.",
             "enum UIKitMethods {",
             "  static let unlabeled: [Substring: [String?]] = {",
             "    var table: [Substring: [String?]] = [:]",
             "    for line in text.split(separator: \"\\n\") {",
             "      let words = line.split(separator: \" \")",
             "      table[words[0]] = words.dropFirst().map { $0 == \"_\" ? nil : String($0) }",
             "    }",
             "    return table",
             "  }()",
             "",
             "  private static let text = \"\"\"",
             ] + ["    " + row for row in rows] + ["    \"\"\"", "}"]
    return "\n".join(lines) + "\n"


def swift4_names_source(status):
    """`segue port`'s list of the names only Swift 4 mode has (the inventory's `(Swift 4)` rows, by their last
    component): an app whose sources use one builds in Swift 4 mode."""
    names = sorted(set(row[1].rpartition(".")[2] for row in status if row[0] == "(Swift 4)"))
    lines = ["// swift-format-ignore-file",
             "// Generated by Scripts/uikit-generate.py from UIKit's inventory: do not edit.",
             "",
             "/// The names Swift 4.2 retired (`UIViewAnimationOptions` became `UIView.AnimationOptions`): SegueKit",
             "/// declares them obsoleted in Swift 4.2, as UIKit's API notes do, so an app that uses one builds in",
             "/// Swift 4 mode.",
             "enum Swift4Names {",
             "  static let all: Set<String> = ["]
    lines += ["    %s," % json.dumps(name) for name in names]
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


GENERATED_PREAMBLE = """// swift-format-ignore-file
// Generated by Scripts/uikit-generate.py from UIKit's inventory: do not edit. Each declaration has UIKit's
// signature and an inert body (it keeps its state and answers what a device without that pixel or hardware would).
// A member declared by hand elsewhere in SegueKit replaces its generated one at the next generation.
import Foundation

"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the committed output is not current")
    parser.add_argument("--clean", action="store_true",
                        help="remove the generated files and empty the generated regions, before a build of the "
                             "hand-written code alone")
    parser.add_argument("--refresh-inventory", metavar="INTERFACE", help="rewrite the inventory from an interface")
    parser.add_argument("--framework", default="UIKit", help="the framework --refresh-inventory reads (UIKit, "
                        "QuartzCore …)")
    parser.add_argument("--symbols", help="a folder with SegueKit's symbol graph (default: extract it)")
    parser.add_argument("--private-symbols", help="a folder with SegueKit's symbol graph at the private level")
    parser.add_argument("--foundation-symbols", help="a folder with Foundation's symbol graphs (default: extract)")
    arguments = parser.parse_args()
    if arguments.refresh_inventory:
        refresh_inventory(arguments.refresh_inventory, arguments.framework)
        return 0
    if arguments.clean:
        for path in generated_files():
            os.remove(path)
        for path, start, end in sorted(find_regions().values(), key=lambda region: (region[0], -region[1])):
            with open(path, encoding="utf-8") as file:
                lines = file.read().split("\n")
            with open(path, "w", encoding="utf-8") as file:
                file.write("\n".join(lines[:start + 1] + lines[end:]))
        return 0
    work = tempfile.mkdtemp()
    symbols = arguments.symbols
    if not symbols:
        symbols = os.path.join(work, "segue")
        for module in LAYERS:
            extract_symbols(module, symbols)
    foundation = arguments.foundation_symbols
    if not foundation:
        foundation = os.path.join(work, "foundation")
        # FoundationNetworking: `URLRequest`, `URLSession` …, which SegueKit re-exports as UIKit makes them visible.
        for module in ("Foundation", "FoundationEssentials", "FoundationNetworking"):
            extract_symbols(module, foundation)
    regions = find_regions()
    declared = Declared()
    declared.load(symbols, regions=[(path, start, end) for path, start, end in regions.values()])
    hidden = arguments.private_symbols
    if not hidden:
        hidden = os.path.join(work, "private")
        for module in LAYERS:
            extract_symbols(module, hidden, "private")
    declared.load_hidden(hidden)
    kinds = {}
    members = defaultdict(set)
    names = foundation_names(foundation, kinds, members)

    def generate(regions):
        # Each generation adds the protocols' members to the classes of the interface it is given: a fresh one. A
        # generation that keeps in the core a generated type a region of the views layer names is done again, with
        # that member out of the region (`Generator.fits_views`).
        core_bound = {}
        while True:
            generator = Generator(read_inventory(), declared, names)
            generator.foundation_members = members
            generator.regions = regions
            generator.foundation_kinds = kinds
            generator.core_bound = core_bound
            generator.generate()
            if all(core_bound.get(name, 0) >= level for name, level in generator.routed_core_types.items()):
                return generator
            core_bound = {name: max(level, generator.routed_core_types.get(name, 0))
                          for name, level in {**generator.routed_core_types, **core_bound}.items()}

    generator = generate(regions)
    # A hand-written `open` class whose generated members would go to an extension (where no subclass can override
    # them) gets a region at the end of its body, and the members are generated again into it.
    texts = {}
    without_region = []
    # Each file's classes from the last up, so that a region added to one does not move the others.
    wanted = sorted(((declared.location.get(name, ("", -1)), name) for name in generator.wants_region),
                    key=lambda item: (item[0][0], -item[0][1]))
    for (path, line), name in wanted:
        if not path.startswith(ROOT + os.sep) or any(folder in path for folder in NO_REGION_FOLDERS):
            without_region.append((name, "declared in %s" % (os.path.relpath(path, ROOT) if path else "Foundation")))
            continue
        if path not in texts:
            with open(path, encoding="utf-8") as file:
                texts[path] = file.read()
        text = add_region(texts[path], line)
        if text is None:
            without_region.append((name, "not an open class closed by a top-level brace"))
            continue
        texts[path] = text
    for name, reason in without_region:
        print("no region for %s (%s): its generated members are in an extension" % (name, reason))
    if texts:
        regions = find_regions(texts)
        generator = generate(regions)
    report = "container\tmember\tkind\tstatus\treason\n" + "".join(
        "%s\t%s\t%s\t%s\t%s\n" % row for row in sorted(generator.status))
    outputs = dict(generator.files)
    # Each file's regions from the last up, so that filling one does not move the others.
    for owner, (path, start, end) in sorted(regions.items(), key=lambda item: (item[1][0], -item[1][1])):
        if path not in outputs:
            if path in texts:
                outputs[path] = texts[path]
            else:
                with open(path, encoding="utf-8") as file:
                    outputs[path] = file.read()
        lines = outputs[path].split("\n")
        body = format_members(generator.region_lines.get(owner, [])) if generator.region_lines.get(owner) else []
        outputs[path] = "\n".join(lines[:start + 1] + body + lines[end:])
    outputs[REPORT] = report
    outputs[PORT_SWIFT4_NAMES] = swift4_names_source(generator.status)
    outputs[PORT_UIKIT_METHODS] = uikit_methods_source(read_inventory())  # as printed, without adopted members
    counts = defaultdict(int)
    for row in generator.status:
        if not row[4].startswith("repeats "):
            counts[row[3]] += 1
    total = sum(counts.values())
    present = counts["implemented"] + counts["inert"]
    print("inventory: %d declarations; implemented %d, inert %d, absent %d; present %.1f%%" % (
        total, counts["implemented"], counts["inert"], counts["absent"], 100.0 * present / max(total, 1)))
    existing = generated_files()
    generated_paths = set(generator.files)
    if present < FLOOR * total:
        print("below the floor: %.1f%% present, the floor is %.1f%%" % (100.0 * present / total, 100.0 * FLOOR))
        return 1
    if arguments.check:
        stale = [path for path, text in outputs.items()
                 if not os.path.exists(path) or open(path, encoding="utf-8").read() != text]
        stale += sorted(existing - generated_paths)
        for path in stale:
            print("not current: %s" % os.path.relpath(path, ROOT))
        return 1 if stale else 0
    for path in existing - generated_paths:
        os.remove(path)
    for path, text in outputs.items():
        if os.path.exists(path) and open(path, encoding="utf-8").read() == text:
            continue  # unchanged: left as it is, so that the build does not compile it again
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
