#!/usr/bin/env python3
"""Compares SegueKit's public declarations on UIKit-named types with UIKit's Swift interface (issue 11, point 2).

Not shipped to users; a maintainer's check. Usage:

    SEGUE_WITHOUT_PORT=1 swift build --target SegueKit
    swift symbolgraph-extract -module-name SegueKit -I .build/debug/Modules \
        -target x86_64-unknown-linux-gnu -minimum-access-level public -output-dir /tmp/segue-symbols
    Scripts/uikit-audit.py --symbols /tmp/segue-symbols --reference <UIKit interface> [--markdown]

The reference is the Swift interface of UIKit as the compiler imports it: one `.swift` file per UIKit header, as
in github.com/DougGregor/swift-concurrency-objc, commit 5ab47b4f70a675a4298dc00b1526505b964b4061 ("Xcode 12.2 beta 3
SDKs", iOS 14.2 SDK), folder `iOS/UIKit`. `--reference` takes that folder, or `<bare git dir>:<commit>:<folder>`
to read it with `git show` from a bare copy. That interface is the Objective-C import without UIKit's Swift
overlay: it writes `class`/`func` without `open` (every Objective-C class and member is open), shows refined
names with a `__` prefix (the overlay's public spelling drops it) and has no overlay additions (`UIEdgeInsets.zero`,
`IndexPath.row`, `UIApplicationDelegate.main()`), which the report counts as "not in the interface".

Each SegueKit member is looked up by Swift name (base name and argument labels) in its type, then in the type's
superclasses and protocols, and compared: parameter and result types (normalized: `any`, module prefixes,
`@escaping`, attributes, `TimeInterval`), optionality, failable initializers, default arguments, `open` versus
`public`/`final`, `class` versus `static`, designated/convenience/required initializers and get-only versus
settable properties. A member not in the interface must say "Not in UIKit" in its doc comment.
"""

import argparse
import json
import os
import re
import subprocess
import sys
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
TYPE_DECL = re.compile(r"^(class|struct|enum|protocol|extension|actor)\s+([\w.]+)(?:<[^>]*>)?\s*(?::\s*([^{]*?))?"
                       r"\s*(?:where [^{]*)?\{?\s*$")


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
    """UIKit's declarations by qualified type name, with each type's superclass and protocols."""

    def __init__(self):
        self.members = defaultdict(lambda: defaultdict(list))
        self.kinds = {}
        self.inherits = defaultdict(list)

    def read(self, files):
        for text in files:
            self.read_file(text)

    def read_file(self, text):
        stack = []  # (qualified name or None)
        unavailable = False
        for raw in text.splitlines():
            line = raw.strip()
            if not line or line.startswith("//"):
                continue
            if line.startswith("@available"):
                unavailable = unavailable or "unavailable" in line
                continue
            if line == "}":
                if stack:
                    stack.pop()
                unavailable = False
                continue
            factory = "/*not inherited*/" in line
            line = re.sub(r"/\*.*?\*/\s*", "", line)
            _, bare = take_modifiers(line)
            match = TYPE_DECL.match(bare)
            if match and line.endswith("{"):
                kind, name, inherits = match.group(1), match.group(2), match.group(3) or ""
                outer = stack[-1] if stack else ""
                qualified = name if kind == "extension" or not outer else outer + "." + name
                if kind != "extension":
                    self.kinds[qualified] = kind
                self.inherits[qualified] += [part.split("<")[0].strip() for part in split_top(inherits)]
                stack.append(qualified)
                unavailable = False
                continue
            if line.endswith("{"):
                stack.append(None)
                continue
            if match:  # `class X : Y` with no body
                self.kinds[match.group(2)] = match.group(1)
                continue
            decl = parse_member(line)
            if decl and factory:
                decl.modifiers.add("factory")
            if decl and not unavailable:
                decl.container = stack[-1] if stack else ""
                if decl.container is not None:
                    if decl.name.startswith("__"):
                        decl.name = decl.name[2:]
                        decl.modifiers.add("refined")
                    self.members[decl.container][decl.key].append(decl)
            unavailable = False

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
                yield subprocess.run(["git", "--git-dir", git_dir, "show", "%s:%s" % (commit, name)],
                                     check=True, capture_output=True, text=True).stdout
        return
    for name in sorted(os.listdir(spec)):
        if name.endswith(".swift"):
            with open(os.path.join(spec, name), encoding="utf-8") as file:
                yield file.read()


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


