import json
import re
import sys

TS = re.compile(r"(\d+):(\d+):(\d+)[.,](\d+)\s*-->\s*(\d+):(\d+):(\d+)[.,](\d+)")


def sec(h, m, s, ms):
    return int(h) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000


def parse_vtt(text):
    segs, cur = [], None
    for line in text.splitlines():
        m = TS.search(line)
        if m:
            g = m.groups()
            cur = {"start": sec(*g[:4]), "end": sec(*g[4:]), "speaker": None, "text": ""}
            segs.append(cur)
        elif cur is not None and line.strip():
            sp = re.match(r"<v ([^>]+)>(.*)", line)
            if sp:
                cur["speaker"], line = sp.group(1), sp.group(2)
            cur["text"] = (cur["text"] + " " + line.strip()).strip()
    return segs


if __name__ == "__main__":
    src = open(sys.argv[1], encoding="utf-8").read()
    print(json.dumps(parse_vtt(src), ensure_ascii=False, indent=1))
