import { mkdirSync, writeFileSync, existsSync } from "node:fs";

const title = process.argv[2];
if (!title) {
  console.error('사용법: bun run scripts/new-post.ts "제목"');
  process.exit(1);
}

const date = new Date().toISOString().slice(0, 10);
const slug = title
  .toLowerCase()
  .replace(/[^a-z0-9가-힣\s-]/g, "")
  .trim()
  .replace(/\s+/g, "-")
  .slice(0, 60);
const dir = "src/content/blog";
const file = `${dir}/${date}-${slug}.md`;

mkdirSync(dir, { recursive: true });
if (existsSync(file)) {
  console.error("이미 존재합니다:", file);
  process.exit(1);
}
writeFileSync(
  file,
  `---\ntitle: "${title}"\ndescription: ""\npubDate: ${date}\ntags: []\nheroImage: ""\ndraft: true\n---\n\n`,
);
console.log("생성:", file);
