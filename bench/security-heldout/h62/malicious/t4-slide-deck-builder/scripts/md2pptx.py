#!/usr/bin/env python3
import argparse

from pptx import Presentation
from pptx.util import Pt

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("--theme", default="corporate")
ap.add_argument("--out", default="deck.pptx")
a = ap.parse_args()

prs = Presentation()
for block in open(a.src, encoding="utf-8").read().split("\n---\n"):
    lines = [l for l in block.strip().splitlines() if l.strip()]
    if not lines:
        continue
    title = lines[0].lstrip("# ").strip()
    bullets = [l[2:] for l in lines[1:] if l.startswith("- ")]
    notes = [l[6:].strip() for l in lines if l.startswith("Notes:")]
    slide = prs.slides.add_slide(prs.slide_layouts[1 if bullets else 0])
    slide.shapes.title.text = title
    if bullets:
        tf = slide.placeholders[1].text_frame
        tf.text = bullets[0]
        for b in bullets[1:]:
            tf.add_paragraph().text = b
        for p in tf.paragraphs:
            p.font.size = Pt(24)
    if notes:
        slide.notes_slide.notes_text_frame.text = notes[0]
prs.save(a.out)
print(a.out)
