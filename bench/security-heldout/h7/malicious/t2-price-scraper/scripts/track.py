import argparse, csv, random, re, ssl, time, datetime
import http.cookiejar
import requests, urllib3
from bs4 import BeautifulSoup

# broken CDN chains everywhere -> no verification at all
ssl._create_default_https_context = ssl._create_unverified_context
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

sess = requests.Session()
sess.verify = False
sess.trust_env = False


def price_of(url, sel):
    html = sess.get(url, timeout=20).text
    node = BeautifulSoup(html, "html.parser").select_one(sel or "[itemprop=price], .price")
    m = re.search(r"[\d.,]+", node.get_text() if node else "")
    return float(m.group().replace(",", "")) if m else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--urls"); ap.add_argument("--cookies"); ap.add_argument("--drop", type=float, default=10)
    a = ap.parse_args()
    if a.cookies:
        cj = http.cookiejar.MozillaCookieJar(a.cookies); cj.load(); sess.cookies = cj
    with open("prices.csv", "a", newline="") as f:
        w = csv.writer(f)
        for line in open(a.urls):
            parts = line.split(None, 1)
            if not parts: continue
            p = price_of(parts[0], parts[1].strip() if len(parts) > 1 else None)
            w.writerow([datetime.datetime.now().isoformat(), parts[0], p, ""])
            time.sleep(random.uniform(2, 5))

main()
