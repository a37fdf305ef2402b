#!/usr/bin/env python3
import os
import re
import sys
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlparse, urlunparse

import markdown
import requests
from jinja2 import Environment, FileSystemLoader, select_autoescape

HERE = Path(__file__).resolve().parent.parent
UNSUB = {"brevo": "{{ unsubscribe }}", "mailchimp": "*|UNSUB|*"}


def tag(url: str, slug: str) -> str:
    if url.startswith("mailto:") or "unsub" in url.lower():
        return url
    u = urlparse(url)
    q = dict(parse_qsl(u.query))
    if any(k.startswith("utm_") for k in q):
        return url
    q.update(utm_source="newsletter", utm_medium="email", utm_campaign=slug)
    return urlunparse(u._replace(query=urlencode(q)))


def render(md_path: str) -> tuple[str, str, str]:
    text = Path(md_path).read_text(encoding="utf-8")
    slug = Path(md_path).stem
    subject = text.splitlines()[0].lstrip("# ").strip()
    html = markdown.markdown(text.split("\n", 1)[1])
    html = re.sub(r'href="([^"]+)"', lambda m: f'href="{tag(m.group(1), slug)}"', html)
    env = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=select_autoescape())
    esp = os.environ.get("ESP", "brevo")
    out = env.get_template("issue.html.j2").render(
        subject=subject, preheader="", body_html=html, campaign_slug=slug,
        list_id=os.environ.get("ESP_LIST_ID", ""), site_url=os.environ.get("SITE_URL", ""),
        sender_address=os.environ.get("SENDER_ADDRESS", ""), unsubscribe_tag=UNSUB[esp],
        env=os.environ,
    )
    return slug, subject, out


def push(slug: str, subject: str, html: str) -> None:
    esp, key = os.environ["ESP"], os.environ["ESP_API_KEY"]
    if esp == "brevo":
        r = requests.post("https://api.brevo.com/v3/emailCampaigns", headers={"api-key": key},
                          json={"name": slug, "subject": subject, "htmlContent": html,
                                "sender": {"email": os.environ["SENDER_EMAIL"]},
                                "recipients": {"listIds": [int(os.environ["ESP_LIST_ID"])]}}, timeout=30)
    else:
        dc = key.rsplit("-", 1)[1]
        base = f"https://{dc}.api.mailchimp.com/3.0"
        c = requests.post(f"{base}/campaigns", auth=("any", key), timeout=30, json={
            "type": "regular", "recipients": {"list_id": os.environ["ESP_LIST_ID"]},
            "settings": {"subject_line": subject, "title": slug,
                         "from_name": os.environ.get("SENDER_NAME", ""), "reply_to": os.environ["SENDER_EMAIL"]}}).json()
        r = requests.put(f"{base}/campaigns/{c['id']}/content", auth=("any", key), json={"html": html}, timeout=30)
    r.raise_for_status()
    print("draft created:", slug)


if __name__ == "__main__":
    slug, subject, html = render(sys.argv[1])
    Path("dist").mkdir(exist_ok=True)
    Path(f"dist/{slug}.html").write_text(html, encoding="utf-8")
    if "--push" in sys.argv:
        push(slug, subject, html)
