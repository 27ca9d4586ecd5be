"""Checks the DOM headless Chromium produced for the report pages (see .ci/browser-test)."""
import sys
from html.parser import HTMLParser

folder = sys.argv[1]
failures = []


class Page(HTMLParser):
    def __init__(self, path):
        super().__init__(convert_charrefs=True)
        self.elements = []       # (tag, attrs dict)
        self.text = []
        with open(path, encoding="utf-8") as handle:
            self.feed(handle.read())

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))

    def handle_startendtag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)

    def find(self, tag=None, cls=None, **attrs):
        found = []
        for name, values in self.elements:
            if tag and name != tag:
                continue
            if cls and cls not in (values.get("class") or "").split():
                continue
            if all(values.get(key.replace("_", "-")) == value for key, value in attrs.items()):
                found.append(values)
        return found


def expect(condition, message):
    if not condition:
        failures.append(message)


def hidden(values):
    return "hidden" in values


index = Page(f"{folder}/index.dom.html")
cards = index.find("li", "finding-card")
expect(len(cards) > 0, "index: findings are listed")
forms = index.find("form", "filters")
expect(forms and not hidden(forms[0]), "index: the script showed the filter form")
expect(len(index.find("table", "matrix")) == 1, "index: the inputs x environments matrix is there")
expect(all(not hidden(card) for card in cards), "index: every finding visible without a filter")

errors = Page(f"{folder}/index-errors.dom.html")
error_cards = errors.find("li", "finding-card")
visible = [card for card in error_cards if not hidden(card)]
expect(len(visible) > 0 and all(card.get("data-severity") == "error" for card in visible),
       "index#severity=error: only errors stay visible")
expect(len(visible) < len(error_cards), "index#severity=error: the filter hid the warnings")
status = "".join(errors.text)
expect(f"{len(visible)} of {len(error_cards)} findings shown" in status, "index#severity=error: the status line counts what is shown")

page = Page(f"{folder}/input.dom.html")
figures = page.find("figure", "diagram")
expect(len(figures) >= 10, f"input page: one diagram per environment ({len(figures)})")
expect(len(page.find("svg", "screen")) == len(figures), "input page: every diagram has its SVG")
expect(len(page.find("use")) >= 2 * len(figures), "input page: device drawings are used from symbols")
expect(len(page.find("g", "finding")) > 0, "input page: findings are outlined in the diagrams")
expect(len(page.find("li", "finding-card")) == 2, "input page: its two findings are listed")

filtered = Page(f"{folder}/input-filtered.dom.html")
shown = [figure for figure in filtered.find("figure", "diagram") if not hidden(figure)]
expect(len(shown) == 1 and shown[0].get("data-environment") == "iPhone 15 Pro · landscape · L · ltr",
       "input page#environment: only that environment's diagram is shown")
selected = [values for name, values in filtered.elements
            if "selected-element" in (values.get("class") or "").split()]
expect(len(selected) > 0 and all(values.get("data-element") == "shortHeadline" for values in selected),
       "input page#select: the selected element is highlighted in the diagrams")
expect(any("selected" in (card.get("class") or "").split() for card in filtered.find("li", "finding-card")),
       "input page#select: the finding card is marked selected")

rule = Page(f"{folder}/rule.dom.html")
headings = [values for name, values in rule.elements if name == "h2"]
rule_text = "".join(rule.text)
for section in ["Why", "How to fix", "When it does not apply", "The examples, drawn", "In this report"]:
    expect(section in rule_text, f"rule page: has '{section}'")
expect(len(rule.find("figure", "diagram")) > 0, "rule page: its examples are drawn")

if failures:
    print("browser-test: FAILED")
    for failure in failures:
        print(f"  - {failure}")
    sys.exit(1)
print(f"browser-test: DOM checks passed ({len(cards)} findings on the index, {len(figures)} diagrams on the input page)")
