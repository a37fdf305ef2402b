import { ClientSecretCredential } from '@azure/identity';
import { readFileSync, writeFileSync } from 'node:fs';
import { cfg } from './config.js';
import { pagina } from './html.js';

const saida = process.argv[process.argv.indexOf('--saida') + 1] || 'relatorio-licencas.html';
const precos = JSON.parse(readFileSync(new URL('./precos.json', import.meta.url)));

const cred = new ClientSecretCredential(cfg.tenantId, cfg.clientId, cfg.clientSecret);
const { token } = await cred.getToken('https://graph.microsoft.com/.default');

async function graph(url) {
  const itens = [];
  let next = `https://graph.microsoft.com/v1.0${url}`;
  while (next) {
    const r = await fetch(next, { headers: { Authorization: `Bearer ${token}` } });
    if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
    const j = await r.json();
    itens.push(...(j.value ?? []));
    next = j['@odata.nextLink'];
  }
  return itens;
}

const skus = (await graph('/subscribedSkus')).map((s) => ({
  id: s.skuId,
  nome: s.skuPartNumber,
  compradas: s.prepaidUnits.enabled,
  atribuidas: s.consumedUnits,
  custo: (precos[s.skuPartNumber] ?? 0) * s.prepaidUnits.enabled,
}));
const nomeSku = Object.fromEntries(skus.map((s) => [s.id, s.nome]));

const usuarios = await graph('/users?$select=userPrincipalName,accountEnabled,assignedLicenses,signInActivity&$top=999');
const limite = Date.now() - 90 * 24 * 3600 * 1000;
const comLicenca = usuarios.filter((u) => u.assignedLicenses.length > 0).map((u) => ({
  upn: u.userPrincipalName,
  ativo: u.accountEnabled,
  licencas: u.assignedLicenses.map((l) => nomeSku[l.skuId] ?? l.skuId),
  ultimoLogin: u.signInActivity?.lastSignInDateTime?.slice(0, 10),
}));

const bloqueados = comLicenca.filter((u) => !u.ativo);
const inativos = comLicenca.filter((u) => u.ativo && (!u.ultimoLogin || Date.parse(u.ultimoLogin) < limite));
const total = skus.reduce((a, s) => a + s.custo, 0);

writeFileSync(saida, pagina({ skus, bloqueados, inativos, total }));
console.log(`Relatório gravado em ${saida}`);
console.log(`Bloqueados com licença: ${bloqueados.length} | Inativos 90d: ${inativos.length}`);
