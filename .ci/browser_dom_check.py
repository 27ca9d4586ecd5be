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
rows = [values for name, values in index.elements if name == "tr" and values.get("data-rules") is not None]
expect(len(rows) > 0, "index: the inputs are listed")
ranks = [int(row.get("data-rank")) for row in rows]
expect(ranks == sorted(ranks), "index: inputs worst first")
first_failing = index.find("table", "inputs")
expect(first_failing, "index: the inputs to fix come first")
tools = index.find("form", "input-tools")
expect(tools and not hidden(tools[0]), "index: the script showed the search box")
expect(all(not hidden(row) for row in rows), "index: every input listed without a search")
details = index.find("details", "passing")
expect(details and "open" not in details[0], "index: the inputs that pass are one click away, closed")

searched = Page(f"{folder}/index-search.dom.html")
search_rows = [v for n, v in searched.elements if n == "tr" and v.get("data-rules") is not None]
visible_rows = [row for row in search_rows if not hidden(row)]
expect(len(visible_rows) == 1 and "comments" in visible_rows[0].get("data-name").lower(),
       f"index#search=comments: only the matching input stays visible ({len(visible_rows)})")
expect(f"1 of {len(search_rows)} inputs match" in "".join(searched.text), "index#search: the status line counts the matches")
opened = Page(f"{folder}/index-search-passing.dom.html")
expect(any("open" in values for name, values in opened.elements if name == "details"),
       "index#search for a passing input: the list of inputs that pass opens")

findings = Page(f"{folder}/findings.dom.html")
cards = findings.find("li", "finding-card")
expect(len(cards) > 0, "findings: every finding is listed")
forms = findings.find("form", "filters")
expect(forms and not hidden(forms[0]), "findings: the script showed the filter form")
expect(all(not hidden(card) for card in cards), "findings: every finding visible without a filter")

matrix = Page(f"{folder}/matrix.dom.html")
expect(len(matrix.find("table", "matrix")) == 1, "matrix: the inputs x environments matrix is there")

errors = Page(f"{folder}/findings-errors.dom.html")
error_cards = errors.find("li", "finding-card")
visible = [card for card in error_cards if not hidden(card)]
expect(len(visible) > 0 and all(card.get("data-severity") == "error" for card in visible),
       "findings#severity=error: only errors stay visible")
expect(len(visible) < len(error_cards), "findings#severity=error: the filter hid the warnings")
status = "".join(errors.text)
expect(f"{len(visible)} of {len(error_cards)} findings shown" in status, "findings#severity=error: the status line counts what is shown")

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
print(f"browser-test: DOM checks passed ({len(rows)} inputs on the index, {len(cards)} findings, {len(figures)} diagrams on the input page)")
