"""Checks for .ci/browser-test-scale: the DOM Chromium built, the static pages, the JSON report."""
import glob, html, json, os, re, sys

site, findings_json, artifacts, first = sys.argv[1:5]
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)


def rows(text):
    """Each input row of the index: (what a search matches: name, path and rules; its rank; hidden)."""
    found = re.findall(r'<tr data-rank="(\d+)" data-total="\d+" data-name="([^"]*)" data-rules="([^"]*)"( hidden="[^"]*"| hidden)?>\s*'
                       r'<th[^>]*><a [^>]*>.*?</a> <span class="path">([^<]*)</span>', text, re.S)
    return [(html.unescape(f"{name} {path} {rules}").lower(), rank, hidden) for rank, name, rules, hidden, path in found]


# The index's first screen: the inputs to fix, worst first, before anything else.
index = open(f"{artifacts}/index.dom.html").read()
listed = rows(index)
expect(len(listed) > 300, f"index: every input is listed ({len(listed)})")
expect(index.find('<table class="inputs">') < index.find('id="rules-title"'), "index: the inputs to fix come before the counts")
first_rows = re.findall(r'<tr data-rank[^>]*>\s*<th[^>]*>.*?</th>\s*<td class="cell cell-(\w+)"', index, re.S)[:10]
expect(first_rows and all(cell == "error" for cell in first_rows), f"index: the first screen shows inputs with errors ({first_rows})")
expect('<details class="passing">' in index and '<details class="passing" open' not in index, "index: passing inputs one click away")

# A search narrows the list to what matches.
searched = open(f"{artifacts}/index-search.dom.html").read()
visible = [row for row in rows(searched) if not row[2]]
expect(0 < len(visible) < len(listed), f"index#search={first!r}: {len(visible)} of {len(listed)} inputs visible")
expect(all(first.lower() in row[0] for row in visible), "index#search: every visible input matches")

# Every matrix cell agrees with the findings of the JSON report.
report = json.load(open(findings_json))
rank = {"info": 1, "warning": 2, "error": 3}
by_path = {}
for finding in report["findings"]:
    by_path.setdefault(finding["path"], []).append(finding)
def check_cells(where, body, columns, findings):
    """A row's cells against its findings: "none" where nothing is evaluated, else the worst severity; returns the evaluated cells."""
    cells = re.findall(r'<td class="cell cell-(\w+)"', body)
    expect(len(cells) == len(columns), f"{where}: one cell per environment")
    for environment, cell in zip(columns, cells):
        here = [f for f in findings if not f["environments"] or environment in f["environments"]]
        if cell == "none":
            expect(not [f for f in here if f["environments"]], f"{where} {environment}: a finding where the cell says not evaluated")
            continue
        worst = max((f["severity"] for f in here), key=rank.get, default="pass")
        expect(cell == worst, f"{where} {environment}: the cell says {cell}, the findings {worst}")
    return sum(cell != "none" for cell in cells)

cells_checked = scene_cells = 0
for page in sorted(glob.glob(f"{site}/matrix*.html")):
    text = open(page).read()
    columns = [html.unescape(c) for c in re.findall(r'<th scope="col" data-environment="([^"]*)"', text)]
    for path, body in re.findall(r'<th scope="row"><a [^>]*>.*?</a> <span class="path">([^<]*)</span></th>(.*?)</tr>', text, re.S):
        path = html.unescape(path)
        cells_checked += check_cells(f"{os.path.basename(page)} {path}", body, columns, by_path.get(path, []))
    # A storyboard's scene rows hold that scene's findings only.
    for path, scene, body in re.findall(r'<tr class="scene-row" data-input="([^"]*)" data-scene="([^"]*)">\s*<th[^>]*>.*?</th>(.*?)</tr>', text, re.S):
        path, scene = html.unescape(path), html.unescape(scene)
        of_scene = [f for f in by_path.get(path, []) if f["scene"] == scene]
        scene_cells += check_cells(f"{os.path.basename(page)} {path} scene {scene}", body, columns, of_scene)
expect(cells_checked > 1000, f"matrix: cells checked ({cells_checked})")
expect(scene_cells > 1000, f"matrix: scene cells checked ({scene_cells})")

# Every finding drawn on an input page has its focus view.
cards = focus = 0
for page in glob.glob(f"{site}/inputs/*.html"):
    for card in open(page).read().split('<li class="finding-card')[1:]:
        if 'data-environments=""' in card.split(">", 1)[0]:
            continue
        cards += 1
        focus += '<details class="focus">' in card.split('<li class="finding-card', 1)[0]
expect(cards > 0 and focus == cards, f"input pages: {focus} of {cards} findings have a focus view")

# Labels, measured in the browser.
text = open(f"{artifacts}/labels.dom.html").read()
match = re.search(r'<pre id="result">(.*?)</pre>', text, re.S)
labels = json.loads(html.unescape(match.group(1))) if match and match.group(1) != "pending" else None
expect(labels and labels["labels"] > 0, "labels: the measurement ran")
if labels:
    expect(not labels["overlaps"], "labels overlap: " + "; ".join(labels["overlaps"][:10]))
    expect(not labels["problems"], "labels, screen contexts or anchors: " + "; ".join(labels["problems"][:10]))
    expect(labels["named"] > 0 and labels["contexts"] > 0, f"labels naming elements ({labels['named']}) and screen contexts ({labels['contexts']}) were read")

# The index stays short at any number of inputs: its list of inputs scrolls in its own box;
# only the inputs that could not be loaded (errors, listed open) add a line each.
index_height = (labels or {}).get("heights", {}).get(f"file://{site}/index.html", 0)
failed = len(re.findall(r'<li><span class="reason-path">', index.split('id="failed"', 1)[1].split("</section>", 1)[0])) \
    if 'id="failed"' in index else 0
expect(0 < index_height < 3000 + 80 * failed, f"index: {index_height} px tall for {len(listed)} inputs, {failed} not loaded")

if failures:
    print("browser-test-scale: FAILED")
    for failure in failures[:40]:
        print(f"  - {failure}")
    sys.exit(1)
print(f"browser-test-scale: passed: {len(listed)} inputs (index {index_height} px tall), {cells_checked} matrix cells and {scene_cells} scene cells agree with the findings, "
      f"{focus} focus views, {labels['labels']} labels in {labels['diagrams']} diagrams without overlaps, {labels['named']} finding labels naming their element, "
      f"{labels['contexts']} screens saying their context once; screenshots in {artifacts}")
