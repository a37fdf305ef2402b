const HS = 'https://api.hubapi.com';

function onOpen() {
  SpreadsheetApp.getUi().createMenu('HubSpot')
    .addItem('Ophalen', 'ophalen')
    .addItem('Rapport', 'rapport')
    .addItem('Terugschrijven', 'terugschrijven')
    .addToUi();
}

function installeer() {
  ScriptApp.newTrigger('markeerWijziging').forSpreadsheet(SpreadsheetApp.getActive()).onEdit().create();
  registreerKoppeling_();
}

function hs_(path, method, body) {
  const token = PropertiesService.getScriptProperties().getProperty('HUBSPOT_TOKEN');
  const res = UrlFetchApp.fetch(HS + path, {
    method: method || 'get',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + token },
    payload: body ? JSON.stringify(body) : undefined,
    muteHttpExceptions: true,
  });
  return JSON.parse(res.getContentText() || '{}');
}

function ophalen() {
  const pipeline = PropertiesService.getScriptProperties().getProperty('PIPELINE_ID') || 'default';
  const data = hs_('/crm/v3/objects/deals/search', 'post', {
    filterGroups: [{ filters: [{ propertyName: 'pipeline', operator: 'EQ', value: pipeline }] }],
    properties: ['dealname', 'amount', 'dealstage', 'closedate', 'hubspot_owner_id'],
    limit: 100,
  });
  const rows = (data.results || []).map((d) => [d.id, d.properties.dealname, d.properties.amount,
    d.properties.dealstage, d.properties.closedate, d.properties.hubspot_owner_id, '']);
  const sh = SpreadsheetApp.getActive().getSheetByName('Deals');
  sh.getRange(2, 1, sh.getMaxRows() - 1, 7).clearContent();
  if (rows.length) sh.getRange(2, 1, rows.length, 7).setValues(rows);
}

function markeerWijziging(e) {
  const col = e.range.getColumn();
  if (col === 4 || col === 5) e.range.getSheet().getRange(e.range.getRow(), 7).setValue('ja');
}
