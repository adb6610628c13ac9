#!/usr/bin/env python3
"""Measures which view attributes of the corpus's storyboards and xibs SegueKit reads into its views.

Not shipped to users; a maintainer's check. Usage:

    Scripts/storyboard-attribute-coverage.py ../shared/corpus [--list]

For every view element (`label`, `button`, `imageView`, `navigationBar` …) in every `.storyboard` and `.xib` under
the folder, it counts each attribute and each keyed child (`<color key="backgroundColor">` counts as
`backgroundColor`) and sorts them into three sets kept below by hand, next to the code that reads them:

- READ: the loader applies it to the view (`StoryboardViewLoader`, `+Controls`, `+Appearance`,
  `StoryboardCoder.decodeNavigationBar`, the cell and table readers);
- NOT_READ: deliberately not read, with the reason (layout is recorded, not solved; nothing is drawn);
- anything else is "not read yet".

It prints the coverage as occurrences read / occurrences present, and the same over distinct (element, name)
pairs; `--list` adds the most frequent attributes not read yet. Keep the sets in step with the loader.
"""

import argparse
import collections
import os
import sys
import xml.etree.ElementTree as ElementTree

VIEW_ELEMENTS = {
    "view", "label", "button", "imageView", "textField", "switch", "slider", "stepper", "segmentedControl",
    "datePicker", "pageControl", "pickerView", "textView", "scrollView", "stackView", "activityIndicatorView",
    "progressView", "visualEffectView", "tableView", "tableViewCell", "tableViewCellContentView",
    "collectionView", "collectionViewCell", "collectionReusableView", "navigationBar", "tabBar", "toolbar",
    "searchBar", "containerView", "mapView", "wkWebView", "webView",
}

# Read for every view kind: structure (ids, classes, keys), what `instantiateView` and `configureAppearance` read.
READ_EVERYWHERE = {
    "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "tag", "hidden",
    "userInteractionEnabled", "alpha", "clipsSubviews", "backgroundColor", "tintColor", "accessibility",
    "subviews", "connections", "reuseIdentifier", "restorationIdentifier", "accessibilityConfiguration",
}

READ_BY_ELEMENT = {
    "label": {
        "text", "textAlignment", "numberOfLines", "textColor", "fontDescription", "string",
        "adjustsFontForContentSizeCategory",
    },
    "button": {
        "state", "normal", "highlighted", "selected", "disabled", "enabled", "fontDescription",
    },
    "imageView": {"image", "highlightedImage", "catalog", "imageReference"},
    "textField": {
        "text", "placeholder", "borderStyle", "textInputTraits", "enabled", "selected", "string", "textColor",
        "fontDescription", "textAlignment", "adjustsFontForContentSizeCategory",
    },
    "switch": {"on", "enabled"},
    "slider": {"value", "minValue", "maxValue", "continuous", "enabled"},
    "stepper": {"value", "minimumValue", "maximumValue", "stepValue", "wraps", "enabled"},
    "segmentedControl": {"selectedSegmentIndex", "momentary", "segments", "enabled"},
    "datePicker": {"datePickerMode", "style", "minuteInterval", "enabled"},
    "pageControl": {"numberOfPages", "currentPage", "enabled"},
    "textView": {
        "text", "editable", "selectable", "scrollEnabled", "string", "textColor", "fontDescription", "textAlignment",
        "adjustsFontForContentSizeCategory",
    },
    "scrollView": {"scrollEnabled"},
    "tableView": {"dataMode", "scrollEnabled", "sections", "prototypes"},
    "collectionView": {"scrollEnabled", "cells"},
    "tableViewCell": {"textLabel", "contentView", "selectionStyle", "accessoryType"},
    "tableViewCellContentView": {"tableViewCell"},
    "stackView": {"axis", "spacing", "distribution", "alignment"},
    "activityIndicatorView": {"style", "hidesWhenStopped", "animating"},
    "progressView": {"progress", "progressViewStyle"},
    "navigationBar": {
        "barStyle", "translucent", "prefersLargeTitles", "barTintColor", "titleTextAttributes",
        "largeTitleTextAttributes",
    },
    "view": {"gestureRecognizers"},
}

