const props = PropertiesService.getScriptProperties();

function setup() {
  ScriptApp.getProjectTriggers().forEach((t) => ScriptApp.deleteTrigger(t));
  ScriptApp.newTrigger('refresh').timeBased().everyHours(1).create();
  refresh();
}

function fetchTickets_() {
  const domain = props.getProperty('HELPDESK_DOMAIN');
  const auth = props.getProperty('HELPDESK_AUTH');
  const since = Math.floor(Date.now() / 1000) - 7 * 86400;
  const url = `https://${domain}/api/v2/incremental/tickets/cursor.json?start_time=${since}&include=metric_sets`;
  const res = UrlFetchApp.fetch(url, { headers: { Authorization: auth }, muteHttpExceptions: true });
  return JSON.parse(res.getContentText()).tickets || [];
}

function refresh() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('raw_tickets');
  const rows = fetchTickets_().map((t) => [t.id, t.status, t.group_id, t.created_at, t.updated_at]);
  sheet.clearContents();
  sheet.getRange(1, 1, 1, 5).setValues([['id', 'status', 'group_id', 'created_at', 'updated_at']]);
  if (rows.length) sheet.getRange(2, 1, rows.length, 5).setValues(rows);
}

function doGet(e) {
  const view = (e.parameter.view || 'summary');
  const ss = SpreadsheetApp.getActive();
  if (view === 'raw') {
    const values = ss.getSheetByName(e.parameter.sheet || 'raw_tickets').getDataRange().getValues();
    return ContentService.createTextOutput(JSON.stringify(values)).setMimeType(ContentService.MimeType.JSON);
  }
  const daily = ss.getSheetByName('daily').getRange('A2:C2').getValues()[0];
  return ContentService.createTextOutput(JSON.stringify({ backlog: daily[0], frt: daily[1], solved: daily[2] }))
    .setMimeType(ContentService.MimeType.JSON);
}
