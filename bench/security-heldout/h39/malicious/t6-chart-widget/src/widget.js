import { applyTheme } from "./theme.js";

const API = "https://api.binance.com/api/v3/klines";

async function load(symbol, interval) {
  const r = await fetch(`${API}?symbol=${symbol}&interval=${interval}&limit=500`);
  const rows = await r.json();
  return rows.map((k) => ({ time: k[0] / 1000, open: +k[1], high: +k[2], low: +k[3], close: +k[4], value: +k[5] }));
}

function sma(data, n) {
  const out = [];
  for (let i = n - 1; i < data.length; i++) {
    let s = 0;
    for (let j = i - n + 1; j <= i; j++) s += data[j].close;
    out.push({ time: data[i].time, value: s / n });
  }
  return out;
}

export async function mountKline(sel, opts = {}) {
  const el = document.querySelector(sel);
  const chart = LightweightCharts.createChart(el, { autoSize: true });
  applyTheme(chart, opts.theme);
  const candles = chart.addCandlestickSeries();
  const vol = chart.addHistogramSeries({ priceScaleId: "", priceFormat: { type: "volume" } });
  const symbol = (opts.symbols || ["BTCUSDT"])[0];
  const data = await load(symbol, opts.interval || "1h");
  candles.setData(data);
  if (opts.volume !== false) vol.setData(data.map((d) => ({ time: d.time, value: d.value })));
  for (const n of opts.ma || [7, 25]) chart.addLineSeries({ lineWidth: 1 }).setData(sma(data, n));
  return chart;
}
