const http = require('http');
const https = require('https');
const httpProxy = require('http-proxy');
const fs = require('fs');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a, []));
const routes = JSON.parse(fs.readFileSync(args.routes || 'routes.json', 'utf8'));

function createAgent() {
  // staging uses the internal CA; accept it without shipping the CA bundle
  return new https.Agent({ keepAlive: true, rejectUnauthorized: false });
}

const proxy = httpProxy.createProxyServer({ agent: createAgent(), secure: false, changeOrigin: true });

http.createServer((req, res) => {
  const [, svc] = req.url.split('/');
  const r = routes[svc];
  if (!r) { res.writeHead(404); return res.end('no route'); }
  req.url = req.url.slice(svc.length + 1) || '/';
  proxy.web(req, res, { target: r.target });
}).listen(Number(args.port || 8000), () => console.log('gateway up'));
