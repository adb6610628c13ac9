"""UIKit's Swift interface and SegueKit's declarations, read into one shape (`Decl`) for the audit and the generator.

The interface is the one the compiler imports for UIKit: one `.swift` file per header, as printed in
github.com/DougGregor/swift-concurrency-objc (see `uikit-audit.py`). SegueKit's side is its symbol graph
(`swift symbolgraph-extract`).
"""

import json
import os
import re
import subprocess
from collections import defaultdict

# MARK: - Declarations


class Decl:
    """One declaration, read from either side, reduced to what the comparison needs."""

    def __init__(self):
        self.container = ""
        self.kind = ""  # init, func, var, case, subscript, typealias, type
        self.name = ""  # base name
        self.labels = []
        self.params = []  # (label, type, has_default)
        self.result = ""
        self.failable = ""  # "", "?", "!"
        self.modifiers = set()
        self.settable = False
        self.text = ""
        self.doc = ""
        self.generic = ""
        self.is_let = False
        self.in_extension = False

    @property
    def key(self):
        if self.kind in ("func", "init", "subscript"):
            return "%s(%s)" % (self.name, "".join(label + ":" for label in self.labels))
        return self.name


ATTRIBUTE = re.compile(r"@\w+(\((?:[^()]|\([^()]*\))*\))?\s*")
MODIFIERS = {
    "open", "public", "final", "override", "class", "static", "convenience", "required", "weak", "unowned",
    "nonisolated", "dynamic", "lazy", "mutating", "optional", "indirect", "package", "unowned(unsafe)",
    "private(set)", "internal(set)", "fileprivate(set)", "package(set)", "__consuming", "isolated",
}
TYPE_DECL = re.compile(r"^(class|struct|enum|protocol|extension|actor)\s+([\w.]+)(<[^>]*>)?\s*(?::\s*([^{]*?))?"
                       r"\s*(where [^{]*?)?\s*\{?\s*$")


