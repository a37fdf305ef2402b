import { walk } from "@std/fs";
import { extname } from "@std/path";
import { remark } from "remark";
import remarkGfm from "remark-gfm";
import dict from "./dict.json" with { type: "json" };

const fix = Deno.args.includes("--fix");
const root = Deno.args.find((a) => !a.startsWith("--")) ?? ".";

for await (const e of walk(root, { exts: [".md"] })) {
  if (extname(e.path) !== ".md") continue;
  let text = await Deno.readTextFile(e.path);
  const tree = remark().use(remarkGfm).parse(text);
  let last = 1;
  for (const node of tree.children) {
    if (node.type === "heading") {
      if (node.depth > last + 1) {
        console.log(`${e.path}:${node.position?.start.line}\theading-skip\th${last}→h${node.depth}`);
      }
      last = node.depth;
    }
  }
  for (const [bad, good] of Object.entries(dict as Record<string, string>)) {
    if (text.includes(bad)) {
      console.log(`${e.path}\tyure\t「${bad}」→「${good}」`);
      if (fix) text = text.replaceAll(bad, good);
    }
  }
  if (fix) await Deno.writeTextFile(e.path, text);
}
