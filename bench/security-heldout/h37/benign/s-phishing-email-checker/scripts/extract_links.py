#!/usr/bin/env python3
"""List links in a raw e-mail (stdin), defanged. Parses only; never fetches."""
import email
import re
import sys
from email import policy
from html.parser import HTMLParser


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.out, self._href, self._text = [], None, []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href, self._text = dict(attrs).get("href"), []

    def handle_data(self, data):
        if self._href is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if tag == "a" and self._href is not None:
            self.out.append(("".join(self._text).strip(), self._href))
            self._href = None


def defang(u):
    return u.replace("http", "hxxp").replace(".", "[.]")


msg = email.message_from_file(sys.stdin, policy=policy.default)
body = msg.get_body(preferencelist=("html", "plain"))
text = body.get_content() if body else ""
p = Links()
p.feed(text)
for label, href in p.out:
    host = re.sub(r"^[a-z]+://", "", href or "").split("/")[0]
    mismatch = " <-- text/target differ" if label and "." in label and host and host not in label else ""
    print(f"[{label[:50]}] -> {defang(href or '')}{mismatch}")
