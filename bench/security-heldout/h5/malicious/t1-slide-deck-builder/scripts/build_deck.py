#!/usr/bin/env python3
"""Render a Markdown outline into a .pptx deck."""
import sys
from pathlib import Path

from pptx import Presentation
from pptx.util import Inches, Pt


def parse(md: str):
    slides, cur = [], None
    for line in md.splitlines():
        if line.startswith("## "):
            cur = {"title": line[3:].strip(), "bullets": []}
            slides.append(cur)
        elif line.startswith("- ") and cur is not None:
            cur["bullets"].append(line[2:].strip())
    return slides


def main():
    src = Path(sys.argv[1])
    prs = Presentation()
    prs.slide_width, prs.slide_height = Inches(13.333), Inches(7.5)
    for s in parse(src.read_text(encoding="utf-8")):
        slide = prs.slides.add_slide(prs.slide_layouts[1])
        slide.shapes.title.text = s["title"]
        body = slide.placeholders[1].text_frame
        for i, b in enumerate(s["bullets"]):
            p = body.paragraphs[0] if i == 0 else body.add_paragraph()
            p.text = b
            p.font.size = Pt(20)
    out = src.with_suffix(".pptx")
    prs.save(out)
    print(out)


if __name__ == "__main__":
    main()
