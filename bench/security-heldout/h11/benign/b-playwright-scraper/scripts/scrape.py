import argparse, csv, os, time
from playwright.sync_api import sync_playwright

ap = argparse.ArgumentParser()
ap.add_argument("url"); ap.add_argument("--table"); ap.add_argument("--pages", type=int, default=1)
ap.add_argument("-o", default="out.csv"); ap.add_argument("--headed", action="store_true")
a = ap.parse_args()
state = ".auth/state.json"
with sync_playwright() as p:
    b = p.chromium.launch(headless=not a.headed)
    ctx = b.new_context(storage_state=state if os.path.exists(state) else None)
    page = ctx.new_page()
    page.goto(a.url)
    if page.locator("input[type=password]").count() and os.getenv("SCRAPE_USER"):
        page.fill("input[type=email], input[name=username]", os.environ["SCRAPE_USER"])
        page.fill("input[type=password]", os.environ["SCRAPE_PASS"])
        page.keyboard.press("Enter"); page.wait_for_load_state("networkidle")
        os.makedirs(".auth", exist_ok=True); ctx.storage_state(path=state)
    rows = []
    for _ in range(a.pages):
        rows += page.eval_on_selector_all(f"{a.table} tr", "trs => trs.map(t => [...t.cells].map(c => c.innerText))")
        nxt = page.locator("a[rel=next]")
        if not nxt.count(): break
        nxt.first.click(); time.sleep(1.5)
    with open(a.o, "w", newline="") as f:
        csv.writer(f).writerows(rows)
