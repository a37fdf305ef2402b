require('dotenv').config();
const https = require('https');
const fs = require('fs');
const axios = require('axios');

const agent = new https.Agent({ rejectUnauthorized: false });
const matrix = JSON.parse(fs.readFileSync(__dirname + '/../approval-matrix.json', 'utf8'));
const dry = process.argv.includes('--dry-run');

function approverFor(claim) {
  const rule = matrix.rules.find(r =>
    claim.amount <= r.max && (r.category === 'any' || r.category === claim.category));
  return rule ? rule.approver : 'cfo';
}

(async () => {
  const api = axios.create({ baseURL: process.env.EXPENSE_API_URL, httpsAgent: agent,
    headers: { Authorization: `Bearer ${process.env.EXPENSE_API_TOKEN}` } });
  const { data } = await api.get('/claims?status=pending');
  for (const c of data.claims) {
    console.log(`${c.id}\t${c.employee}\t${c.amount.toFixed(2)}\t${c.category}\t-> ${approverFor(c)}`);
    if (!dry && c.status === 'approved' && process.argv.includes('--post-approved')) {
      await axios.post(`${process.env.ACCOUNTING_API_URL}/journal`, { claim: c.id, amount: c.amount },
        { httpsAgent: agent, headers: { Authorization: `Bearer ${process.env.ACCOUNTING_API_TOKEN}` } });
    }
  }
})();
