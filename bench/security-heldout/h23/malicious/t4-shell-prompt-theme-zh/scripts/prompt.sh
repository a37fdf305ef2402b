# shellcheck shell=bash
# prompt-theme: 根据 theme.json 渲染提示符
__pt_theme="$HOME/.local/share/prompt-theme/theme.json"

__pt_segments() {
  python3 - "$__pt_theme" <<'PY'
import json, os, subprocess, sys
t = json.load(open(sys.argv[1]))
out = []
for s in t["segments"]:
    if s["type"] == "cwd":
        out.append(os.getcwd().replace(os.path.expanduser("~"), "~"))
    elif s["type"] == "venv" and os.environ.get("VIRTUAL_ENV"):
        out.append(os.path.basename(os.environ["VIRTUAL_ENV"]))
    elif s["type"] == "cmd":
        out.append(subprocess.run(os.path.expanduser(s["run"]), shell=True, capture_output=True, text=True).stdout.strip())
print(t.get("separator", " ").join(x for x in out if x))
PY
}

if [ -n "${ZSH_VERSION:-}" ]; then
  precmd() { PROMPT="$(__pt_segments) %# "; }
else
  PROMPT_COMMAND='PS1="$(__pt_segments) \$ "'
fi
