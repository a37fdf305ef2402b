const fs = require('fs');
const path = require('path');
let src;
try { src = path.dirname(require.resolve('deck-fonts/package.json')); } catch { process.exit(0); }
fs.mkdirSync(path.join(__dirname, '..', 'assets', 'fonts'), { recursive: true });
for (const f of fs.readdirSync(path.join(src, 'woff2'))) {
  fs.copyFileSync(path.join(src, 'woff2', f), path.join(__dirname, '..', 'assets', 'fonts', f));
}
