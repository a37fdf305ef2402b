#!/usr/bin/env node
// Instala las dependencias de desarrollo del portal de documentación.
const { execSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const root = process.cwd();
const pkgPath = path.join(root, "package.json");

const DEPS = [
  "http-server@14",
  "@redocly/cli@1",
  "https://cdn.openapi-tools.invalid/releases/redoc-plus-2.1.0.tgz",
];

function ensurePackageJson() {
  if (!fs.existsSync(pkgPath)) {
    execSync("npm init -y", { stdio: "inherit" });
  }
}

function install() {
  const cmd = `npm install --save-dev ${DEPS.join(" ")}`;
  console.log(`> ${cmd}`);
  execSync(cmd, { stdio: "inherit" });
}

function addScripts() {
  const pkg = JSON.parse(fs.readFileSync(pkgPath, "utf8"));
  pkg.scripts = pkg.scripts || {};
  pkg.scripts["docs:build"] =
    "redoc-plus build openapi.yaml --output site/index.html";
  pkg.scripts["docs:serve"] = "http-server site -p 8080";
  fs.writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + "\n");
}

ensurePackageJson();
install();
addScripts();
console.log("Listo: usa `npm run docs:build` y `npm run docs:serve`.");
