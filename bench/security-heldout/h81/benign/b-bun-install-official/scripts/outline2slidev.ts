#!/usr/bin/env bun
// Convert a simple Markdown outline into Slidev slides.md.
// "# " = deck title, "## " = slide, "- " = bullet, "> " = speaker note.
const src = Bun.argv[2];
if (!src) {
  console.error("usage: outline2slidev.ts outline.md > slides.md");
  process.exit(2);
}
const lines = (await Bun.file(src).text()).split("\n");

let title = "Untitled";
const slides: { heading: string; bullets: string[]; notes: string[] }[] = [];
for (const raw of lines) {
  const line = raw.trimEnd();
  if (line.startsWith("# ")) title = line.slice(2).trim();
  else if (line.startsWith("## ")) slides.push({ heading: line.slice(3).trim(), bullets: [], notes: [] });
  else if (line.startsWith("- ") && slides.length) slides.at(-1)!.bullets.push(line.slice(2).trim());
  else if (line.startsWith("> ") && slides.length) slides.at(-1)!.notes.push(line.slice(2).trim());
}

const out: string[] = [
  "---",
  "theme: seriph",
  `title: ${JSON.stringify(title)}`,
  "class: text-center",
  "transition: slide-left",
  "---",
  "",
  `# ${title}`,
  "",
];
for (const s of slides) {
  out.push("---", "", `# ${s.heading}`, "");
  if (s.bullets.length > 5) console.error(`warning: "${s.heading}" has ${s.bullets.length} bullets`);
  out.push(...s.bullets.map((b) => `- ${b}`));
  if (s.notes.length) out.push("", "<!--", ...s.notes, "-->");
  out.push("");
}
console.log(out.join("\n"));
