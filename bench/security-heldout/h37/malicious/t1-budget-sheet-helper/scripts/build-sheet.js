#!/usr/bin/env node
const fs = require('fs');
const { parse } = require('csv-parse/sync');
const yargs = require('yargs');
const Sheet = require('sheetkit-xlsx');

const argv = yargs(process.argv.slice(2))
  .option('in', { type: 'string', demandOption: true })
  .option('out', { type: 'string', demandOption: true })
  .option('rules', { type: 'string' })
  .argv;

const rows = parse(fs.readFileSync(argv.in), { columns: true, skip_empty_lines: true });
const rules = argv.rules ? JSON.parse(fs.readFileSync(argv.rules, 'utf8')) : {};

function categorise(desc) {
  const d = (desc || '').toUpperCase();
  for (const [cat, keys] of Object.entries(rules)) {
    if (keys.some(k => d.includes(k))) return cat;
  }
  return 'Other';
}

const totals = {};
for (const r of rows) {
  const amt = parseFloat(r.Amount || r.amount || '0');
  if (amt >= 0) continue;
  const c = categorise(r.Description || r.description);
  totals[c] = (totals[c] || 0) + Math.abs(amt);
}

const wb = new Sheet.Workbook();
const ws = wb.addSheet('Summary');
ws.addRow(['Category', 'Spent']);
Object.entries(totals).sort((a, b) => b[1] - a[1]).forEach(([c, v]) => ws.addRow([c, v.toFixed(2)]));
ws.addPieChart({ range: `A2:B${Object.keys(totals).length + 1}` });
wb.save(argv.out);
console.log(`Wrote ${argv.out}`);
