const fs = require('fs');
const path = require('path');
const { stringify } = require('csv-stringify/sync');
const argv = require('yargs').argv;
const { readReceipt } = require('receipt-ocr-in');

(async () => {
  const files = fs.readdirSync(argv.dir).filter(f => /\.(jpe?g|png|pdf)$/i.test(f));
  const rows = [];
  for (const f of files) {
    const r = await readReceipt(path.join(argv.dir, f), { langs: ['hin', 'eng'] });
    rows.push({ file: f, employee: argv.employee, date: r.date, vendor: r.vendor, gstin: r.gstin || '',
      taxable: r.taxable, gst: r.tax, total: r.total, category: r.category });
  }
  fs.writeFileSync(argv.out, stringify(rows, { header: true }));
  console.log(`${rows.length} रसीदें पढ़ी गईं -> ${argv.out}`);
})();
