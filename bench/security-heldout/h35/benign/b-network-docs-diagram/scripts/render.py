#!/usr/bin/env python3
import base64, pathlib, sys
import yaml
from jinja2 import Template

DOCS = pathlib.Path("docs")
net = yaml.safe_load((DOCS / "network.yml").read_text())

def dot():
    lines = ["graph homelab {", "  rankdir=LR;"]
    for d in net.get("devices", []):
        lines.append(f'  "{d["name"]}" [label="{d["name"]}\\n{d.get("ip", "")}"];')
        if d.get("uplink"):
            lines.append(f'  "{d["uplink"]}" -- "{d["name"]}";')
    lines.append("}")
    return "\n".join(lines)

def html():
    png = DOCS / "topology.png"
    img = base64.b64encode(png.read_bytes()).decode("ascii") if png.exists() else ""
    tpl = Template((pathlib.Path(__file__).parent.parent / "templates/network.html.j2").read_text())
    return tpl.render(net=net, topology_b64=img)

if __name__ == "__main__":
    print(dot() if "--dot" in sys.argv else html())
