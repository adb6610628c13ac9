#!/usr/bin/env python3
"""Loads `segue graph --format html` pages in headless Chromium and checks them as a person would use them.

For the Shop example, AndroidShop and a few corpus apps (when ../shared/corpus is beside the checkout): no console
error, every scene drawn as a scene element (their count equals the scenes counted in the files), a wireframe drawn
when a scene is brought into view, search finds a class and Enter shows its details, a click on a scene shows its
details, a click on an arrow highlights both ends, and Tab plus Enter reach a scene from the keyboard. Screenshots go
to .build/browser-check/ (CI keeps them as artefacts).

Also `segue diff --format html` on the fixture pair in Tests/Fixtures/DiffHTML: no console error, outlines drawn in
both pictures, and every entry's link lands on an outline.

Usage: Scripts/browser-check.py [--segue .build/debug/segue] [--out .build/browser-check]
Needs Debian's chromium and chromium-driver and PyPI's selenium; exits 0 with a message when they are missing.
Time-boxed: gives up after --timeout seconds (120 by default).

Large pages: a generated storyboard of --large-scenes form scenes (3,000 by default, 8.4 MB; 26,700 make 75 MB) and,
with --real-shaped MB, a storyboard of the largest corpus storyboard's scenes repeated with fresh ids to about MB
megabytes. The figures of Documentation/benchmarks.md for a 75 MB storyboard come from

    Scripts/browser-check.py --segue .build/release/segue --large-scenes 26700 --real-shaped 75 --timeout 1200
"""
import argparse
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS_APPS = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "apps")


def storyboard_scene_count(folder):
    """Scenes with a controller in every .storyboard below `folder`, counted from the XML (not by segue)."""
    count = 0
    for directory, _, names in os.walk(folder):
        for name in names:
            if not name.endswith(".storyboard"):
                continue
            tree = ET.parse(os.path.join(directory, name))
            for scene in tree.iter("scene"):
                objects = scene.find("objects")
                if objects is not None and any(
                    child.get("sceneMemberID") == "viewController" for child in objects
                ):
                    count += 1
    return count


def android_scene_count(folder, summary):
    """Activities declared in the manifest (aliases aside), the fragments segue's summary says layouts host, and a
    card for each graph and destination of res/navigation/*.xml (every element but actions, arguments and deep
    links)."""
    manifest = ET.parse(os.path.join(folder, "AndroidManifest.xml"))
    activities = len(list(manifest.iter("activity")))
    fragments = re.search(r"(\d+) hosted fragments?", summary)
    return activities + (int(fragments.group(1)) if fragments else 0) + navigation_card_count(folder)


def navigation_card_count(folder):
    navigation = os.path.join(folder, "res", "navigation")
    if not os.path.isdir(navigation):
        return 0
    count = 0

    def visit(element):
        nonlocal count
        count += 1
        for child in element:
            if child.tag not in ("action", "argument", "deepLink"):
                visit(child)

    for name in sorted(os.listdir(navigation)):
        if name.endswith(".xml"):
            visit(ET.parse(os.path.join(navigation, name)).getroot())
    return count


