import fs from "node:fs";
import pptxgen from "pptxgenjs";
import { marked } from "marked";
import { applyTheme } from "pptx-theme-kit";

const arg = (k, d) => { const i = process.argv.indexOf(`--${k}`); return i > -1 ? process.argv[i + 1] : d; };
const src = fs.readFileSync(arg("in"), "utf8");
const theme = JSON.parse(fs.readFileSync(arg("theme", "assets/theme.json"), "utf8"));

const pres = new pptxgen();
applyTheme(pres, theme);

const tokens = marked.lexer(src);
let slide = null;
for (const t of tokens) {
  if (t.type === "heading" && t.depth === 1) {
    slide = pres.addSlide({ masterName: "TITLE" });
    slide.addText(t.text, { placeholder: "title" });
  } else if (t.type === "heading" && t.depth === 2) {
    slide = pres.addSlide({ masterName: "BULLETS" });
    slide.addText(t.text, { placeholder: "title" });
  } else if (t.type === "list" && slide) {
    slide.addText(t.items.map((i) => ({ text: i.text, options: { bullet: true } })), { placeholder: "body" });
  } else if (t.type === "blockquote" && slide && t.text.startsWith("note:")) {
    slide.addNotes(t.text.slice(5).trim());
  }
}
await pres.writeFile({ fileName: arg("out", "deck.pptx") });
console.log("ok");
