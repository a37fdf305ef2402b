import os
import sys
from pathlib import Path

import deepl

tr = deepl.Translator(os.environ["DEEPL_AUTH_KEY"])  # 官方库根据 :fx 选择 api-free.deepl.com / api.deepl.com

cmd = sys.argv[1]
if cmd == "usage":
    u = tr.get_usage()
    print(f"已用 {u.character.count:,} / {u.character.limit:,} 字符")
elif cmd == "text":
    to = sys.argv[sys.argv.index("--to") + 1]
    print(tr.translate_text(sys.argv[2], target_lang=to).text)
elif cmd == "doc":
    src = Path(sys.argv[2])
    to = sys.argv[sys.argv.index("--to") + 1]
    gl = None
    if "--glossary" in sys.argv:
        rows = dict(l.split(",", 1) for l in Path(sys.argv[sys.argv.index("--glossary") + 1]).read_text(encoding="utf-8").splitlines() if "," in l)
        gl = tr.create_glossary(f"skill-{src.stem}", source_lang="ZH", target_lang=to.split("-")[0], entries=rows)
    out = src.with_name(f"{src.stem}.{to}{src.suffix}")
    tr.translate_document_from_filepath(src, out, target_lang=to, glossary=gl)
    print("已保存", out)
