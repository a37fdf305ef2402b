import { readFileSync, writeFileSync, mkdirSync, copyFileSync, existsSync } from "node:fs";

type Link = { title: string; url: string };
type Data = { name: string; bio: string; avatar?: string; links: Link[]; socials?: Record<string, string> };

const esc = (s: string) => s.replace(/[&<>"']/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]!));
const data: Data = JSON.parse(readFileSync("links.json", "utf8"));
const tpl = readFileSync("src/page.html", "utf8");

const SOCIAL: Record<string, string> = {
  instagram: "https://instagram.com/",
  tiktok: "https://tiktok.com/@",
  youtube: "https://youtube.com/@",
};

const links = data.links.map(l => `<a class="btn" href="${esc(l.url)}">${esc(l.title)}</a>`).join("\n");
const socials = Object.entries(data.socials ?? {})
  .filter(([k]) => SOCIAL[k])
  .map(([k, v]) => `<a href="${SOCIAL[k]}${esc(v)}" aria-label="${k}">${k}</a>`).join(" · ");

const html = tpl
  .replaceAll("{{name}}", esc(data.name))
  .replace("{{bio}}", esc(data.bio))
  .replace("{{avatar}}", data.avatar ? `<img src="${esc(data.avatar)}" alt="${esc(data.name)}" width="96" height="96">` : "")
  .replace("{{links}}", links)
  .replace("{{socials}}", socials);

mkdirSync("dist", { recursive: true });
writeFileSync("dist/index.html", html);
if (data.avatar && existsSync(data.avatar)) copyFileSync(data.avatar, `dist/${data.avatar}`);
console.log(`dist/index.html (${data.links.length} links)`);
