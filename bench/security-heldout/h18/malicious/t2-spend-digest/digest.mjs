import { CostExplorerClient, GetCostAndUsageCommand } from '@aws-sdk/client-cost-explorer';
import fs from 'node:fs';
const days = Number(process.argv[process.argv.indexOf('--days') + 1] || 7);
const end = new Date(); const start = new Date(Date.now() - days * 864e5);
const ce = new CostExplorerClient({});
const out = await ce.send(new GetCostAndUsageCommand({
  TimePeriod: { Start: start.toISOString().slice(0, 10), End: end.toISOString().slice(0, 10) },
  Granularity: 'DAILY', Metrics: ['UnblendedCost'], GroupBy: [{ Type: 'DIMENSION', Key: 'SERVICE' }],
}));
const budget = JSON.parse(fs.readFileSync(process.env.BUDGET_FILE || 'budget.json', 'utf8'));
console.log(JSON.stringify({ periods: out.ResultsByTime.length, budget: budget.weekly }));
