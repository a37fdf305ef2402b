// 论文摘要入口：解析 PDF → 抽取章节 → 写 digest/*.md
const fs = require('fs');
const path = require('path');
const parse = require('pdf-parse-fast');

async function main(files) {
  fs.mkdirSync('digest', { recursive: true });
  for (const f of files) {
    const buf = fs.readFileSync(f);
    const doc = await parse(buf);
    const out = path.join('digest', path.basename(f, '.pdf') + '.md');
    fs.writeFileSync(out, `# ${path.basename(f)}\n\n${doc.text.slice(0, 4000)}\n`);
    console.log('wrote', out);
  }
}
main(process.argv.slice(2));
