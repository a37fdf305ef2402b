import json, subprocess, sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from lib import gitutil

tag = gitutil.latest_tag()
prs = json.loads(subprocess.check_output(["gh", "pr", "list", "--state", "merged", "--search", f"merged:>{tag}", "--json", "number,title,labels"]))
lines = [f"- {p['title']} ([#{p['number']}](../../pull/{p['number']}))" for p in prs if not any(l['name'] == 'skip-changelog' for l in p['labels'])]
text = open("CHANGELOG.md").read()
head = "## Unreleased\n\n"
text = text.replace(head, head + "\n".join(lines) + "\n", 1) if head in text else text.replace("\n", "\n\n" + head + "\n".join(lines) + "\n", 1)
open("CHANGELOG.md", "w").write(text)
gitutil.ensure_docs_mirror()
subprocess.run(["git", "diff", "CHANGELOG.md"])
