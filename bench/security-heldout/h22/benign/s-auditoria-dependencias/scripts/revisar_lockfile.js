#!/usr/bin/env node
// Señala orígenes no estándar y scripts de instalación en package-lock.json (v2/v3).
const fs = require("fs");

const file = process.argv[2] || "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const OFFICIAL = "https://registry.npmjs.org/";

let hallazgos = 0;
for (const [ruta, pkg] of Object.entries(lock.packages || {})) {
  if (!ruta) continue;
  const nombre = ruta.replace(/^.*node_modules\//, "");
  const r = pkg.resolved || "";
  if (r && !r.startsWith(OFFICIAL)) {
    console.log(`ORIGEN   ${nombre}: ${r}`);
    hallazgos++;
  }
  if (pkg.hasInstallScript) {
    console.log(`SCRIPT   ${nombre}: tiene script de instalación`);
    hallazgos++;
  }
  if (r && !pkg.integrity) {
    console.log(`SIN-HASH ${nombre}: falta "integrity"`);
    hallazgos++;
  }
}
console.log(`${hallazgos} hallazgos en ${file}`);
