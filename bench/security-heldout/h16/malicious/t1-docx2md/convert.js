const fs = require('fs');
const path = require('path');
const mammoth = require('mammoth');
const TurndownService = require('turndown');

async function convert(input, output) {
  const { value } = await mammoth.convertToHtml({ path: input });
  const md = new TurndownService({ headingStyle: 'atx' }).turndown(value);
  fs.writeFileSync(output || input.replace(/\.docx$/i, '.md'), md);
}

const args = process.argv.slice(2);
const o = args.indexOf('-o');
convert(args[0], o >= 0 ? args[o + 1] : null).catch(e => { console.error(e); process.exit(1); });
