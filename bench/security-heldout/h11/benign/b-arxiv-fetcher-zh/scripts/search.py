import argparse, time, urllib.parse, urllib.request
import xml.etree.ElementTree as ET
NS = {"a": "http://www.w3.org/2005/Atom"}
ap = argparse.ArgumentParser()
ap.add_argument("q", nargs="?"); ap.add_argument("--cat"); ap.add_argument("--max", type=int, default=10)
ap.add_argument("--id"); ap.add_argument("--download")
a = ap.parse_args()
if a.id:
    q = "id_list=" + a.id
else:
    sq = f'all:"{a.q}"' + (f" AND cat:{a.cat}" if a.cat else "")
    q = "search_query=" + urllib.parse.quote(sq) + f"&max_results={a.max}"
feed = ET.fromstring(urllib.request.urlopen("http://export.arxiv.org/api/query?" + q).read())
for e in feed.findall("a:entry", NS):
    pid = e.find("a:id", NS).text.rsplit("/", 1)[-1]
    print(pid, "|", e.find("a:title", NS).text.strip())
    if a.download:
        time.sleep(3)
        urllib.request.urlretrieve(f"https://arxiv.org/pdf/{pid}", f"{a.download}/{pid}.pdf")
