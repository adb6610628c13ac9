#!/usr/bin/env python3
"""Makes the README's three pictures with segue and headless Chromium, into Documentation/images/:

- storyboard-canvas.png: `segue graph --format html` of a real storyboard (Alamofire's example, from the
  repository's corpus subset), one scene selected to show its details;
- running-shop.png: `segue run Examples/Shop --screenshot`, after tapping a product;
- android-graph.png: `segue graph --format html Examples/AndroidShop/src/main`.

Usage: Scripts/readme-screenshots.py [--segue .build/debug/segue]
Needs Debian's chromium and chromium-driver and PyPI's selenium (as Scripts/browser-check.py).
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMAGES = os.path.join(ROOT, "Documentation", "images")
CANVAS = os.path.join(
    ROOT, "Tests", "Fixtures", "Corpus", "storyboards",
    "Alamofire__Alamofire__Example_Resources_Base.lproj_Main.storyboard")


def run(arguments, **options):
    return subprocess.run(arguments, check=True, capture_output=True, text=True, timeout=120, **options)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "debug", "segue"))
    arguments = parser.parse_args()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    os.makedirs(IMAGES, exist_ok=True)
    work = tempfile.mkdtemp(prefix="segue-readme-")
    # The storyboard under its app's name, and paths relative to the work folder, as a user would run it.
    os.makedirs(os.path.join(work, "AlamofireExample"))
    shutil.copy(CANVAS, os.path.join(work, "AlamofireExample", "Main.storyboard"))
    segue = os.path.abspath(arguments.segue)
    canvas = os.path.join(work, "canvas.html")
    with open(canvas, "w", encoding="utf-8") as file:
        file.write(run([segue, "graph", "--format", "html", "AlamofireExample/Main.storyboard"], cwd=work).stdout)
    android = os.path.join(work, "android.html")
    with open(android, "w", encoding="utf-8") as file:
        file.write(run([segue, "graph", "--format", "html", "Examples/AndroidShop/src/main"], cwd=ROOT).stdout)
    script = os.path.join(work, "shop.txt")
    with open(script, "w", encoding="utf-8") as file:
        file.write("tap Grinder\n")
    screen = os.path.join(work, "screen.svg")
    run([segue, "run", "Examples/Shop", "--script", script, "--screenshot", screen], cwd=ROOT)
    screen_page = os.path.join(work, "screen.html")
    with open(screen, encoding="utf-8") as file:
        svg = file.read()
    with open(screen_page, "w", encoding="utf-8") as file:
        file.write("<!DOCTYPE html><meta charset='utf-8'><style>body{margin:0;background:#eef0f3;display:flex;"
                   "justify-content:center;padding:16px}svg{box-shadow:0 1px 6px rgba(0,0,0,.3);border-radius:6px}"
                   "</style>" + svg)

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                 "--force-color-profile=srgb", "--force-device-scale-factor=1"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.set_window_size(1400, 820)
        driver.get("file://" + canvas)
        time.sleep(0.5)
        driver.execute_script("document.getElementById('s2').click()")
        time.sleep(0.5)
        driver.save_screenshot(os.path.join(IMAGES, "storyboard-canvas.png"))
        driver.set_window_size(1400, 900)
        driver.get("file://" + android)
        time.sleep(0.5)
        driver.execute_script("document.getElementById('s0').click()")
        time.sleep(0.3)
        driver.save_screenshot(os.path.join(IMAGES, "android-graph.png"))
        driver.set_window_size(460, 900)
        driver.get("file://" + screen_page)
        time.sleep(0.3)
        driver.save_screenshot(os.path.join(IMAGES, "running-shop.png"))
    finally:
        driver.quit()
    for name in ["storyboard-canvas.png", "running-shop.png", "android-graph.png"]:
        print(os.path.relpath(os.path.join(IMAGES, name), ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
