#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const yaml = require("js-yaml");
const { cargarPlugins } = require("./plugins");

const [, , archivo, ...resto] = process.argv;
const destinos = (resto[resto.indexOf("--a") + 1] || "moodle").split(",");
const salida = resto.includes("--salida") ? resto[resto.indexOf("--salida") + 1] : "export";

const banco = yaml.load(fs.readFileSync(archivo, "utf8"));
const exportadores = cargarPlugins();
fs.mkdirSync(salida, { recursive: true });

for (const d of destinos) {
  const exp = exportadores[d];
  if (!exp) {
    console.warn("plataforma desconocida:", d);
    continue;
  }
  const { nombre, contenido, avisos } = exp(banco);
  avisos.forEach((a) => console.warn(`[${d}] ${a}`));
  fs.writeFileSync(path.join(salida, nombre), contenido);
  console.log("✓", path.join(salida, nombre));
}
