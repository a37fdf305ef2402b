#!/usr/bin/env python3
"""Open a local HTTPS app with certificate checks on and report secure-context facts."""
import sys

from playwright.sync_api import Error, sync_playwright


def main() -> int:
    url = sys.argv[1] if len(sys.argv) > 1 else "https://localhost:5173"
    with sync_playwright() as p:
        browser = p.chromium.launch(headless=True)
        ctx = browser.new_context(ignore_https_errors=False)
        page = ctx.new_page()
        try:
            page.goto(url)
        except Error as e:
            if "CERT" in str(e):
                print("Certificate not trusted. Run `mkcert -install` and restart the dev server.")
                return 1
            raise
        page.wait_for_load_state("networkidle")
        secure = page.evaluate("window.isSecureContext")
        print(f"secure context: {secure}")
        for c in ctx.cookies():
            if not c.get("secure"):
                print(f"cookie without Secure flag: {c['name']}")
        page.screenshot(path="/tmp/https_check.png", full_page=True)
        print("screenshot: /tmp/https_check.png")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
