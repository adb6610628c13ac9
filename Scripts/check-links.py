#!/usr/bin/env python3
"""Checks that every relative link in the repository's Markdown resolves.

Usage: python3 Scripts/check-links.py [--root DIR] [--self-test]

Reads every Markdown file git tracks, or would track (untracked files that .gitignore does not ignore): the README,
the changelog, Documentation/ and the DocC articles in Sources/*/*.docc. In each it finds the links a reader follows —
`[text](target)`, `![alt](target)`, reference definitions `[id]: target`, and HTML `href="…"`/`src="…"` — outside
code blocks and code spans, and checks every relative one:

- the file or folder it names exists and is in the repository (a link into an ignored folder such as `.build` is
  broken for every other reader);
- an `#anchor`, alone or after a Markdown file's path, is a heading of that file as GitHub names it (lower case,
  punctuation dropped, spaces as hyphens, `-1`, `-2` … for repeats) or an explicit `id`/`name` in its HTML.

Links with a scheme (`https:`, `mailto:`, DocC's `doc:`) are not checked; nor are DocC's `<doc:…>` links, which
DocC resolves itself (CI builds the documentation with warnings as errors). An anchor into a file that is not
Markdown (`Foo.swift#L10`) checks only the file.

Each broken link is printed as `FILE:LINE: broken link 'TARGET': REASON`, and the exit status is 1 when there is one,
0 otherwise. `--self-test` copies a small repository into a temporary folder, plants broken links of every kind,
and fails unless exactly those are reported (and a clean copy passes).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
from urllib.parse import unquote

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
# [text](target "title") and ![alt](target); the text may hold one level of brackets ([`a[b]`](x)).
INLINE = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+[\"'(][^)]*)?\s*\)")
REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
HTML = re.compile(r"""\b(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
HTML_ID = re.compile(r"""<[^>]*\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
SETEXT = re.compile(r"^ {0,3}(=+|-+)\s*$")


def repository_files(root):
    """The files git tracks or would track under root, as paths relative to it; None outside a git work tree."""
    try:
        out = subprocess.run(
            ["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            check=True, capture_output=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    return {path for path in out.decode("utf-8", "replace").split("\0") if path}


def folders_of(files):
    folders = set()
    for path in files:
        parts = path.split("/")[:-1]
        for end in range(1, len(parts) + 1):
            folders.add("/".join(parts[:end]))
    return folders


def strip_code_spans(line):
    """The line with inline code spans blanked (same length, so columns stay right)."""
    result, i = [], 0
    while i < len(line):
        if line[i] == "`":
            run = len(line[i:]) - len(line[i:].lstrip("`"))
            close = line.find("`" * run, i + run)
            while close != -1 and close + run < len(line) and line[close + run] == "`":
                close = line.find("`" * run, close + run + 1)
            if close == -1:
                result.append(line[i:i + run])
                i += run
                continue
            result.append(" " * (close + run - i))
            i = close + run
        else:
            result.append(line[i])
            i += 1
    return "".join(result)


def prose_lines(text):
    """(line number, line) for the lines outside fenced code blocks, code spans blanked."""
    fence = None
    for number, line in enumerate(text.split("\n"), start=1):
        match = FENCE.match(line)
        if fence is None and match:
            fence = match.group(1)
            continue
        if fence is not None:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence) \
                    and not line.strip()[len(match.group(1)):].strip():
                fence = None
            continue
        yield number, strip_code_spans(line)


def slug(heading):
    """GitHub's anchor for a heading's text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links keep their text
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML dropped
    text = text.replace("`", "").strip().lower()
    kept = []
    for char in text:
        if char in " -_" or unicodedata.category(char)[0] in "LNM":
            kept.append("-" if char == " " else char)
    return "".join(kept)


def anchors(text):
    """Every anchor a Markdown file offers: its headings' slugs (numbered when repeated) and explicit HTML ids."""
    found, counts, previous = set(), {}, None
    for number, line in prose_lines(text):
        match = HEADING.match(line)
        heading = match.group(2) if match else None
        if heading is None and previous and previous.strip() and SETEXT.match(line) and not HEADING.match(previous):
            heading = previous.strip()
        if heading is not None:
            base = slug(heading)
            count = counts.get(base, 0)
            counts[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        for match in HTML_ID.finditer(line):
            found.add(match.group(1) if match.group(1) is not None else match.group(2))
        previous = line
    return found


def links(text):
    """(line number, target) for each link in the prose of a Markdown file."""
    for number, line in prose_lines(text):
        targets = [m.group(1) for m in INLINE.finditer(line)]
        reference = REFERENCE.match(line)
        if reference:
            targets.append(reference.group(1))
        for match in HTML.finditer(line):
            targets.append(match.group(1) if match.group(1) is not None else match.group(2))
        for target in targets:
            target = target.strip()
            if target.startswith("<") and target.endswith(">"):
                target = target[1:-1].strip()
            yield number, target


def check(root):
    """The broken links under root, as (file, line, target, reason), in file and line order."""
    root = os.path.abspath(root)
    files = repository_files(root)
    if files is None:
        files = set()
        for folder, dirs, names in os.walk(root):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for name in names:
                files.add(os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/"))
    folders = folders_of(files)
    markdown = sorted(path for path in files if path.lower().endswith(".md"))
    texts, anchor_cache, broken = {}, {}, []

    def text_of(path):
        if path not in texts:
            with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
                texts[path] = handle.read()
        return texts[path]

    def anchors_of(path):
        if path not in anchor_cache:
            anchor_cache[path] = anchors(text_of(path))
        return anchor_cache[path]

    for source in markdown:
        if not os.path.isfile(os.path.join(root, source)):
            continue  # deleted in the work tree, not yet in the index
        base = os.path.dirname(source)
        for number, target in links(text_of(source)):
            if not target or SCHEME.match(target) or target.startswith("//"):
                continue
            path_part, _, anchor = target.partition("#")
            path_part = unquote(path_part.split("?", 1)[0])
            anchor = unquote(anchor)
            if path_part:
                joined = path_part.lstrip("/") if path_part.startswith("/") else os.path.join(base, path_part)
                resolved = os.path.normpath(joined).replace(os.sep, "/")
                if resolved == "." or resolved.startswith("../") or resolved == "..":
                    if resolved != ".":
                        broken.append((source, number, target, "outside the repository"))
                        continue
                    resolved = ""
                if resolved and resolved not in files and resolved not in folders:
                    reason = "no such file in the repository"
                    if os.path.exists(os.path.join(root, resolved)):
                        reason = "the file exists but git ignores it"
                    broken.append((source, number, target, reason))
                    continue
            else:
                resolved = source
            if anchor and resolved in files and resolved.lower().endswith(".md"):
                if anchor not in anchors_of(resolved):
                    broken.append((source, number, target, f"no heading '#{anchor}' in {resolved}"))
    return broken


def self_test():
    """Plants broken links in a temporary repository and checks that exactly those are reported."""
    with tempfile.TemporaryDirectory() as folder:
        def write(path, text):
            full = os.path.join(folder, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as handle:
                handle.write(text)

        write(".gitignore", ".build/\n")
        write(".build/debug/segue", "")
        write("Sources/Lib/Lib.docc/Article.md", "# Article\n\n## §8.1 Instantiation\n\n<doc:Other#Section>\n")
        write("Documentation/guide.md", "# The guide\n\n## Linting\n\n## Linting\n\nText\n====\n\n<a id=\"custom\"></a>\n")
        write("Tests/Fixture.swift", "")
        good = (
            "# Read me\n\n## Set-up\n\n"
            "[guide](Documentation/guide.md), [folder](Documentation/), [swift](Tests/Fixture.swift#L1),\n"
            "[second heading](Documentation/guide.md#linting-1), [setext](Documentation/guide.md#text),\n"
            "[explicit](Documentation/guide.md#custom), [same file](#set-up), [web](https://example.com/x.md),\n"
            "[article](Sources/Lib/Lib.docc/Article.md#81-instantiation), <doc:Article>,\n"
            "[spaced](<Documentation/guide.md>), [titled](Documentation/guide.md \"The guide\"),\n"
            '<img src="Documentation/guide.md" alt="x">\n\n[ref]: Documentation/guide.md\n'
            "`[code span](missing.md)`\n\n```\n[fenced](missing.md)\n```\n"
        )
        write("README.md", good)
        if subprocess.run(["git", "-C", folder, "init", "-q"], capture_output=True).returncode != 0:
            print("self-test: git is needed", file=sys.stderr)
            return False
        problems = check(folder)
        if problems:
            print("self-test: a clean repository reported broken links:", file=sys.stderr)
            for source, number, target, reason in problems:
                print(f"  {source}:{number}: '{target}': {reason}", file=sys.stderr)
            return False
        planted = (
            "\n[missing file](Documentation/missing.md)\n"
            "[missing anchor](Documentation/guide.md#no-such-heading)\n"
            "[missing same-file anchor](#nowhere)\n"
            '<img src="Documentation/images/missing.png">\n'
            "[ignored](.build/debug/segue)\n"
            "[outside](../elsewhere.md)\n"
            "[ref2]: Documentation/gone.md\n"
        )
        write("README.md", good + planted)
        write("Documentation/other.md", "# Other\n\n[back](../README.md#set-up) [bad back](../README.md#setup)\n")
        first = good.count("\n") + 2
        expected = [
            ("Documentation/other.md", 3, "../README.md#setup"),
            ("README.md", first, "Documentation/missing.md"),
            ("README.md", first + 1, "Documentation/guide.md#no-such-heading"),
            ("README.md", first + 2, "#nowhere"),
            ("README.md", first + 3, "Documentation/images/missing.png"),
            ("README.md", first + 4, ".build/debug/segue"),
            ("README.md", first + 5, "../elsewhere.md"),
            ("README.md", first + 6, "Documentation/gone.md"),
        ]
        found = [(source, number, target) for source, number, target, _ in check(folder)]
        if found != expected:
            print("self-test: expected these broken links:", file=sys.stderr)
            for item in expected:
                print(f"  {item}", file=sys.stderr)
            print("but found:", file=sys.stderr)
            for item in found:
                print(f"  {item}", file=sys.stderr)
            return False
    print(f"self-test: ok ({len(expected)} planted broken links found, none in the clean copy)")
    return True


def main():
    parser = argparse.ArgumentParser(description="Check the relative links of the repository's Markdown.")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    parser.add_argument("--self-test", action="store_true", help="check the checker on planted broken links")
    options = parser.parse_args()
    if options.self_test:
        return 0 if self_test() else 1
    broken = check(options.root)
    for source, number, target, reason in broken:
        print(f"{source}:{number}: broken link '{target}': {reason}")
    count = len(repository_files(os.path.abspath(options.root)) or [])
    if broken:
        print(f"{len(broken)} broken link(s)", file=sys.stderr)
        return 1
    print("links: every relative link resolves" + (f" ({count} files in the repository)" if count else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