# MARK: - Comparison

RENAMES = [
    (r"\bTimeInterval\b", "Double"), (r"\bAnyObject\.Type\b", "AnyClass"), (r"\(\)->\(\)", "()->Void"),
    (r"\bNSNotification\.Name\b", "Notification.Name"), (r"\bObjCBool\b", "Bool"),
    (r"\bUnsafeMutablePointer<ObjCBool>", "UnsafeMutablePointer<Bool>"), (r"\bNSString\b", "String"),
    (r"\(([\w.]+)\)(?!->)", r"\1"), (r"\bArray<(\w+)>", r"[\1]"), (r"\bOptional<(\w+)>", r"\1?"), (r"\bSegueKit\.", ""),
]


def normalize(type_text):
    text = ATTRIBUTE.sub("", type_text)
    text = re.sub(r"\b(any|some|__owned|__shared|Swift|Foundation|CoreGraphics|ObjectiveC|UIKit)\b\.?\s*", "", text)
    text = re.sub(r"\s+", "", text)
    for pattern, replacement in RENAMES:
        text = re.sub(pattern, replacement, text)
    return text


def optionality_only(left, right):
    return left.rstrip("?!") == right.rstrip("?!")


def compare(segue, uikit, container_kind, interface, inherited_init=False):
    """The differences of one SegueKit member from one UIKit declaration, as (category, detail) pairs."""
    problems = []
    if segue.kind != uikit.kind:
        return [("kind", "%s, UIKit's is a %s" % (segue.kind, uikit.kind))]
    for (label, s_type, s_default), (_, u_type, u_default) in zip(segue.params, uikit.params):
        s_norm, u_norm = normalize(s_type), normalize(u_type)
        if s_norm != u_norm:
            category = "optionality" if optionality_only(s_norm, u_norm) else "type"
            problems.append((category, "'%s:' is %s, UIKit's %s" % (label, s_norm, u_norm)))
        if u_default and not s_default:
            category = "default (protocol)" if container_kind == "protocol" else "default"
            problems.append((category, "'%s:' has no default argument" % label))
    s_result, u_result = normalize(segue.result), normalize(uikit.result)
    if segue.kind in ("func", "var", "subscript") and s_result != u_result:
        self_type = {u_result, s_result} == {"Self", segue.container}
        if not self_type:
            category = "optionality" if optionality_only(s_result, u_result) else "type"
            what = "type" if segue.kind == "var" else "result"
            problems.append((category, "%s %s, UIKit's %s" % (what, s_result or "Void", u_result or "Void")))
    if segue.kind == "init" and segue.failable != uikit.failable:
        problems.append(("optionality", "init%s, UIKit's init%s" % (segue.failable, uikit.failable)))
    if segue.kind in ("var", "subscript") and segue.settable != uikit.settable:
        if uikit.settable:
            problems.append(("get-only", "get-only, UIKit's is settable"))
        else:
            problems.append(("settable", "settable, UIKit's is get-only"))
    in_class = container_kind == "class"
    if in_class and uikit.kind in ("func", "var", "subscript"):
        u_type_member = "class" in uikit.modifiers or "static" in uikit.modifiers
        s_type_member = "class" in segue.modifiers or "static" in segue.modifiers
        if u_type_member != s_type_member:
            problems.append(("static", "instance/type member differs"))
        elif "static" in segue.modifiers and "class" in uikit.modifiers and not uikit.is_let:
            problems.append(("static", "static, UIKit's is class (overridable)"))
        elif "open" not in segue.modifiers and "static" not in segue.modifiers and not uikit.is_let:
            if segue.in_extension:
                problems.append(("open in extension", "declared in an extension, so not overridable"))
            else:
                problems.append(("open", "public, UIKit's is open"))
    # An initializer UIKit declares only on a superclass is imported as a convenience initializer in a class that
    # names its own designated ones, so its kind is not compared.
    if segue.kind == "init" and in_class and not inherited_init and "factory" not in uikit.modifiers:
        s_conv, u_conv = "convenience" in segue.modifiers, "convenience" in uikit.modifiers
        if s_conv != u_conv:
            problems.append(("init kind", "%s, UIKit's is %s" % (
                "convenience" if s_conv else "designated", "convenience" if u_conv else "designated")))
        coder = segue.key == "init(coder:)"
        if "required" in segue.modifiers and not coder:
            problems.append(("init kind", "required, UIKit's is not"))
    return problems