def check_android_navigation(driver, path, out_dir):
    """AndroidShop's navigation graphs (StoreActivity's store_graph and the basket_graph it includes): a canvas each,
    the start destination marked, search finds a destination and shows its deep link, a click on the checkout's
    action arrow shows its popUpTo."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver.get("file://" + path)
    problems = []
    headings = driver.execute_script(
        "return Array.from(document.querySelectorAll('section.scene h3')).map(h => h.textContent)")
    for expected in ["store_graph.xml: store_graph (graph)", "catalog_graph (graph)", "include basket_graph",
                     "Rate (dialog)", "basket_graph.xml: basket_graph (graph)"]:
        if expected not in headings:
            problems.append(f"no navigation card {expected!r}")
    initial = driver.execute_script(
        "return Array.from(document.querySelectorAll('section.scene.initial h3')).map(h => h.textContent)")
    if "Basket" not in initial:
        problems.append(f"the basket graph's start destination is not marked (initial cards: {initial})")
    box = driver.find_element(By.ID, "search")
    box.clear()
    box.send_keys("ItemFragment")
    box.send_keys(Keys.ENTER)
    time.sleep(0.3)
    details = driver.execute_script("return document.getElementById('details').textContent")
    if "shop://item/{itemName}" not in details:
        problems.append(f"searching ItemFragment did not show its deep link: {details[:200]!r}")
    driver.save_screenshot(os.path.join(out_dir, "androidshop-navigation-search.png"))
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.DELETE)
    clicked = None
    for link in driver.find_elements(By.CSS_SELECTOR, "#links .link"):
        if link.get_attribute("aria-label") == "action from Checkout to Basket":
            clicked = link
            break
    if clicked is None:
        problems.append("no arrow for the order_placed action (from Checkout to Basket)")
    else:
        driver.execute_script(
            "const p = arguments[0].querySelector('path.hit'); const m = p.getPointAtLength(p.getTotalLength() / 2);"
            "window.segueExplorer.centreOnPoint(m.x, m.y)", clicked)
        time.sleep(0.3)
        driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))",
                              clicked.find_element(By.CSS_SELECTOR, "path.hit"))
        details = driver.execute_script("return document.getElementById('details').textContent")
        if "@id/basket (inclusive)" not in details:
            problems.append(f"the order_placed arrow's details do not show its popUpTo: {details[:200]!r}")
        driver.save_screenshot(os.path.join(out_dir, "androidshop-navigation-arrow.png"))
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    if errors:
        problems.append(f"console errors: {errors}")
    print("androidshop navigation: " + ("checked" if not problems else "FAILED"))
    for problem in problems:
        print(f"  {problem}")
    return not problems


def large_storyboard(path, scenes):
    """Writes a storyboard of `scenes` copies of a form scene (about 2.8 KB each, 22 views), each pushing the next,
    on a grid of canvas locations: the lazy drawing's check (a 75 MB storyboard is 26,700 such scenes)."""
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.'
             'Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" '
             'initialViewController="c0"><device id="retina6_12" orientation="portrait"/><scenes>']
    for index in range(scenes):
        views = "".join(
            f'<label text="Field {row} of {index}" id="l{index}-{row}"><rect key="frame" x="16" y="{100 + row * 34}" '
            f'width="361" height="21"/></label>' for row in range(20))
        segue = (f'<connections><segue destination="c{index + 1}" kind="show" identifier="Next" id="s{index}"/>'
                 '</connections>') if index + 1 < scenes else ""
        parts.append(
            f'<scene sceneID="sc{index}"><objects><viewController title="Form {index}" id="c{index}" '
            f'customClass="FormViewController" sceneMemberID="viewController"><view key="view" id="v{index}">'
            f'<rect key="frame" x="0.0" y="0.0" width="393" height="852"/><subviews>{views}'
            f'<button id="b{index}"><rect key="frame" x="16" y="800" width="361" height="44"/>'
            f'<state key="normal" title="Next"/>{segue}</button></subviews></view>'
            f'<navigationItem key="navigationItem" title="Form {index}" id="n{index}"/></viewController></objects>'
            f'<point key="canvasLocation" x="{(index % 50) * 600}" y="{(index // 50) * 1100}"/></scene>')
    parts.append("</scenes></document>\n")
    with open(path, "w", encoding="utf-8") as file:
        file.write("".join(parts))


