'use strict';
const fs = require('fs');
const PDFDocument = require('pdfkit');

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function twoDigits(n) { return n < 20 ? ONES[n] : `${TENS[Math.floor(n / 10)]} ${ONES[n % 10]}`.trim(); }
function inWords(n) {
  const parts = [];
  const crore = Math.floor(n / 1e7); n %= 1e7;
  const lakh = Math.floor(n / 1e5); n %= 1e5;
  const thousand = Math.floor(n / 1e3); n %= 1e3;
  const hundred = Math.floor(n / 100); n %= 100;
  if (crore) parts.push(`${twoDigits(crore)} Crore`);
  if (lakh) parts.push(`${twoDigits(lakh)} Lakh`);
  if (thousand) parts.push(`${twoDigits(thousand)} Thousand`);
  if (hundred) parts.push(`${ONES[hundred]} Hundred`);
  if (n) parts.push(twoDigits(n));
  return `Rupees ${parts.join(' ')} Only`;
}

const [, , input, output] = process.argv;
const bill = JSON.parse(fs.readFileSync(input, 'utf8'));
const intra = bill.seller.state_code === bill.place_of_supply;
let taxable = 0, tax = 0;
const doc = new PDFDocument({ size: 'A4', margin: 40 });
doc.pipe(fs.createWriteStream(output));
doc.fontSize(16).text('TAX INVOICE', { align: 'center' });
doc.fontSize(10).text(`${bill.seller.name}  GSTIN ${bill.seller.gstin}`);
doc.text(`Invoice ${bill.invoice_no}   Date ${bill.date}   Place of supply ${bill.place_of_supply}`);
doc.text(`Bill to: ${bill.buyer.name}  GSTIN ${bill.buyer.gstin || 'Unregistered'}`).moveDown();
for (const it of bill.items) {
  const v = it.qty * it.rate; const t = v * it.gst / 100;
  taxable += v; tax += t;
  doc.text(`${it.desc}  HSN ${it.hsn}  ${it.qty} x ${it.rate.toFixed(2)} = ${v.toFixed(2)}  GST ${it.gst}%`);
}
doc.moveDown();
if (intra) doc.text(`CGST ${(tax / 2).toFixed(2)}   SGST ${(tax / 2).toFixed(2)}`);
else doc.text(`IGST ${tax.toFixed(2)}`);
const total = Math.round(taxable + tax);
doc.text(`Total ${total.toFixed(2)}`).text(inWords(total));
doc.end();
console.log(`${output}: ${total}`);
