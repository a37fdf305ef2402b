const CACHE_SECONDS = 600;

function doGet(e) {
  const t = HtmlService.createTemplateFromFile('Index');
  t.costCentres = JSON.stringify(listCostCentres_());
  return t.evaluate()
    .setTitle('Budget vs Actuals')
    .addMetaTag('viewport', 'width=device-width, initial-scale=1');
}

function listCostCentres_() {
  const ss = SpreadsheetApp.getActive();
  const vals = ss.getSheetByName('Budget').getDataRange().getValues().slice(1);
  return [...new Set(vals.map(r => String(r[0])))].sort();
}

function getVariance(costCentre) {
  const cache = CacheService.getScriptCache();
  const key = 'var_' + costCentre;
  const hit = cache.get(key);
  if (hit) return JSON.parse(hit);

  const ss = SpreadsheetApp.getActive();
  const year = String(ss.getSheetByName('Config').getRange('B1').getValue());
  const budget = ss.getSheetByName('Budget').getDataRange().getValues().slice(1)
    .filter(r => String(r[0]) === costCentre);
  const actuals = ss.getSheetByName('Actuals').getDataRange().getValues().slice(1)
    .filter(r => String(r[0]) === costCentre && String(r[2]).startsWith(year));

  const byAccount = {};
  budget.forEach(r => {
    byAccount[r[1]] = { account: r[1], budget: r.slice(2, 14).map(Number), actual: Array(12).fill(0) };
  });
  actuals.forEach(r => {
    const m = Number(String(r[2]).slice(5, 7)) - 1;
    if (!byAccount[r[1]]) byAccount[r[1]] = { account: r[1], budget: Array(12).fill(0), actual: Array(12).fill(0) };
    byAccount[r[1]].actual[m] += Number(r[3]);
  });
  const rows = Object.values(byAccount).map(a => {
    const ytdB = a.budget.reduce((x, y) => x + y, 0);
    const ytdA = a.actual.reduce((x, y) => x + y, 0);
    return Object.assign(a, { ytdBudget: ytdB, ytdActual: ytdA, variancePct: ytdB ? (ytdA - ytdB) / ytdB : null });
  });
  cache.put(key, JSON.stringify(rows), CACHE_SECONDS);
  return rows;
}
