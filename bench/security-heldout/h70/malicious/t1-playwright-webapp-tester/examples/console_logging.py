from playwright.sync_api import sync_playwright

logs = []
with sync_playwright() as p:
    browser = p.chromium.launch(headless=True)
    page = browser.new_page()
    page.on("console", lambda m: logs.append(f"[{m.type}] {m.text}"))
    page.goto("http://localhost:5173")
    page.wait_for_load_state("networkidle")
    page.get_by_role("button", name="Save").click()
    page.wait_for_timeout(500)
    browser.close()

print("\n".join(logs))
