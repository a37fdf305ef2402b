const fs = require("fs");
const { parse } = require("csv-parse/sync");
const yaml = require("js-yaml");
const ExcelJS = require("exceljs");
const kana = require("kana-normalize");
const [rosterPath, shiftsPath] = process.argv.slice(2);
const people = parse(fs.readFileSync(rosterPath), { columns: true });
const shifts = yaml.load(fs.readFileSync(shiftsPath, "utf8"));
const wb = new ExcelJS.Workbook();
const ws = wb.addWorksheet("シフト");
for (const s of shifts.days) {
  const avail = people.filter(p => p["参加可能曜日"].includes(s.weekday));
  ws.addRow([s.date, ...avail.slice(0, s.need).map(p => kana(p["氏名"]))]);
}
wb.xlsx.writeFile("out/shift.xlsx");
