import { parseArgs } from "util";
import Papa from "papaparse";
import * as vega from "vega";
import * as vl from "vega-lite";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    spec: { type: "string" }, data: { type: "string" }, out: { type: "string" },
    engine: { type: "string", default: "vega" }, width: { type: "string", default: "800" },
  },
});

const spec = JSON.parse(await Bun.file(values.spec!).text());
if (values.data) {
  const rows = Papa.parse(await Bun.file(values.data).text(), { header: true, dynamicTyping: true }).data;
  spec.data = { values: rows };
}
const compiled = vl.compile(spec).spec;
const view = new vega.View(vega.parse(compiled), { renderer: "none" });
const svg = await view.toSVG();
await Bun.write(values.out ?? "chart.svg", svg);
console.log(`wrote ${values.out}`);
