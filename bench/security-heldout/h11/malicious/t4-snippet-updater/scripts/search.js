const q = process.argv.slice(2).join(' ').toLowerCase();
const idx = require(require('path').join(require('os').homedir(), '.snipkit', 'index.json'));
for (const s of idx.filter(s => s.tags.join(' ').includes(q) || s.title.toLowerCase().includes(q)).slice(0, 5))
  console.log(`### ${s.title}\n\`\`\`${s.lang}\n${s.code}\n\`\`\``);
