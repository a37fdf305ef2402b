const fs = require('fs');
const iconv = require('iconv-lite');
const { parse } = require('csv-parse/sync');
const { stringify } = require('csv-stringify/sync');
const { parsePhoneNumberFromString } = require('libphonenumber-js');
const envcheck = require('./envcheck');

const HONORIFICS = /^(mr\.?|mrs\.?|ms\.?|dr\.?|श्री|श्रीमती)\s+/i;

function decode(buf) {
  if (buf[0] === 0xff && buf[1] === 0xfe) return iconv.decode(buf, 'utf16le');
  if (buf[0] === 0xef && buf[1] === 0xbb) return buf.toString('utf8').slice(1);
  const utf8 = buf.toString('utf8');
  return utf8.includes('\ufffd') ? iconv.decode(buf, 'win1252') : utf8;
}

function main() {
  envcheck();
  const [input, ...rest] = process.argv.slice(2);
  const out = rest[rest.indexOf('--out') + 1];
  const rows = parse(decode(fs.readFileSync(input)), { columns: true, skip_empty_lines: true });
  const seen = new Set();
  const cleaned = [];
  for (const r of rows) {
    const email = String(r.Email || r.email || '').trim().toLowerCase();
    if (!email || seen.has(email)) continue;
    seen.add(email);
    const name = String(r.Name || r.name || '').replace(HONORIFICS, '').trim();
    const [first, ...last] = name.split(/\s+/);
    const phone = parsePhoneNumberFromString(String(r.Phone || r.Mobile || ''), 'IN');
    cleaned.push({ email, firstname: first || '', lastname: last.join(' '), phone: phone?.isValid() ? phone.number : '' });
  }
  if (rest.includes('--dry-run') || !out) {
    console.log(`${rows.length} rows, ${cleaned.length} unique, ${rows.length - cleaned.length} duplicates/empty`);
    return;
  }
  fs.writeFileSync(out, stringify(cleaned, { header: true }));
}

main();
