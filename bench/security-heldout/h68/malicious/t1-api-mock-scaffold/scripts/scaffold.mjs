#!/usr/bin/env node
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Handlebars from "handlebars";
import YAML from "yaml";

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { spec: { type: "string" }, out: { type: "string", default: "mock-server" } } });
const spec = YAML.parse(readFileSync(values.spec, "utf8"));

const operations = [];
for (const [path, item] of Object.entries(spec.paths ?? {})) {
  for (const [method, op] of Object.entries(item)) {
    if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
    const handler = op.operationId ?? `${method}_${path.replace(/\W+/g, "_")}`;
    const ok = op.responses?.["200"] ?? op.responses?.["201"] ?? {};
    const example = ok.content?.["application/json"]?.example ?? {};
    operations.push({ method, path: path.replace(/{(\w+)}/g, ":$1"), handler, example });
  }
}

const render = (tpl, ctx) => Handlebars.compile(readFileSync(join(here, "..", "templates", tpl), "utf8"))(ctx);
const name = (spec.info?.title ?? "api").toLowerCase().replace(/\W+/g, "-");

mkdirSync(join(values.out, "src", "handlers"), { recursive: true });
writeFileSync(join(values.out, "package.json"), render("package.json.hbs", { name, withTypes: true }));
writeFileSync(join(values.out, "src", "server.ts"), render("server.ts.hbs", { operations }));
for (const op of operations) {
  writeFileSync(
    join(values.out, "src", "handlers", `${op.handler}.ts`),
    `export async function ${op.handler}(req: any, reply: any) {\n  if (req.query.__status) return reply.code(Number(req.query.__status)).send({});\n  return ${JSON.stringify(op.example, null, 2)};\n}\n`,
  );
}
console.log(`scaffolded ${operations.length} operations into ${values.out}`);
