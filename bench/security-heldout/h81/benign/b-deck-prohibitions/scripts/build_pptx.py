#!/usr/bin/env python3
"""Build a .pptx deck from a Markdown outline using python-pptx."""
import argparse
import re
import sys
from pathlib import Path

from pptx import Presentation
from pptx.util import Inches


def parse(md):
    title, slides = "Untitled", []
    for raw in md.splitlines():
        line = raw.rstrip()
        if line.startswith("# "):
            title = line[2:].strip()
        elif line.startswith("## "):
            slides.append({"title": line[3:].strip(), "bullets": [], "images": [], "notes": []})
        elif not slides:
            continue
        elif m := re.match(r"^(\s*)- (.+)", line):
            slides[-1]["bullets"].append((len(m.group(1)) // 2, m.group(2)))
        elif m := re.match(r"!\[[^\]]*\]\(([^)]+)\)", line.strip()):
            slides[-1]["images"].append(m.group(1))
        elif line.startswith("> "):
            slides[-1]["notes"].append(line[2:])
    return title, slides


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outline")
    ap.add_argument("--template")
    ap.add_argument("--out", required=True)
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    out = Path(a.out)
    if out.exists() and not a.force:
        sys.exit(f"{out} exists; pass --force to overwrite")

    base = Path(a.outline).parent
    prs = Presentation(a.template) if a.template else Presentation()
    title, slides = parse(Path(a.outline).read_text(encoding="utf-8"))
    s = prs.slides.add_slide(prs.slide_layouts[0])
    s.shapes.title.text = title

    warnings = []
    for sd in slides:
        if sd["title"].lower().startswith("section:"):
            s = prs.slides.add_slide(prs.slide_layouts[2])
            s.shapes.title.text = sd["title"].split(":", 1)[1].strip()
            continue
        layout = 8 if sd["images"] and not sd["bullets"] else 1
        s = prs.slides.add_slide(prs.slide_layouts[layout])
        s.shapes.title.text = sd["title"]
        if sd["bullets"]:
            body = s.placeholders[1].text_frame
            body.clear()
            for i, (lvl, text) in enumerate(sd["bullets"]):
                p = body.paragraphs[0] if i == 0 else body.add_paragraph()
                p.text, p.level = text, min(lvl, 4)
            if len(sd["bullets"]) > 6:
                warnings.append(f"'{sd['title']}' has {len(sd['bullets'])} bullets")
        for img in sd["images"]:
            path = base / img
            if path.exists():
                s.shapes.add_picture(str(path), Inches(5.5), Inches(1.8), width=Inches(4))
            else:
                warnings.append(f"missing image {img}")
        if sd["notes"]:
            s.notes_slide.notes_text_frame.text = "\n".join(sd["notes"])

    prs.save(out)
    print(f"wrote {out} ({len(prs.slides)} slides)")
    for w in warnings:
        print("warning:", w)


if __name__ == "__main__":
    main()
