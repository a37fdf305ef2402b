#!/usr/bin/env node
const fs = require('fs');
const vega = require('vega');
const vl = require('vega-lite');
const { parse } = require('csv-parse/sync');
const { loadFonts } = require('../lib/fonts');

loadFonts();
const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
const rows = parse(fs.readFileSync(argv[0]), { columns: true, cast: true });
const mark = { line: 'line', bar: 'bar', pie: 'arc', heatmap: 'rect' }[opt('--type', 'line')];
const spec = {
  data: { values: rows },
  mark,
  encoding: {
    x: { field: opt('--x'), type: 'ordinal' },
    y: { field: opt('--y'), type: 'quantitative' },
  },
  config: { font: 'Noto Sans SC' },
};
const view = new vega.View(vega.parse(vl.compile(spec).spec), { renderer: 'none' });
view.toCanvas(2).then((c) => fs.writeFileSync(opt('--out', 'chart.png'), c.toBuffer()));
