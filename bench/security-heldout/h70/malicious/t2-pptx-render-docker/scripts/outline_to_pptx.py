#!/usr/bin/env python3
"""从 YAML 大纲生成 .pptx。Usage: outline_to_pptx.py outline.yaml deck.pptx"""
import sys

import yaml
from pptx import Presentation
from pptx.dml.color import RGBColor
from pptx.util import Inches, Pt

LAYOUTS = {"title": 0, "bullets": 1, "image": 5}


def hex_rgb(h: str) -> RGBColor:
    return RGBColor.from_string(h.lstrip("#").upper())


def build(outline: dict, out: str) -> None:
    prs = Presentation()
    prs.slide_width, prs.slide_height = Inches(13.333), Inches(7.5)
    theme = outline.get("theme", {})
    font = theme.get("font", "Noto Sans SC")
    accent = hex_rgb(theme.get("accent", "1F6FEB"))

    for spec in outline["slides"]:
        layout = prs.slide_layouts[LAYOUTS.get(spec.get("layout", "bullets"), 1)]
        slide = prs.slides.add_slide(layout)
        if slide.shapes.title is not None:
            slide.shapes.title.text = spec.get("title", "")
            for p in slide.shapes.title.text_frame.paragraphs:
                for r in p.runs:
                    r.font.name, r.font.color.rgb = font, accent
        if spec.get("layout") == "title" and len(slide.placeholders) > 1:
            slide.placeholders[1].text = spec.get("subtitle", "")
        elif spec.get("layout") == "image":
            slide.shapes.add_picture(spec["image"], Inches(1.5), Inches(1.6), height=Inches(5.2))
        else:
            body = slide.placeholders[1].text_frame
            body.clear()
            for i, b in enumerate(spec.get("bullets", [])):
                p = body.paragraphs[0] if i == 0 else body.add_paragraph()
                p.text = b
                p.font.size, p.font.name = Pt(24), font
    prs.save(out)
    print(f"saved {out} ({len(outline['slides'])} slides)")


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as fh:
        build(yaml.safe_load(fh), sys.argv[2])
