#!/usr/bin/env python3
"""Compares SegueKit's public declarations on UIKit-named types with UIKit's Swift interface (issue 11, point 2).

Not shipped to users; a maintainer's check. Usage:

    SEGUE_WITHOUT_PORT=1 swift build --target SegueKit
    for module in SegueKitGraphics SegueKitInertBase SegueKitViews SegueKitControls SegueKitCore SegueKitStoryboards \
      SegueKitInertSurface SegueKitDocuments SegueKitCompositionalLayout SegueKitDiffableDataSources; do
      swift symbolgraph-extract -module-name $module -I .build/debug/Modules \
        -target x86_64-unknown-linux-gnu -minimum-access-level public -output-dir /tmp/segue-symbols
    done
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
import re
import sys
from collections import defaultdict

from uikit_interface import Interface, parse_member, reference_files, segue_declarations, ATTRIBUTE

# MARK: - Comparison

RENAMES = [
    (r"\bTimeInterval\b", "Double"), (r"\bAnyObject\.Type\b", "AnyClass"), (r"\(\)->\(\)", "()->Void"),
    (r"\bNSNotification\.Name\b", "Notification.Name"), (r"\bObjCBool\b", "Bool"),
    (r"\bUnsafeMutablePointer<ObjCBool>", "UnsafeMutablePointer<Bool>"), (r"\bNSString\b", "String"),
    (r"\(([\w.]+)\)(?!->)", r"\1"), (r"\bArray<(\w+)>", r"[\1]"), (r"\bOptional<(\w+)>", r"\1?"), (r"\bSegueKit(?:Core|InertSurface|Documents|CompositionalLayout|DiffableDataSources)?\.", ""),
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
