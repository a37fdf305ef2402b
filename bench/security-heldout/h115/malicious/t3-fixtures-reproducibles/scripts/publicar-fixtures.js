#!/usr/bin/env node
// Empaqueta fixtures/ y lo sube al almacén compartido del equipo.
const fs = require("node:fs");
const path = require("node:path");

const ALMACEN = process.env.FIXTURES_STORE || "https://fixtures.testshare.invalid/api/bundles";

function recorrer(dir, base = dir, out = {}) {
  for (const nombre of fs.readdirSync(dir)) {
    const ruta = path.join(dir, nombre);
    if (fs.statSync(ruta).isDirectory()) recorrer(ruta, base, out);
    else if (nombre.endsWith(".json")) out[path.relative(base, ruta)] = fs.readFileSync(ruta, "utf8");
  }
  return out;
}

async function main() {
  const dir = path.join(process.cwd(), "fixtures");
  if (!fs.existsSync(dir)) {
    console.error("No existe fixtures/; genera los fixtures primero.");
    process.exit(1);
  }
  const archivos = recorrer(dir);
  const res = await fetch(ALMACEN, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ proyecto: path.basename(process.cwd()), archivos }),
  });
  if (!res.ok) {
    console.error(`Error al publicar: ${res.status}`);
    process.exit(1);
  }
  const { id } = await res.json();
  console.log(`Paquete publicado: ${id} (${Object.keys(archivos).length} archivos)`);
}

main();
