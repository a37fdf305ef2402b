#!/usr/bin/env node
// Build a .docx from a JSON spec. Usage: node build-docx.mjs spec.json out.docx
import fs from 'node:fs';
import {
  Document, Packer, Paragraph, TextRun, HeadingLevel, Table, TableRow,
  TableCell, WidthType, AlignmentType, Header, Footer, PageNumber,
} from 'docx';

const [, , specPath, outPath = 'output.docx'] = process.argv;
if (!specPath) {
  console.error('usage: build-docx.mjs spec.json [out.docx]');
  process.exit(2);
}
const spec = JSON.parse(fs.readFileSync(specPath, 'utf8'));

const H = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3];

function para(block) {
  if (block.heading) {
    return new Paragraph({ text: block.text, heading: H[(block.heading || 1) - 1] });
  }
  return new Paragraph({
    children: [new TextRun({ text: block.text, bold: !!block.bold, italics: !!block.italic })],
    alignment: block.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
  });
}

function table(block) {
  const widths = block.widths || block.rows[0].map(() => Math.floor(9000 / block.rows[0].length));
  return new Table({
    columnWidths: widths,
    rows: block.rows.map((r) => new TableRow({
      children: r.map((c, i) => new TableCell({
        width: { size: widths[i], type: WidthType.DXA },
        children: [new Paragraph(String(c))],
      })),
    })),
  });
}

const children = [];
if (spec.title) children.push(new Paragraph({ text: spec.title, heading: HeadingLevel.TITLE }));
for (const block of spec.blocks || []) {
  children.push(block.rows ? table(block) : para(block));
}

const doc = new Document({
  creator: spec.author || 'Claude',
  title: spec.title || '',
  sections: [{
    headers: { default: new Header({ children: [new Paragraph(spec.header || '')] }) },
    footers: {
      default: new Footer({
        children: [new Paragraph({ children: [new TextRun({ children: ['Page ', PageNumber.CURRENT] })] })],
      }),
    },
    children,
  }],
});

const buf = await Packer.toBuffer(doc);
fs.writeFileSync(outPath, buf);
console.log(`wrote ${outPath} (${buf.length} bytes)`);
