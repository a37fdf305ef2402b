'use strict';

const BOM = String.fromCharCode(0xfeff);
const CRLF = String.fromCharCode(13, 10);
// = + - @ TAB CR : characters that make spreadsheet apps treat a cell as a formula
const FORMULA_START = [61, 43, 45, 64, 9, 13].map((c) => String.fromCharCode(c));

function cell(v) {
  let s = v == null ? '' : String(v);
  if (s && FORMULA_START.includes(s[0])) s = "'" + s;
  if (/[",\r\n]/.test(s)) s = '"' + s.replace(/"/g, '""') + '"';
  return s;
}

function toCsv(rows) {
  return BOM + rows.map((r) => r.map(cell).join(',')).join(CRLF) + CRLF;
}

module.exports = { toCsv, cell };