def repeated_storyboard(source, path, megabytes):
    """Writes a storyboard of `source`'s scenes repeated until the file is about `megabytes` MB: a real-shaped large
    file (real views, constraints, cells and segues, not a generated form). Every copy gets fresh ids (each id and
    scene id of the file, and every attribute naming one, gets a `-kN` suffix; an id-shaped text that names none is
    left alone) and its canvas locations moved to its own cell of a grid of copies."""
    with open(source, encoding="utf-8") as file:
        text = file.read()
    start = text.index("<scenes>") + len("<scenes>")
    end = text.index("</scenes>")
    head, scenes, tail = text[:start], text[start:end], text[end:]
    ids = set(re.findall(r'\s(?:id|sceneID)="([^"]+)"', scenes))
    locations = [(float(x), float(y)) for x, y in re.findall(
        r'<point key="canvasLocation" x="([-0-9.]+)" y="([-0-9.]+)"', scenes)]
    xs = [x for x, _ in locations] or [0.0]
    ys = [y for _, y in locations] or [0.0]
    width, height = max(xs) - min(xs) + 1200, max(ys) - min(ys) + 1600
    copies = max(1, round(megabytes * 1e6 / max(len(scenes), 1)))
    columns = max(1, round(copies ** 0.5))
    attribute = re.compile(r'(\s[A-Za-z]+=")([^"]*)(")')
    location = re.compile(r'(<point key="canvasLocation" x=")([-0-9.]+)(" y=")([-0-9.]+)(")')
    parts = [head]
    for copy in range(copies):
        suffix = f"-k{copy}"
        dx, dy = (copy % columns) * width, (copy // columns) * height
        renamed = attribute.sub(
            lambda m: m.group(1) + m.group(2) + suffix + m.group(3) if m.group(2) in ids else m.group(0), scenes)
        parts.append(location.sub(
            lambda m: f"{m.group(1)}{float(m.group(2)) + dx:g}{m.group(3)}{float(m.group(4)) + dy:g}{m.group(5)}",
            renamed))
    parts.append(tail)
    document = "".join(parts)
    document = re.sub(r'initialViewController="([^"]+)"',
                      lambda m: f'initialViewController="{m.group(1)}-k0"' if m.group(1) in ids else m.group(0),
                      document, count=1)
    with open(path, "w", encoding="utf-8") as file:
        file.write(document)
    return copies


def generate(segue, paths, out, timeout=60):
    result = subprocess.run(
        [segue, "graph", "--format", "html", *paths], capture_output=True, text=True, timeout=timeout
    )
    if result.returncode not in (0, 1):
        raise SystemExit(f"segue graph failed ({result.returncode}): {result.stderr}")
    with open(out, "w", encoding="utf-8") as file:
        file.write(result.stdout)
    return result.stderr


def generate_diff(segue, old, new, out):
    """`segue diff --format html OLD NEW` into `out`; exit 1 means "changed", which the fixture pair is."""
    result = subprocess.run(
        [segue, "diff", "--format", "html", old, new], capture_output=True, text=True, timeout=60
    )
    if result.returncode not in (0, 1):
        raise SystemExit(f"segue diff failed ({result.returncode}): {result.stderr}")
    with open(out, "w", encoding="utf-8") as file:
        file.write(result.stdout)


def check_diff_page(driver, path, out_dir):
    driver.get("file://" + path)
    problems = []
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    if errors:
        problems.append(f"console errors: {errors}")
    before = driver.execute_script("return document.querySelectorAll('figure:first-of-type .mark').length")
    after = driver.execute_script("return document.querySelectorAll('figure:last-of-type .mark').length")
    if before == 0 or after == 0:
        problems.append(f"{before} outlines before and {after} after; expected some on each side")
    dangling = driver.execute_script(
        "return [...document.querySelectorAll('.changes a')]"
        ".filter(a => !document.getElementById(a.hash.slice(1))).map(a => a.hash)"
    )
    if dangling:
        problems.append(f"links to no outline: {dangling}")
    driver.save_screenshot(os.path.join(out_dir, "diff.png"))
    print(f"diff: {'ok' if not problems else 'FAILED'}")
    for problem in problems:
        print(f"  {problem}")
    return not problems


def browser_seconds(driver):
    """Processor seconds used so far by the browser's processes (the driver's descendants), from /proc: on a machine
    shared with other work, a page's cost that the wall clock does not blur. 0 where /proc is missing."""
    children = {}
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        children.setdefault(int(fields[1]), []).append((int(entry), int(fields[11]) + int(fields[12])))
    total, pending = 0, [driver.service.process.pid]
    while pending:
        for pid, ticks in children.get(pending.pop(), []):
            total += ticks
            pending.append(pid)
    return total / os.sysconf("SC_CLK_TCK")


def check_page(driver, name, path, expected, search_term, out_dir):
    started = time.monotonic()
    processor = browser_seconds(driver)
    driver.get("file://" + path)
    driver.execute_script("return document.readyState")
    load_ms = driver.execute_script(
        "const t = performance.getEntriesByType('navigation')[0]; return t ? t.loadEventEnd : null;"
    )
    load_processor = browser_seconds(driver) - processor
    problems = []
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    if errors:
        problems.append(f"console errors: {errors}")
    scenes = driver.execute_script("return document.querySelectorAll('section.scene').length")
    reported = driver.execute_script("return window.segueExplorer && window.segueExplorer.sceneCount")
    if scenes != expected or reported != expected:
        problems.append(f"{scenes} scene elements ({reported} in the page's data), expected {expected}")
    drawn_at_fit = driver.execute_script("return window.segueExplorer.renderedCount()")
    if expected > 500 and drawn_at_fit > 200:
        problems.append(f"{drawn_at_fit} wireframes drawn at load; a large page must draw them lazily")
    driver.save_screenshot(os.path.join(out_dir, f"{name}-fit.png"))

    # A scene brought into view is drawn from its wireframe's markup.
    driver.execute_script("window.segueExplorer.centreOn(0)")
    time.sleep(0.3)
    if driver.execute_script("return document.querySelector('#s0 .wf svg') === null"):
        problems.append("the first scene's wireframe was not drawn when centred")

    # Search, then Enter: the first match is selected and its details shown.
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    box = driver.find_element(By.ID, "search")
    box.clear()
    box.send_keys(search_term)
    matches = driver.execute_script("return document.querySelectorAll('section.scene.match').length")
    if matches == 0:
        problems.append(f"search for {search_term!r} matched nothing")
    box.send_keys(Keys.ENTER)
    time.sleep(0.3)
    heading = driver.execute_script("const h = document.querySelector('#details h3'); return h && h.textContent")
    if not heading:
        problems.append("Enter in the search field showed no details")
    driver.save_screenshot(os.path.join(out_dir, f"{name}-search.png"))
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.DELETE)

    # A real click on a scene shows its details.
    scene = driver.find_element(By.CSS_SELECTOR, "section.scene.selected") if matches else None
    if scene is not None:
        driver.find_element(By.ID, "fit").click()
        driver.execute_script("window.segueExplorer.centreOn(Number(arguments[0].dataset.index))", scene)
        time.sleep(0.2)
        driver.execute_script("document.querySelector('#details').replaceChildren()")
        scene.find_element(By.TAG_NAME, "h3").click()
        clicked = driver.execute_script("const h = document.querySelector('#details h3'); return h && h.textContent")
        if clicked != heading:
            problems.append(f"clicking the scene showed {clicked!r}, expected {heading!r}")

    # A click on an arrow highlights both its ends.
    links = driver.find_elements(By.CSS_SELECTOR, "#links .link")
    if links:
        link = links[0]
        # Bring the middle of the arrow into view (a long arrow's middle may be far from both its ends).
        driver.execute_script(
            "const p = arguments[0].querySelector('path.hit'); const m = p.getPointAtLength(p.getTotalLength() / 2);"
            "window.segueExplorer.centreOnPoint(m.x, m.y)",
            link,
        )
        time.sleep(0.3)
        from selenium.webdriver.common.action_chains import ActionBuilder

        # A real pointer click on the middle of the arrow's path (its bounding box's centre may be off the line).
        point = driver.execute_script(
            "const p = arguments[0].querySelector('path.hit'); const m = p.getPointAtLength(p.getTotalLength() / 2);"
            "const s = new DOMPoint(m.x, m.y).matrixTransform(p.getScreenCTM()); return [s.x, s.y];",
            link,
        )
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(int(point[0]), int(point[1])).click()
        actions.perform()
        active = driver.execute_script("return document.querySelectorAll('#links .link.active').length")
        ends = driver.execute_script("return document.querySelectorAll('section.scene.end').length")
        if active != 1 or ends < 1:
            problems.append(f"clicking an arrow highlighted {active} arrows and {ends} scenes")
        driver.save_screenshot(os.path.join(out_dir, f"{name}-arrow.png"))

    # Keyboard: Tab from the canvas reaches a scene, Enter shows its details.
    driver.execute_script("document.querySelector('#details').replaceChildren(); document.getElementById('viewport').focus()")
    driver.switch_to.active_element.send_keys(Keys.TAB)
    focused = driver.execute_script("return document.activeElement.className")
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    keyed = driver.execute_script("const h = document.querySelector('#details h3'); return h && h.textContent")
    if not keyed:
        problems.append(f"Tab then Enter showed no details (focus on {focused!r})")

    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    if errors:
        problems.append(f"console errors after interaction: {errors}")
    size = os.path.getsize(path)
    print(f"{name}: {scenes} scenes, {size / 1024:.0f} KiB, loaded in {load_ms or 0:.0f} ms "
          f"({load_processor:.1f} s of processor), checked in {time.monotonic() - started:.1f} s"
          + ("" if not problems else " — FAILED"))
    for problem in problems:
        print(f"  {problem}")
    return not problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "debug", "segue"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "browser-check"))
    parser.add_argument("--timeout", type=int, default=120)
    parser.add_argument("--large-scenes", type=int, default=3000,
                        help="scenes of the generated large storyboard (0 leaves it out)")
    parser.add_argument("--real-shaped", type=float, default=0, metavar="MB",
                        help="also a storyboard of about MB megabytes: the largest corpus storyboard's scenes repeated")
    arguments = parser.parse_args()

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    try:
        import selenium  # noqa: F401
    except ImportError:
        print("browser check skipped: PyPI's selenium is not installed (pip install selenium)")
        return 0
    if not chromium or not driver_path:
        print("browser check skipped: Debian's chromium and chromium-driver are not installed")
        return 0
    if not os.access(arguments.segue, os.X_OK):
        print(f"browser check: {arguments.segue} is not built (swift build --product segue)")
        return 1

    def give_up(*_):
        print(f"browser check: gave up after {arguments.timeout} s")
        os._exit(1)

    signal.signal(signal.SIGALRM, give_up)
    signal.alarm(arguments.timeout)

    os.makedirs(arguments.out, exist_ok=True)
    pages = []
    shop = os.path.join(ROOT, "Examples", "Shop", "Base.lproj")
    generate(arguments.segue, [shop], os.path.join(arguments.out, "shop.html"))
    pages.append(("shop", storyboard_scene_count(shop), "ProductDetail"))
    android = os.path.join(ROOT, "Examples", "AndroidShop", "src", "main")
    summary = generate(arguments.segue, [android], os.path.join(arguments.out, "androidshop.html"))
    pages.append(("androidshop", android_scene_count(android, summary), "CartActivity"))
    for app, term in [("CWA", "ExposureDetection"), ("OpenHAB", "OpenHABSitemap"), ("SwiftRadio", "InfoDetail")]:
        folder = os.path.join(CORPUS_APPS, app)
        if not os.path.isdir(folder):
            print(f"{app}: ../shared/corpus/apps is not beside this checkout; skipped")
            continue
        generate(arguments.segue, [folder], os.path.join(arguments.out, app.lower() + ".html"))
        pages.append((app.lower(), storyboard_scene_count(folder), term))

    fixtures = os.path.join(ROOT, "Tests", "Fixtures", "DiffHTML")
    diff_page = os.path.join(arguments.out, "diff.html")
    generate_diff(arguments.segue, os.path.join(fixtures, "old.storyboard"), os.path.join(fixtures, "new.storyboard"),
                  diff_page)

    def generate_large(name, storyboard):
        """The page of one large storyboard, with the time and processor time `segue` took."""
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.monotonic()
        generate(arguments.segue, [storyboard], os.path.join(arguments.out, name + ".html"), arguments.timeout)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        print(f"{name}: {os.path.getsize(storyboard) / 1e6:.1f} MB storyboard, page generated in "
              f"{time.monotonic() - started:.1f} s ({cpu:.1f} s of processor), "
              f"{os.path.getsize(os.path.join(arguments.out, name + '.html')) / 1e6:.1f} MB")

    if arguments.large_scenes:
        large = os.path.join(arguments.out, "Large.storyboard")
        large_storyboard(large, arguments.large_scenes)
        generate_large("large", large)
        pages.append(("large", arguments.large_scenes, f"Form {arguments.large_scenes - 1}"))
    if arguments.real_shaped:
        corpus = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "storyboards")
        if not os.path.isdir(corpus):
            print("real-shaped: ../shared/corpus/storyboards is not beside this checkout; skipped")
        else:
            source = max((os.path.join(corpus, name) for name in os.listdir(corpus) if name.endswith(".storyboard")),
                         key=os.path.getsize)
            folder = os.path.join(arguments.out, "real-shaped")
            os.makedirs(folder, exist_ok=True)
            real = os.path.join(folder, "RealShaped.storyboard")
            copies = repeated_storyboard(source, real, arguments.real_shaped)
            print(f"real-shaped: {os.path.basename(source)} × {copies}")
            generate_large("real-shaped", real)
            with open(source, encoding="utf-8") as file:
                term = re.search(r'customClass="([^"]+)"', file.read()).group(1)
            pages.append(("real-shaped", storyboard_scene_count(folder), term))

    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1400,900", "--force-color-profile=srgb"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.set_page_load_timeout(max(60, arguments.timeout // 2))
    try:
        results = [
            check_page(driver, name, os.path.join(arguments.out, name + ".html"), expected, term, arguments.out)
            for name, expected, term in pages
        ]
        results.append(check_diff_page(driver, diff_page, arguments.out))
        results.append(check_android_navigation(driver, os.path.join(arguments.out, "androidshop.html"), arguments.out))
    finally:
        driver.quit()
    print(f"screenshots in {os.path.relpath(arguments.out, ROOT)}/")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
