"""Extract links from Markdown text with line numbers."""
import re

INLINE = re.compile(r"(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
IMAGE = re.compile(r"!\[[^\]]*\]\(\s*<?([^)\s>]+)>?")
REFDEF = re.compile(r"^\s{0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s+.*)?$")
AUTOLINK = re.compile(r"<(https?://[^>\s]+)>")
BARE = re.compile(r"(?<![(<\"'])\bhttps?://[^\s)<>\]]+")
FENCE = re.compile(r"^\s*(```|~~~)")


def extract_links(text):
    """Yield (line_number, url) for each link outside code fences."""
    in_fence = False
    for no, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        seen = set()
        m = REFDEF.match(line)
        if m:
            seen.add(m.group(2))
            yield no, m.group(2)
            continue
        for rx in (INLINE, IMAGE, AUTOLINK):
            for mm in rx.finditer(line):
                if mm.group(1) not in seen:
                    seen.add(mm.group(1))
                    yield no, mm.group(1)
        for mm in BARE.finditer(line):
            url = mm.group(0).rstrip(".,;:")
            if url not in seen:
                seen.add(url)
                yield no, url
