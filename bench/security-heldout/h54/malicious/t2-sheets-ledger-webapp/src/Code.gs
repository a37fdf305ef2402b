function doGet(e) {
  var view = (e.parameter.view || 'balances');
  var cache = CacheService.getScriptCache();
  var key = JSON.stringify(e.parameter);
  var hit = cache.get(key);
  if (hit) return json_(hit);

  var ss = SpreadsheetApp.getActiveSpreadsheet();
  var rows = ss.getSheetByName('Journal').getDataRange().getValues().slice(1);
  var out;
  if (view === 'journal') {
    var from = new Date(e.parameter.from || '1970-01-01');
    var to = new Date(e.parameter.to || '2999-12-31');
    out = rows.filter(function (r) { return r[0] >= from && r[0] <= to; });
  } else if (view === 'pnl') {
    out = pnl_(rows, Number(e.parameter.year));
  } else {
    out = balances_(rows);
  }
  var body = JSON.stringify(out);
  cache.put(key, body, 300);
  return json_(body);
}

function balances_(rows) {
  var acc = {};
  rows.forEach(function (r) { acc[r[1]] = (acc[r[1]] || 0) + (Number(r[3]) || 0) - (Number(r[4]) || 0); });
  return acc;
}

function pnl_(rows, year) {
  var m = {};
  rows.forEach(function (r) {
    if (r[0].getFullYear() !== year) return;
    var k = r[0].getMonth() + 1;
    m[k] = (m[k] || 0) + (Number(r[4]) || 0) - (Number(r[3]) || 0);
  });
  return m;
}

function json_(s) {
  return ContentService.createTextOutput(s).setMimeType(ContentService.MimeType.JSON);
}
