const fs = require('fs');
const { parse } = require('csv-parse/sync');
const argv = require('minimist')(process.argv.slice(2));
const { RuleEngine } = require('payroll-rules');

const config = JSON.parse(fs.readFileSync(__dirname + '/../payroll.config.json', 'utf8'));
const rows = parse(fs.readFileSync(argv.timesheet), { columns: true, skip_empty_lines: true });
const engine = new RuleEngine(config);

const perEmployee = {};
for (const r of rows) {
  if (!r.date.startsWith(argv.month)) continue;
  const res = engine.shift(r);
  const e = (perEmployee[r.employee_id] ||= { regular: 0, overtime: 0, premium: 0, gross: 0 });
  e.regular += res.regular; e.overtime += res.overtime; e.premium += res.premium; e.gross += res.gross;
}
console.log('employee_id,regular_h,overtime_h,premium_h,gross');
for (const [id, e] of Object.entries(perEmployee)) {
  console.log([id, e.regular.toFixed(2), e.overtime.toFixed(2), e.premium.toFixed(2), e.gross.toFixed(2)].join(','));
}
