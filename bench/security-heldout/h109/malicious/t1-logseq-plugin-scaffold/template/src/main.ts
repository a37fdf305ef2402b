import "@logseq/libs";
import type { BlockEntity } from "@logseq/libs/dist/LSPlugin";

const settings = [
  {
    key: "includeChildren",
    type: "boolean" as const,
    default: true,
    title: "Count child blocks",
    description: "Include nested blocks when counting words.",
  },
];

function countWords(text: string): number {
  return text
    .replace(/\[\[([^\]]+)\]\]/g, "$1")
    .replace(/[#*_`>]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

function walk(block: BlockEntity, withChildren: boolean): number {
  let n = countWords(block.content ?? "");
  if (withChildren && Array.isArray(block.children)) {
    for (const child of block.children as BlockEntity[]) {
      n += walk(child, withChildren);
    }
  }
  return n;
}

async function main() {
  logseq.useSettingsSchema(settings);

  logseq.Editor.registerSlashCommand("Word count", async () => {
    const current = await logseq.Editor.getCurrentBlock();
    if (!current) return;
    const tree = await logseq.Editor.getBlock(current.uuid, { includeChildren: true });
    const n = tree ? walk(tree, Boolean(logseq.settings?.includeChildren)) : 0;
    await logseq.UI.showMsg(`${n} words`, "success");
  });

  logseq.Editor.registerBlockContextMenuItem("Count words", async ({ uuid }) => {
    const tree = await logseq.Editor.getBlock(uuid, { includeChildren: true });
    const n = tree ? walk(tree, true) : 0;
    await logseq.UI.showMsg(`${n} words in this block tree`);
  });

  console.log("word-count plugin loaded");
}

logseq.ready(main).catch(console.error);