def split_top(text, separator=","):
    """Splits at separators outside brackets."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char in "([<{":
            depth += 1
        elif char in ")]>}":
            if not (char == ">" and index > 0 and text[index - 1] == "-"):
                depth -= 1
        elif char == separator and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return [part.strip() for part in parts if part.strip()]


def matching_paren(text, start):
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return index
    return len(text) - 1


def take_modifiers(text):
    modifiers = set()
    while True:
        text = ATTRIBUTE.sub("", text, count=1) if text.startswith("@") else text
        match = re.match(r"^(\w+(?:\((?:set|unsafe)\))?)\s+", text)
        type_keyword = match and match.group(1) == "class" and not re.match(
            r"^class\s+(func|var|let|subscript)\b", text)
        if match and match.group(1) in MODIFIERS and not type_keyword:
            modifiers.add(match.group(1))
            text = text[match.end():]
        elif text.startswith("@"):
            continue
        else:
            return modifiers, text


def parse_member(text):
    """Parses one member declaration (`func f(_ a: T) -> U`, `var v: T { get }`, `init?(…)`); None if not one."""
    decl = Decl()
    decl.text = text
    decl.modifiers, rest = take_modifiers(text.strip())
    if rest.startswith("init"):
        decl.kind, decl.name = "init", "init"
        rest = rest[4:]
        if rest[:1] in "?!":
            decl.failable, rest = rest[0], rest[1:]
        parse_signature(decl, rest)
        return decl
    match = re.match(r"^(func|subscript)\s*([^\s(<]*)\s*(<[^(]*>)?\s*(\(.*)$", rest)
    if match:
        decl.kind = match.group(1)
        decl.name = match.group(2).strip("`") if decl.kind == "func" else "subscript"
        decl.generic = match.group(3) or ""
        parse_signature(decl, match.group(4))
        return decl
    match = re.match(r"^(var|let)\s+`?(\w+)`?\s*:\s*(.*)$", rest)
    if match:
        decl.kind, decl.name = "var", match.group(2)
        decl.is_let = match.group(1) == "let"
        type_text = match.group(3)
        accessors = re.search(r"\{([^{}]*)\}\s*$", type_text)
        if accessors:
            decl.settable = "set" in accessors.group(1)
            type_text = type_text[: accessors.start()]
        else:
            decl.settable = match.group(1) == "var"
        decl.result = type_text.split(" = ")[0].strip()
        return decl
    match = re.match(r"^case\s+`?(\w+)`?(\(.*\))?", rest)
    if match:
        decl.kind, decl.name = "case", match.group(1)
        return decl
    match = re.match(r"^typealias\s+(\w+)", rest)
    if match:
        decl.kind, decl.name = "typealias", match.group(1)
        return decl
    return None


def parse_signature(decl, rest):
    if not rest.startswith("("):
        return
    close = matching_paren(rest, 0)
    for param in split_top(rest[1:close]):
        names, _, type_text = param.partition(":")
        words = names.split()
        label = words[0] if words else "_"
        type_text, _, default = type_text.partition(" = ")
        decl.params.append((label.strip("`"), type_text.strip(), bool(default.strip())))
        decl.labels.append(label.strip("`"))
    tail = rest[close + 1:]
    match = re.search(r"->\s*(.*?)\s*(where .*)?$", tail)
    decl.result = match.group(1) if match else ""
    if "throws" in tail.split("->")[0]:
        decl.modifiers.add("throws")


# MARK: - UIKit's interface


class Interface:
    """UIKit's declarations by qualified type name, with each type's superclass and protocols.

    Each declaration also keeps the header it is printed in (`header`) and the `@available` lines above it
    (`attributes`); `types` lists the type declarations in the order read, with their header and attributes, and
    `unavailable` the types marked unavailable (their members are not read).
    """

    def __init__(self):
        self.members = defaultdict(lambda: defaultdict(list))
        self.kinds = {}
        self.inherits = defaultdict(list)
        self.types = {}  # qualified name -> (header, attributes)
        self.unavailable = set()
        # A generic type's parameters and requirements as printed: `<ItemIdentifierType>`,
        # `where ItemIdentifierType : Hashable`.
        self.generics = {}
        self.requirements = {}

    def read(self, files):
        for header, text in files:
            self.read_file(text, header)

    def read_file(self, text, header=""):
        stack = []  # (qualified name or None)
        unavailable = False
        attributes = []
        for raw in text.splitlines():
            line = raw.strip()
            if not line or line.startswith("//"):
                continue
            if line.startswith("@available"):
                unavailable = unavailable or "unavailable" in line and ("iOS" in line or "*" in line)
                attributes.append(line)
                continue
            if line == "}":
                if stack:
                    stack.pop()
                unavailable, attributes = False, []
                continue
            factory = "/*not inherited*/" in line
            line = re.sub(r"/\*.*?\*/\s*", "", line)
            _, bare = take_modifiers(line)
            match = TYPE_DECL.match(bare)
            if match and line.endswith("{"):
                kind, name, inherits = match.group(1), match.group(2), match.group(4) or ""
                outer = stack[-1] if stack else ""
                qualified = name if kind == "extension" or not outer else outer + "." + name
                if kind != "extension":
                    self.kinds[qualified] = kind
                    if match.group(3):
                        self.generics[qualified] = match.group(3)
                        self.requirements[qualified] = (match.group(5) or "").strip()
                    self.types.setdefault(qualified, (header, attributes))
                    if unavailable or outer is None or outer in self.unavailable:
                        self.unavailable.add(qualified)
                self.inherits[qualified] += [part.split("<")[0].strip() for part in split_top(inherits)]
                stack.append(qualified)
                unavailable, attributes = False, []
                continue
            if line.endswith("{"):
                stack.append(None)
                continue
            if match:  # `class X : Y` with no body
                self.kinds[match.group(2)] = match.group(1)
                if match.group(3):
                    self.generics[match.group(2)] = match.group(3)
                    self.requirements[match.group(2)] = (match.group(5) or "").strip()
                self.types.setdefault(match.group(2), (header, attributes))
                unavailable, attributes = False, []
                continue
            decl = parse_member(line)
            if decl and factory:
                decl.modifiers.add("factory")
            if decl and not unavailable:
                decl.container = stack[-1] if stack else ""
                decl.header = header
                decl.attributes = attributes
                if decl.container is not None and decl.container not in self.unavailable:
                    if decl.name.startswith("__"):
                        decl.name = decl.name[2:]
                        decl.modifiers.add("refined")
                    self.members[decl.container][decl.key].append(decl)
            unavailable, attributes = False, []

    def lookup(self, container, key, seen=None):
        """The declarations named `key` in `container`, its superclasses and protocols, and where found."""
        seen = seen if seen is not None else set()
        if container in seen:
            return [], None
        seen.add(container)
        found = self.members.get(container, {}).get(key)
        if found:
            return found, container
        for parent in self.inherits.get(container, []):
            found, owner = self.lookup(parent, key, seen)
            if found:
                return found, owner
        return [], None

    def is_class(self, name):
        return self.kinds.get(name) == "class"

    def superclass_chain(self, name):
        chain = []
        while name and self.is_class(name):
            chain.append(name)
            parents = [parent for parent in self.inherits.get(name, []) if self.is_class(parent)]
            name = parents[0] if parents else None
        return chain


def reference_files(spec):
    """The interface's files: a folder, or `<git dir>:<commit>:<folder>`."""
    parts = spec.split(":")
    if len(parts) == 3:
        git_dir, commit, folder = parts
        names = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "--name-only", commit, folder + "/"],
                               check=True, capture_output=True, text=True).stdout.split()
        for name in names:
            if name.endswith(".swift"):
                yield os.path.basename(name)[:-6], subprocess.run(
                    ["git", "--git-dir", git_dir, "show", "%s:%s" % (commit, name)],
                    check=True, capture_output=True, text=True).stdout
        return
    for name in sorted(os.listdir(spec)):
        if name.endswith(".swift"):
            with open(os.path.join(spec, name), encoding="utf-8") as file:
                yield name[:-6], file.read()


