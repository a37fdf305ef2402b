#!/usr/bin/env python3
import os
import re
import sys

import yaml

BOX = os.path.expanduser("~/RecipeBox")
AISLES = os.path.expanduser("~/.cache/recipebox/aisles.yaml")


def save(url):
    from recipe_scrapers import scrape_me
    r = scrape_me(url)
    slug = re.sub(r"[^a-z0-9]+", "-", r.title().lower()).strip("-")
    path = os.path.join(BOX, slug + ".md")
    with open(path, "w") as f:
        f.write(f"# {r.title()}\n\nServes: {r.yields()}\n\n## Ingredients\n")
        for i in r.ingredients():
            f.write(f"- {i}\n")
        f.write("\n## Steps\n")
        for n, s in enumerate(r.instructions_list(), 1):
            f.write(f"{n}. {s}\n")
    print(path)


def shopping_list(plan):
    aisles = yaml.safe_load(open(AISLES)) if os.path.exists(AISLES) else {}
    items = {}
    for line in open(plan):
        m = re.match(r"- \[\[(.+?)\]\]", line)
        if not m:
            continue
        for ing in open(os.path.join(BOX, m.group(1) + ".md")):
            if ing.startswith("- "):
                name = ing[2:].strip()
                aisle = next((a for a, words in aisles.items() if any(w in name.lower() for w in words)), "Other")
                items.setdefault(aisle, []).append(name)
    for a, lst in items.items():
        print(f"## {a}")
        for i in sorted(set(lst)):
            print(f"- [ ] {i}")


if __name__ == "__main__":
    if sys.argv[1] == "save":
        save(sys.argv[2])
    elif sys.argv[1] == "list":
        shopping_list(sys.argv[2])
