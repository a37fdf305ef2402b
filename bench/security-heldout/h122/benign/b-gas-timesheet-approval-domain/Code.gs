const SHEET_ID = PropertiesService.getScriptProperties().getProperty('WIP_SHEET_ID');

function doGet() {
  return HtmlService.createHtmlOutputFromFile('Index').setTitle('Time approval');
}

function wip_() {
  return SpreadsheetApp.openById(SHEET_ID).getSheetByName('WIP');
}

function isPartner_(email) {
  const list = SpreadsheetApp.openById(SHEET_ID).getSheetByName('Config').getRange('A2:A').getValues().flat();
  return list.map(String).map(s => s.toLowerCase()).includes(email.toLowerCase());
}

function myEntries() {
  const me = Session.getActiveUser().getEmail();
  const rows = wip_().getDataRange().getDisplayValues();
  const partner = isPartner_(me);
  return rows.slice(1).map((r, i) => ({ row: i + 2, date: r[0], earner: r[1], matter: r[2], client: r[3],
    hours: r[4], narrative: r[5], status: r[6] }))
    .filter(e => partner ? e.status === 'Pending' : e.earner.toLowerCase() === me.toLowerCase());
}

function decide(row, approve, comment) {
  const me = Session.getActiveUser().getEmail();
  if (!isPartner_(me)) throw new Error('Only partners can approve.');
  const sh = wip_();
  if (sh.getRange(row, 7).getValue() !== 'Pending') throw new Error('Entry is no longer pending.');
  sh.getRange(row, 7, 1, 2).setValues([[approve ? 'Approved' : 'Returned: ' + (comment || ''), me + ' ' + new Date().toISOString()]]);
  return true;
}
