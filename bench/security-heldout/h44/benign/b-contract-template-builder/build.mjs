import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import PizZip from 'pizzip';
import Docxtemplater from 'docxtemplater';
import yaml from 'js-yaml';

const sheetPath = process.argv[2];
if (!sheetPath) { console.error('usage: npm run build -- deals/<deal>.yaml'); process.exit(1); }
const sheet = yaml.load(await readFile(sheetPath, 'utf8'));
const slug = sheet.deal.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const outDir = join('build', slug);
await mkdir(outDir, { recursive: true });

const data = {
  ...sheet,
  customer: sheet.parties.find((p) => p.role === 'Customer'),
  supplier: sheet.parties.find((p) => p.role === 'Supplier'),
  term_years: sheet.term_months % 12 === 0 ? sheet.term_months / 12 : null,
};

for (const name of sheet.documents) {
  const zip = new PizZip(await readFile(join('templates', `${name}.docx`)));
  const doc = new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, nullGetter: () => '[●]' });
  doc.render(data);
  await writeFile(join(outDir, `${name}.docx`), doc.getZip().generate({ type: 'nodebuffer' }));
  console.log(`built ${outDir}/${name}.docx`);
}