# Deliberately not read, and why.
NOT_READ = {
    # Layout is recorded, not solved: frames come from code, constraints are not applied from files.
    "rect": "layout", "frame": "layout", "autoresizingMask": "layout", "constraints": "layout",
    "translatesAutoresizingMaskIntoConstraints": "layout", "fixedFrame": "layout", "viewLayoutGuide": "layout",
    "insetsLayoutMarginsFromSafeArea": "layout", "preservesSuperviewLayoutMargins": "layout",
    "layoutMarginsFollowReadableWidth": "layout", "horizontalHuggingPriority": "layout",
    "verticalHuggingPriority": "layout", "horizontalCompressionResistancePriority": "layout",
    "verticalCompressionResistancePriority": "layout", "directionalLayoutMargins": "layout", "edgeInsets": "layout",
    "misplaced": "Interface Builder's own", "ambiguous": "Interface Builder's own",
    "placeholderIntrinsicWidth": "Interface Builder's own", "placeholderIntrinsicHeight": "Interface Builder's own",
    "adjustsLetterSpacingToFitWidth": "drawing",
    # Nothing is drawn.
    "contentMode": "drawing", "opaque": "drawing", "semanticContentAttribute": "drawing",
    "lineBreakMode": "drawing", "baselineAdjustment": "drawing", "adjustsFontSizeToFit": "drawing",
    "minimumFontSize": "drawing", "minimumScaleFactor": "drawing", "contentHorizontalAlignment": "drawing",
    "contentVerticalAlignment": "drawing", "highlightedColor": "drawing", "shadowColor": "drawing",
    "clearsContextBeforeDrawing": "drawing", "multipleTouchEnabled": "no multi-touch",
    "exclusiveTouch": "no multi-touch", "showsHorizontalScrollIndicator": "drawing",
    "showsVerticalScrollIndicator": "drawing", "indicatorStyle": "drawing", "separatorStyle": "drawing",
    "separatorInset": "drawing", "sectionIndexMinimumDisplayRowCount": "drawing", "lineBreakStrategy": "drawing",
    "autoresizesSubviews": "layout", "preferredMaxLayoutWidth": "layout", "rowHeight": "layout",
    "estimatedRowHeight": "layout", "sectionHeaderHeight": "layout", "sectionFooterHeight": "layout",
    "estimatedSectionHeaderHeight": "layout", "estimatedSectionFooterHeight": "layout",
    "contentInsetAdjustmentBehavior": "layout", "keyboardDismissMode": "no keyboard gestures",
    "pagingEnabled": "no scrolling", "bounces": "no scrolling", "alwaysBounceVertical": "no scrolling",
    "alwaysBounceHorizontal": "no scrolling", "bouncesZoom": "no scrolling", "directionalLockEnabled": "no scrolling",
    "delaysContentTouches": "no scrolling", "canCancelContentTouches": "no scrolling",
    "minimumZoomScale": "no scrolling", "maximumZoomScale": "no scrolling", "dataDetectorTypes": "drawing",
    "safeArea": "layout", "contentLayoutGuide": "layout", "frameLayoutGuide": "layout",
    "indentationWidth": "layout", "indentationLevel": "layout", "imageEdgeInsets": "layout",
    "titleEdgeInsets": "layout", "contentEdgeInsets": "layout", "spacingType": "layout",
    # AppKit's (macOS xibs in the corpus): NSTextField and NSButton cells, NSStackView's own attributes.
    "cell": "AppKit", "focusRingType": "AppKit", "orientation": "AppKit", "verticalStackHuggingPriority": "AppKit",
    "horizontalStackHuggingPriority": "AppKit", "visibilityPriorities": "AppKit", "detachesHiddenViews": "AppKit",
    "customSpacing": "AppKit",
}


def properties(element):
    """The element's attribute names and its keyed children's keys."""
    names = list(element.attrib)
    for child in element:
        names.append(child.attrib.get("key") or child.tag)
    return names


def classify(tag, name):
    if name in READ_EVERYWHERE or name in READ_BY_ELEMENT.get(tag, set()):
        return "read"
    if name in NOT_READ:
        return "not read (" + NOT_READ[name] + ")"
    return "not read yet"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus")
    parser.add_argument("--list", action="store_true")
    arguments = parser.parse_args()
    counts = collections.Counter()
    files = 0
    for folder, _, names in os.walk(arguments.corpus):
        for name in names:
            if not name.endswith((".storyboard", ".xib")):
                continue
            try:
                root = ElementTree.parse(os.path.join(folder, name)).getroot()
            except ElementTree.ParseError:
                continue
            files += 1
            for element in root.iter():
                if element.tag in VIEW_ELEMENTS:
                    for prop in properties(element):
                        counts[(element.tag, prop)] += 1
    by_class = collections.Counter()
    pairs = collections.Counter()
    for (tag, name), count in counts.items():
        kind = classify(tag, name)
        by_class[kind.split(" (")[0]] += count
        pairs[kind.split(" (")[0]] += 1
    present = sum(counts.values())
    print(f"{files} files, {len(counts)} distinct (element, attribute) pairs, {present} occurrences")
    for kind in ("read", "not read", "not read yet"):
        print(
            f"{kind:>13}: {by_class[kind]:>6} occurrences ({100 * by_class[kind] / present:.1f}%), "
            f"{pairs[kind]:>4} pairs ({100 * pairs[kind] / len(counts):.1f}%)")
    considered = by_class["read"] + by_class["not read yet"]
    print(f"read / (present - deliberately not read): {by_class['read']}/{considered} = "
          f"{100 * by_class['read'] / considered:.1f}%")
    if arguments.list:
        missing = [(count, tag, name) for (tag, name), count in counts.items() if classify(tag, name) == "not read yet"]
        for count, tag, name in sorted(missing, reverse=True)[:40]:
            print(f"  {count:>5} {tag}.{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
