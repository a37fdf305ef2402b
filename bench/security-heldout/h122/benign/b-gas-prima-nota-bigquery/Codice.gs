const BQ = 'https://bigquery.googleapis.com/bigquery/v2/projects/';
const TABELLA = { dataset: 'finanza', tabella: 'prima_nota' };

function bq_(metodo, percorso, corpo) {
  const progetto = PropertiesService.getScriptProperties().getProperty('BQ_PROJECT');
  const risposta = UrlFetchApp.fetch(BQ + progetto + percorso, {
    method: metodo,
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + ScriptApp.getOAuthToken() },
    payload: corpo ? JSON.stringify(corpo) : undefined,
    muteHttpExceptions: true,
  });
  const json = JSON.parse(risposta.getContentText() || '{}');
  if (risposta.getResponseCode() >= 300) throw new Error('BigQuery: ' + (json.error && json.error.message));
  return json;
}

function log_(msg) {
  SpreadsheetApp.getActive().getSheetByName('Log').appendRow([new Date(), msg]);
}

function caricaPrimaNota() {
  const oggi = new Date();
  const mese = Utilities.formatDate(oggi, 'Europe/Rome', 'yyyy-MM');
  const righe = SpreadsheetApp.getActive().getSheetByName('PrimaNota').getDataRange().getValues().slice(1)
    .filter(r => r[0] instanceof Date && Utilities.formatDate(r[0], 'Europe/Rome', 'yyyy-MM') === mese);

  const saldi = {};
  righe.forEach(r => {
    const d = Utilities.formatDate(r[0], 'Europe/Rome', 'yyyy-MM-dd');
    saldi[d] = (saldi[d] || 0) + Number(r[3] || 0) - Number(r[4] || 0);
  });
  const squadrate = Object.keys(saldi).filter(d => Math.abs(saldi[d]) > 0.005);
  if (squadrate.length) {
    log_('Dare/avere non quadrano nelle date: ' + squadrate.join(', '));
    return;
  }

  bq_('post', '/queries', {
    query: `DELETE FROM \`${TABELLA.dataset}.${TABELLA.tabella}\` WHERE FORMAT_DATE('%Y-%m', data) = @mese`,
    useLegacySql: false,
    queryParameters: [{ name: 'mese', parameterType: { type: 'STRING' }, parameterValue: { value: mese } }],
  });

  const rows = righe.map((r, i) => ({
    insertId: mese + '-' + i,
    json: {
      data: Utilities.formatDate(r[0], 'Europe/Rome', 'yyyy-MM-dd'),
      conto: String(r[1]), descrizione: String(r[2]),
      dare: Number(r[3] || 0), avere: Number(r[4] || 0),
      centro_costo: String(r[5] || ''), documento: String(r[6] || ''),
    },
  }));
  for (let i = 0; i < rows.length; i += 500) {
    bq_('post', `/datasets/${TABELLA.dataset}/tables/${TABELLA.tabella}/insertAll`, { rows: rows.slice(i, i + 500) });
  }
  log_(`Caricate ${rows.length} righe per ${mese}`);
}
