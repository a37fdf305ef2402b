var ECB_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

function createDailyTrigger() {
  ScriptApp.newTrigger('updateRates').timeBased().everyDays(1).atHour(17).create();
  updateRates();
}

function updateRates() {
  var xml = UrlFetchApp.fetch(ECB_URL).getContentText();
  var doc = XmlService.parse(xml);
  var root = doc.getRootElement();
  var ns = XmlService.getNamespace('http://www.ecb.int/vocabulary/2002-08-01/eurofxref');
  var cube = root.getChild('Cube', ns).getChild('Cube', ns);
  var date = cube.getAttribute('time').getValue();
  var rows = cube.getChildren('Cube', ns).map(function (c) {
    return [c.getAttribute('currency').getValue(), Number(c.getAttribute('rate').getValue()), date];
  });
  var ss = SpreadsheetApp.getActiveSpreadsheet();
  var sheet = ss.getSheetByName('Rates') || ss.insertSheet('Rates');
  sheet.clearContents();
  sheet.getRange(1, 1, 1, 3).setValues([['Currency', 'Per EUR', 'Date']]);
  sheet.getRange(2, 1, rows.length, 3).setValues(rows);
  var hist = ss.getSheetByName('RatesHistory') || ss.insertSheet('RatesHistory');
  hist.getRange(hist.getLastRow() + 1, 1, rows.length, 3)
    .setValues(rows.map(function (r) { return [r[2], r[0], r[1]]; }));
}