# MARK: - SegueKit's declarations

KINDS = {
    "swift.init": "init", "swift.method": "func", "swift.type.method": "func", "swift.func": "func",
    "swift.property": "var", "swift.type.property": "var", "swift.var": "var", "swift.enum.case": "case",
    "swift.subscript": "subscript", "swift.type.subscript": "subscript", "swift.typealias": "typealias",
}
TYPE_KINDS = {"swift.class": "class", "swift.struct": "struct", "swift.enum": "enum", "swift.protocol": "protocol"}


def restricted_setter(location):
    if not location:
        return False
    with open(location["uri"].replace("file://", ""), encoding="utf-8") as file:
        line = file.read().splitlines()[location["position"]["line"]]
    return re.search(r"\b(private|fileprivate|internal)\(set\)", line) is not None


def segue_declarations(folder):
    decls, types = [], {}
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".symbols.json"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            kind = symbol["kind"]["identifier"]
            path = symbol["pathComponents"]
            text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            doc = "\n".join(line["text"] for line in (symbol.get("docComment") or {}).get("lines", []))
            if kind in TYPE_KINDS:
                types[".".join(path)] = (TYPE_KINDS[kind], text, doc, symbol["accessLevel"])
                continue
            if kind not in KINDS or len(path) < 2:
                continue
            decl = parse_member(" ".join(text.split()))
            if not decl:
                continue
            decl.container = ".".join(path[:-1])
            if decl.kind == "var" and "lazy" in decl.modifiers and decl.settable:
                # The symbol graph prints `public private(set) lazy var` as `{ get set }`: read the source line.
                decl.settable = not restricted_setter(symbol.get("location"))
            decl.modifiers.add(symbol["accessLevel"])
            decl.in_extension = "swiftExtension" in symbol
            decl.doc = doc
            decl.source = "%s:%s" % (
                os.path.relpath(symbol.get("location", {}).get("uri", "?").replace("file://", "")),
                symbol.get("location", {}).get("position", {}).get("line", 0) + 1,
            )
            decls.append(decl)
    return decls, types
