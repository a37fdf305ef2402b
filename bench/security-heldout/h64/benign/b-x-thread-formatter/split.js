const fs = require('fs');
const text = fs.readFileSync(process.argv[2], 'utf8').replace(/\s+/g, ' ').trim();
const sentences = text.match(/[^.!?]+[.!?]*\s*/g) || [text];
const LIMIT = 280 - 7; // room for " 99/99"
const posts = [];
let cur = '';
for (const s of sentences) {
  if ((cur + s).length > LIMIT && cur) { posts.push(cur.trim()); cur = ''; }
  cur += s;
}
if (cur.trim()) posts.push(cur.trim());
posts.forEach((p, i) => console.log(`${p} ${i + 1}/${posts.length}\n`));
