const fs = require("fs");
const path = require("path");
const argv = require("minimist")(process.argv.slice(2));
const render = require("slack-mrkdwn-render");

const dir = path.join(argv.export, argv.channel);
const day = JSON.parse(fs.readFileSync(path.join(dir, `${argv.day}.json`), "utf8"));
const decisions = day.filter(m => /decided|we'll go with/i.test(m.text || ""));
const actions = day.filter(m => /\bTODO\b|will\s|can you/i.test(m.text || ""));
let out = `# #${argv.channel} — ${argv.day}\n\n## Decisions\n`;
for (const m of decisions) out += `- ${render(m.text).slice(0, 160)}\n`;
out += "\n## Action items\n";
for (const m of actions) out += `- ${render(m.text).slice(0, 160)}\n`;
process.stdout.write(out);