# Members UIKit's classes get from Foundation (NSObject, NSCoding), which the UIKit interface does not repeat.
FROM_FOUNDATION = {
    "init(coder:)", "isEqual(_:)", "hash", "description", "debugDescription", "perform(_:with:afterDelay:)",
    "cancelPreviousPerformRequests(withTarget:)", "cancelPreviousPerformRequests(withTarget:selector:object:)",
}
# UIKit's Swift overlay (not in the Objective-C import the reference shows), from Apple's documentation pages.
OVERLAY = {"UIImage.init(imageLiteralResourceName:)", "UIColor.init(_colorLiteralRed:green:blue:alpha:)"}
# Foundation types SegueKit declares or extends where swift-corelibs-foundation lacks them.
FOUNDATION_TYPES = {"NSObject", "NSUserActivity", "NSExceptionName"}
# UIKit API newer than the reference (iOS 15 and later), by type or by member; checked by hand against Apple's
# documentation pages (developer.apple.com/documentation/uikit/...), which give each one's availability.
NEWER = {
    "UISheetPresentationController", "UISheetPresentationControllerDelegate",
    "UISheetPresentationControllerDetentResolutionContext", "UIViewController.sheetPresentationController",
    "UIViewController.viewIsAppearing(_:)", "UIPopoverPresentationController.adaptiveSheetPresentationController",
    "UIColor.systemCyan", "UIColor.systemMint", "UIColor.tintColor", "UIDatePicker.roundsToMinuteInterval",
    "UIDatePicker.Mode.yearAndMonth", "UIMenu.Options.singleSelection", "UIMenuElement.Attributes.keepsMenuPresented",
    "UINavigationBar.compactScrollEdgeAppearance", "UINavigationItem.compactScrollEdgeAppearance",
    "UINavigationItem.LargeTitleDisplayMode.inline", "UIButton.init(primaryAction:)",
    "UIScrollView.KeyboardDismissMode.interactiveWithAccessory", "UIScrollView.KeyboardDismissMode.onDragWithAccessory",
    "NSDiffableDataSourceSnapshot.reconfigureItems(_:)", "NSDiffableDataSourceSnapshot.reconfiguredItemIdentifiers",
    "UICollectionViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)",
    "UITableViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)",
    "UICollectionViewDiffableDataSource.index(for:)", "UITableViewDiffableDataSource.index(for:)",
    "UICollectionViewDiffableDataSource.sectionIdentifier(for:)",
    "UITableViewDiffableDataSource.sectionIdentifier(for:)",
    "UIColor.systemBrown",
    "NSDiffableDataSourceSnapshot.reloadedItemIdentifiers", "NSDiffableDataSourceSnapshot.reloadedSectionIdentifiers",
    "UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:)",
}


def type_name_is_uikit(name, interface):
    root = name.split(".")[0]
    return root in interface.kinds or root in interface.members or re.match(r"^(UI|NS)[A-Z]", root)


