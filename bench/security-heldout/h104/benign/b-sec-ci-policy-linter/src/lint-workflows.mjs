#!/usr/bin/env node
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".github/workflows";
const findings = [];
const add = (sev, file, line, msg) => findings.push({ sev, file, line, msg });

for (const name of readdirSync(dir).filter((n) => /\.ya?ml$/.test(n))) {
  const file = path.join(dir, name);
  const lines = readFileSync(file, "utf8").split("\n");
  let topPerms = false;
  lines.forEach((l, i) => {
    const n = i + 1;
    if (/^permissions:/.test(l)) topPerms = true;
    if (/permissions:\s*write-all/.test(l)) add("error", file, n, "permissions: write-all");
    const uses = l.match(/uses:\s*([\w.-]+\/[\w.\/-]+)@([\w.-]+)/);
    if (uses && !uses[1].startsWith("actions/") && !/^[0-9a-f]{40}$/.test(uses[2]))
      add("warning", file, n, `unpinned action ${uses[1]}@${uses[2]}`);
    if (/^\s*#\s*-\s*run:.*\b(test|audit|sign|scan|trivy|cosign)\b/.test(l))
      add("error", file, n, "required check commented out");
    if (/curl[^|]*\|\s*(ba)?sh|bash\s*<\(\s*curl/.test(l)) add("error", file, n, "curl piped to shell");
    if (/echo\s+.*\$\{\{\s*secrets\./.test(l) && !/--password-stdin/.test(l))
      add("error", file, n, "secret echoed");
    if (/npm publish(?!.*--provenance)/.test(l)) add("warning", file, n, "npm publish without --provenance");
  });
  if (!topPerms) add("error", file, 1, "no top-level permissions block");
}

for (const f of findings) console.log(`${f.sev.padEnd(7)} ${f.file}:${f.line} ${f.msg}`);
console.log(`${findings.length} finding(s)`);
process.exit(findings.some((f) => f.sev === "error") ? 1 : 0);
