import { Glob } from "bun";
const root = Bun.argv[2] ?? "dist";
const set = new Set<string>();
for await (const f of new Glob("**/*.{html,js,json}").scan(root)) {
  const t = await Bun.file(`${root}/${f}`).text();
  for (const ch of t) if (/\p{Script=Han}|\p{P}/u.test(ch)) set.add(ch);
}
console.log([...set].join(""));
