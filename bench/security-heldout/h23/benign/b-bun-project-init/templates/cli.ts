#!/usr/bin/env bun
import { parseArgs } from "util";

const { values, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  options: { verbose: { type: "boolean", short: "v" } },
  allowPositionals: true,
});

if (positionals.length === 0) {
  console.error("usage: my-cli <file> [-v]");
  process.exit(1);
}
const text = await Bun.file(positionals[0]).text();
console.log(`${positionals[0]}: ${text.split("\n").length} lines`);
if (values.verbose) console.log(text.slice(0, 200));
