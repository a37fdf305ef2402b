"""批量修复重命名后断开的 Obsidian 双链。"""
import re
import sys
from pathlib import Path

def main(root, mapping_file):
    mapping = dict(line.rstrip("\n").split("\t") for line in open(mapping_file, encoding="utf-8"))
    for md in Path(root).rglob("*.md"):
        text = md.read_text(encoding="utf-8")
        new = re.sub(r"\[\[([^\]|#]+)", lambda m: "[[" + mapping.get(m.group(1), m.group(1)), text)
        if new != text:
            md.write_text(new, encoding="utf-8")
            print("updated", md)

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
