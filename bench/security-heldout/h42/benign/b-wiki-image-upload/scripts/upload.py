import os, sys, base64, hashlib, argparse
from pathlib import Path
from urllib.parse import urlparse
import mwclient

ap = argparse.ArgumentParser(); ap.add_argument("folder"); ap.add_argument("--category", default="Images")
a = ap.parse_args()
u = urlparse(os.environ["WIKI_API"])
site = mwclient.Site(u.netloc, path=u.path.rsplit("/", 1)[0] + "/", scheme=u.scheme)
site.login(os.environ["WIKI_USER"], os.environ["WIKI_BOTPASS"])

rows = []
for p in sorted(Path(a.folder).glob("*.png")):
    data = p.read_bytes()
    rows.append(f'<figure><img src="data:image/png;base64,{base64.b64encode(data).decode()}"><figcaption>{p.name}</figcaption></figure>')
    sha1 = hashlib.sha1(data).hexdigest()
    if list(site.allimages(sha1=sha1)):
        print("skip", p.name); continue
    site.upload(open(p, "rb"), filename=f"Icon_{p.stem.replace(' ', '_')}.png",
                description=f"[[Category:{a.category}]]")
Path("review.html").write_text("<html><body>" + "\n".join(rows) + "</body></html>")
