#!/usr/bin/env python3
"""Replays real storyboard and xib merges from git histories through `segue merge` and `git merge-file`.

For each bare repository given (as fetched; nothing is checked out or committed), every two-parent merge commit
where a .storyboard or .xib changed on both sides since the merge base is a case: the driver and git's line merge
run on base/ours/theirs, and each result is compared with what the humans committed, byte for byte and after XML
canonicalization (C14N: attributes sorted, whitespace-only text and comments dropped). A clean merge of the
driver is also checked structurally: every change `segue diff` finds from the base to either side must be a change
from the base to the result (nothing either side did is lost); re-save metadata and frames, which the documented
rules decide (the newer version, ours' frame under Auto Layout), and reorders (which siblings a diff names as moved
depends on the longest run it keeps) are left out of that check.

Usage: Scripts/measure-merges.py --segue .build/debug/segue --cases Documentation/storyboard-merge-cases.tsv \
           /work/.mirror/owner+name/repo ...
Prints the figures; writes one line per case to --cases.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

SUFFIXES = (".storyboard", ".xib")


def git(repo, *arguments, check=True):
    result = subprocess.run(["git", "--git-dir", repo, *arguments], capture_output=True)
    if check and result.returncode != 0:
        raise RuntimeError(f"git {' '.join(arguments)}: {result.stderr.decode(errors='replace')}")
    return result


def blob(repo, commit, path):
    result = git(repo, "show", f"{commit}:{path}", check=False)
    return result.stdout if result.returncode == 0 else None


def changed(repo, a, b):
    output = git(repo, "diff", "--name-only", "--no-renames", a, b).stdout.decode(errors="replace")
    return {line for line in output.splitlines() if line.endswith(SUFFIXES)}


def canonical(data):
    try:
        return ElementTree.canonicalize(data.decode("utf-8"), strip_text=True, with_comments=False)
    except Exception:
        return None


def cases(repo, limit):
    log = git(repo, "log", "--all", "--merges", "--full-history", "--format=%H %P", "--", "*.storyboard", "*.xib")
    seen = set()
    for line in log.stdout.decode().splitlines():
        parts = line.split()
        if len(parts) != 3 or parts[0] in seen:
            continue
        seen.add(parts[0])
        merge, ours, theirs = parts
        bases = git(repo, "merge-base", "--all", ours, theirs, check=False).stdout.decode().split()
        if len(bases) != 1:
            continue  # Criss-cross histories have no single base; git would merge the bases first.
        base = bases[0]
        for path in sorted(changed(repo, base, ours) & changed(repo, base, theirs)):
            yield merge, base, ours, theirs, path
            limit -= 1
            if limit <= 0:
                return


def diff_changes(segue, old, new, folder):
    with open(os.path.join(folder, "a"), "wb") as file:
        file.write(old or b"")
    with open(os.path.join(folder, "b"), "wb") as file:
        file.write(new or b"")
    result = subprocess.run([segue, "diff", "--format", "json", "--noise", "show", "a", "b"], cwd=folder,
                            capture_output=True)
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        return None
    found = set()
    for change in report["files"][0]["changes"]:
        # Re-save metadata and frames are decided by the documented rules (the newer version; ours' frame under
        # Auto Layout), so they are not changes a merge must keep.
        if change.get("noise"):
            continue
        # A reorder is reported for the siblings outside one longest run kept in order, and which run is chosen can
        # differ between two equally good results; the unit tests check how orders merge.
        if change["kind"] == "reordered":
            continue
        found.add((change["kind"], change["id"], change.get("attribute"), change.get("new")))
    return found


def measure(segue, repo, name, case, folder):
    merge, base_commit, ours_commit, theirs_commit, path = case
    base, ours, theirs, human = (blob(repo, c, path) for c in (base_commit, ours_commit, theirs_commit, merge))
    if ours is None or theirs is None or human is None:
        return None  # Deleted on a side or in the merge: not a content merge.
    files = {name: os.path.join(folder, name) for name in ("base", "ours", "theirs", "out", "git")}
    for key, data in (("base", base or b""), ("ours", ours), ("theirs", theirs), ("git", ours)):
        with open(files[key], "wb") as file:
            file.write(data)
    driver = subprocess.run([segue, "merge", files["base"], files["ours"], files["theirs"], "-o", files["out"]],
                            capture_output=True)
    with open(files["out"], "rb") as file:
        out = file.read()
    line = subprocess.run(["git", "merge-file", "-q", files["git"], files["base"], files["theirs"]],
                          capture_output=True)
    with open(files["git"], "rb") as file:
        line_result = file.read()
    human_canonical = canonical(human)

    def human_changes(result):
        return diff_changes(segue, human, result, folder)
    row = {
        "repository": name, "merge": merge, "path": path,
        "driver_clean": driver.returncode == 0,
        "driver_refused": b"not merged" in driver.stderr,
        "driver_equal": out == human,
        "driver_equal_c14n": human_canonical is not None and canonical(out) == human_canonical,
        "git_clean": line.returncode == 0,
        "git_equal": line.returncode == 0 and line_result == human,
        "git_equal_c14n": line.returncode == 0 and human_canonical is not None
        and canonical(line_result) == human_canonical,
        "lost": 0,
    }
    # Equal apart from frames and re-save metadata: `segue diff` from the human result finds nothing else.
    row["driver_equal_semantic"] = human_changes(out) == set()
    row["git_equal_semantic"] = line.returncode == 0 and human_changes(line_result) == set()
    if row["driver_clean"]:
        result_changes = diff_changes(segue, base, out, folder) or set()
        for side in (ours, theirs):
            side_changes = diff_changes(segue, base, side, folder) or set()
            lost = side_changes - result_changes
            row["lost"] += len(lost)
            for change in sorted(lost, key=str)[:3]:
                print(f"  lost: {change}", file=sys.stderr)
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--segue", required=True)
    parser.add_argument("--cases", required=True, help="where to write the cases (TSV)")
    parser.add_argument("--limit", type=int, default=60, help="cases per repository at most")
    parser.add_argument("repositories", nargs="+")
    arguments = parser.parse_args()
    segue = os.path.abspath(arguments.segue)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for repo in arguments.repositories:
            name = os.path.basename(os.path.dirname(repo.rstrip("/"))).replace("+", "/")
            for case in cases(repo, arguments.limit):
                row = measure(segue, repo, name, case, folder)
                if row:
                    rows.append(row)
                    print(f"{name} {row['merge'][:10]} {row['path']}: driver "
                          f"{'clean' if row['driver_clean'] else 'conflict'}"
                          f"{' =human' if row['driver_equal_c14n'] else ''}"
                          f"{' ~human' if row['driver_equal_semantic'] and not row['driver_equal_c14n'] else ''}, git "
                          f"{'clean' if row['git_clean'] else 'conflict'}{' =human' if row['git_equal_c14n'] else ''}"
                          f"{' ~human' if row['git_equal_semantic'] and not row['git_equal_c14n'] else ''}"
                          f"{', LOST ' + str(row['lost']) if row['lost'] else ''}", file=sys.stderr)
    columns = ["repository", "merge", "path", "driver_clean", "driver_refused", "driver_equal", "driver_equal_c14n",
               "driver_equal_semantic", "git_clean", "git_equal", "git_equal_c14n", "git_equal_semantic", "lost"]
    with open(arguments.cases, "w") as file:
        file.write("\t".join(columns) + "\n")
        for row in rows:
            file.write("\t".join(str(row[column]).lower() if isinstance(row[column], bool) else str(row[column])
                                 for column in columns) + "\n")
    total = len(rows)

    def count(key, only=None):
        return sum(1 for row in rows if row[key] and (only is None or row[only]))

    worse = sum(1 for row in rows if row["git_equal_c14n"] and not row["driver_equal_c14n"])
    worse_semantic = sum(1 for row in rows if row["git_equal_semantic"] and not row["driver_equal_semantic"])
    print(f"cases: {total}")
    print(f"segue merge: clean {count('driver_clean')}, refused {count('driver_refused')}, "
          f"equal to the human result {count('driver_equal')} (bytes) / {count('driver_equal_c14n')} (C14N) / "
          f"{count('driver_equal_semantic')} (apart from frames and re-save metadata), "
          f"clean and equal {count('driver_equal_c14n', 'driver_clean')}, "
          f"clean cases losing a side's change {sum(1 for row in rows if row['lost'])}")
    print(f"git merge-file: clean {count('git_clean')}, equal to the human result {count('git_equal')} (bytes) / "
          f"{count('git_equal_c14n')} (C14N) / {count('git_equal_semantic')} (apart from frames and re-save metadata)")
    print(f"cases where git's clean merge equals the human result and segue's does not: {worse} (C14N), "
          f"{worse_semantic} (apart from frames and re-save metadata)")
    for row in rows:
        if (row["git_equal_c14n"] and not row["driver_equal_c14n"]) or (
                row["git_equal_semantic"] and not row["driver_equal_semantic"]):
            print(f"  {row['repository']} {row['merge']} {row['path']}")


if __name__ == "__main__":
    main()