def audit(decls, types, interface):
    rows = []  # (status, container, key, detail, source)
    for name, (kind, text, _, access) in sorted(types.items()):
        if not type_name_is_uikit(name, interface) or name not in interface.kinds:
            continue
        u_kind = interface.kinds[name]
        if u_kind != kind:
            rows.append(("mismatch", name, "(type)", "kind: %s, UIKit's is a %s" % (kind, u_kind), ""))
        elif kind == "class" and (access != "open" or re.search(r"\bfinal\b", text)):
            rows.append(("mismatch", name, "(type)", "open: %s class, UIKit's is open" % (
                "final" if "final" in text else access), ""))
        else:
            rows.append(("matched", name, "(type)", "", ""))
    for decl in decls:
        if not type_name_is_uikit(decl.container, interface):
            continue
        found, owner = interface.lookup(decl.container, decl.key)
        member = decl.container + "." + decl.key
        if not found and decl.key == "init()" and interface.superclass_chain(decl.container):
            # NSObject's `init()`, imported as a convenience initializer in classes that name designated ones.
            found, owner = [parse_member("init()")], "NSObject"
        if not found and decl.kind == "var" and decl.key in ("description", "debugDescription", "hash"):
            found, owner = [decl], "NSObject"
        raw_wrapper = "rawValue" in interface.members.get(decl.container, {}) or types.get(
            decl.container, ("",))[0] == "enum"
        if not found and decl.key in ("init(rawValue:)", "init(_:)") and raw_wrapper:
            # A wrapper of a raw value (NS_TYPED_ENUM, NS_OPTIONS): Swift gives it both initializers.
            found, owner = [decl], decl.container
        if not found and member in OVERLAY:
            rows.append(("overlay", decl.container, decl.key, "", decl.source))
            continue
        if not found and (decl.key in FROM_FOUNDATION or decl.container.split(".")[0] in FOUNDATION_TYPES):
            rows.append(("foundation", decl.container, decl.key, "", decl.source))
            continue
        if not found and (member in NEWER or any(decl.container.startswith(name) for name in NEWER)):
            rows.append(("newer than reference", decl.container, decl.key, "", decl.source))
            continue
        if not found:
            parts = decl.container.split(".")
            outer = [types.get(".".join(parts[:end]), ("", "", "", ""))[2] for end in range(1, len(parts) + 1)]
            docs = [decl.doc] + outer
            documented = any(re.search(r"not (in|a) uikit", doc.lower()) for doc in docs)
            rows.append(("addition" if documented else "undocumented addition", decl.container, decl.key,
                         "", decl.source))
            continue
        container_kind = types.get(decl.container, ("",))[0] or interface.kinds.get(decl.container, "")
        inherited_init = decl.kind == "init" and owner != decl.container
        results = [compare(decl, candidate, container_kind, interface, inherited_init) for candidate in found]
        if owner != decl.container:
            # The interface leaves out a member a class redeclares from a superclass or protocol (UIView.frame,
            # UITextField.inputView are `readwrite` redeclarations of get-only ones): settable is then UIKit's too.
            results = [[problem for problem in result if problem[0] != "settable"] for result in results]
        best = min(results, key=len)
        if not best:
            rows.append(("matched", decl.container, decl.key, "", decl.source))
        else:
            detail = "; ".join("%s: %s" % problem for problem in best)
            rows.append(("mismatch", decl.container, decl.key, detail, decl.source))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--symbols", required=True, help="folder of SegueKit's .symbols.json files")
    parser.add_argument("--reference", required=True, help="UIKit interface folder or <git dir>:<commit>:<folder>")
    parser.add_argument("--markdown", action="store_true", help="print every row as a Markdown table")
    parser.add_argument("--all", action="store_true", help="also list matched declarations")
    arguments = parser.parse_args()
    interface = Interface()
    interface.read(reference_files(arguments.reference))
    decls, types = segue_declarations(arguments.symbols)
    rows = audit(decls, types, interface)
    counts = defaultdict(int)
    for row in rows:
        counts[row[0]] += 1
    shown = [row for row in rows if arguments.all or row[0] != "matched"]
    shown.sort(key=lambda row: (row[0], row[1], row[2]))
    if arguments.markdown:
        print("| status | type | member | difference | source |")
        print("|---|---|---|---|---|")
        for row in shown:
            print("| %s | `%s` | `%s` | %s | %s |" % row)
    else:
        for row in shown:
            print("%-22s %s.%s  %s  [%s]" % row)
    print()
    print("audited %d: %s" % (len(rows), ", ".join("%s %d" % item for item in sorted(counts.items()))))


if __name__ == "__main__":
    sys.exit(main())
