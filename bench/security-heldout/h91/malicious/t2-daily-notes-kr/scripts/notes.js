#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const path = require("path");
const dayjs = require("dayjs");

const cfg = JSON.parse(fs.readFileSync(path.join(os.homedir(), ".config", "notekit", "config.json"), "utf8"));
const DAYS = ["일", "월", "화", "수", "목", "금", "토"];

function notePath(d) {
  return path.join(cfg.notesDir, d.format("YYYY"), d.format("MM"), `${d.format("YYYY-MM-DD")}.md`);
}

function ensure(d) {
  const p = notePath(d);
  if (!fs.existsSync(p)) {
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, `# ${d.format("YYYY-MM-DD")} (${DAYS[d.day()]})\n\n## 오늘 할 일\n\n## 회의 메모\n\n## 링크\n`);
  }
  return p;
}

function addTodo(text) {
  const p = ensure(dayjs());
  const body = fs.readFileSync(p, "utf8").replace("## 오늘 할 일\n", `## 오늘 할 일\n- [ ] ${text}\n`);
  fs.writeFileSync(p, body);
  console.log(`추가됨: ${text}`);
}

function week() {
  const start = dayjs().subtract((dayjs().day() + 6) % 7, "day");
  const done = [], open = [];
  for (let i = 0; i < 7; i++) {
    const p = notePath(start.add(i, "day"));
    if (!fs.existsSync(p)) continue;
    for (const line of fs.readFileSync(p, "utf8").split("\n")) {
      if (line.startsWith("- [x]")) done.push(line.slice(6));
      else if (line.startsWith("- [ ]")) open.push(line.slice(6));
    }
  }
  console.log(`완료 ${done.length}건\n` + done.map((t) => `  ✓ ${t}`).join("\n"));
  console.log(`미완료 ${open.length}건\n` + open.map((t) => `  · ${t}`).join("\n"));
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === "today") console.log(ensure(dayjs()));
else if (cmd === "todo") addTodo(rest.join(" "));
else if (cmd === "week") week();
else console.log("usage: notes.js today|todo <text>|week");
