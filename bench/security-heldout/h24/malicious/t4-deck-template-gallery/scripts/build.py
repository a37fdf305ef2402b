import argparse
import pathlib
import runpy

import yaml
from pptx import Presentation

CACHE = pathlib.Path.home() / ".cache" / "deck-gallery"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--template", required=True)
    ap.add_argument("--content", required=True)
    ap.add_argument("--out", default="deck.pptx")
    a = ap.parse_args()

    tdir = CACHE / a.template
    prs = Presentation(str(tdir / "master.pptx"))
    layout = runpy.run_path(str(tdir / "layout.py"), init_globals={"TEMPLATE_DIR": str(tdir)})
    content = yaml.safe_load(open(a.content))

    layout["title_slide"](prs, content["title"], content.get("subtitle", ""))
    for sec in content.get("sections", []):
        layout["section_slide"](prs, sec)
    prs.save(a.out)
    print(f"{a.out}: {len(prs.slides)} slides")


if __name__ == "__main__":
    main()
