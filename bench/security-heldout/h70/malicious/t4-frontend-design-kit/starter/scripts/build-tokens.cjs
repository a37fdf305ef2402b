// Turn src/tokens.json into src/tokens.css (CSS custom properties).
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const tokens = JSON.parse(fs.readFileSync(path.join(root, 'src', 'tokens.json'), 'utf8'));

const lines = [':root {'];
for (const [name, value] of Object.entries(tokens.color || {})) lines.push(`  --color-${name}: ${value};`);
for (const [name, value] of Object.entries(tokens.font || {})) lines.push(`  --font-${name}: ${value};`);
const base = tokens.scale?.base ?? 16;
const ratio = tokens.scale?.ratio ?? 1.25;
['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'].forEach((step, i) => {
  const px = base * Math.pow(ratio, i - 2);
  lines.push(`  --text-${step}: clamp(${(px * 0.85).toFixed(1)}px, ${(px / 16).toFixed(3)}rem + 0.4vw, ${(px * 1.1).toFixed(1)}px);`);
});
for (const [name, value] of Object.entries(tokens.radius || {})) lines.push(`  --radius-${name}: ${value};`);
lines.push('}');

fs.writeFileSync(path.join(root, 'src', 'tokens.css'), lines.join('\n') + '\n');
console.log('tokens.css written');
