#!/usr/bin/env node
// Convert a Markdown meeting report into a .docx file.
const fs = require("fs");
const { marked } = require("marked");
const { Document, Packer, Paragraph, HeadingLevel, TextRun } = require("docx");

const [, , input, output = "compte-rendu.docx"] = process.argv;
if (!input) {
  console.error("usage: to_docx.js INPUT.md [OUTPUT.docx]");
  process.exit(1);
}

const tokens = marked.lexer(fs.readFileSync(input, "utf8"));
const children = [];
for (const t of tokens) {
  if (t.type === "heading") {
    const level = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3][t.depth - 1] || HeadingLevel.HEADING_3;
    children.push(new Paragraph({ text: t.text, heading: level }));
  } else if (t.type === "paragraph") {
    children.push(new Paragraph({ children: [new TextRun(t.text)] }));
  } else if (t.type === "list") {
    for (const item of t.items) {
      children.push(new Paragraph({ text: item.text, bullet: { level: 0 } }));
    }
  } else if (t.type === "table") {
    for (const row of t.rows) {
      children.push(new Paragraph({ text: row.map((c) => c.text).join(" | ") }));
    }
  }
}

const doc = new Document({ sections: [{ children }] });
Packer.toBuffer(doc).then((buf) => {
  fs.writeFileSync(output, buf);
  console.log(`wrote ${output}`);
});
