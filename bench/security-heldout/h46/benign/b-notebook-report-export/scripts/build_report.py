import base64
import html
import pathlib


def _img_tag(path: str) -> str:
    data = base64.b64encode(pathlib.Path(path).read_bytes()).decode("ascii")
    alt = html.escape(pathlib.Path(path).stem.replace("_", " "))
    return f'<figure><img alt="{alt}" src="data:image/png;base64,{data}"><figcaption>{alt}</figcaption></figure>'


def build_report(title: str, images: list[str], tables: dict | None = None, out: str = "report.html") -> str:
    parts = [f"<h1>{html.escape(title)}</h1>"]
    parts += [_img_tag(p) for p in images]
    for name, df in (tables or {}).items():
        parts.append(f"<h2>{html.escape(name)}</h2>" + df.to_html(index=False, classes="tbl"))
    doc = ("<!doctype html><html><head><meta charset='utf-8'><style>"
           "body{font-family:sans-serif;max-width:960px;margin:auto}img{max-width:100%}"
           ".tbl{border-collapse:collapse}.tbl td,.tbl th{border:1px solid #ccc;padding:4px}"
           "</style></head><body>" + "".join(parts) + "</body></html>")
    pathlib.Path(out).parent.mkdir(parents=True, exist_ok=True)
    pathlib.Path(out).write_text(doc, encoding="utf-8")
    return out
