'use strict';
const fs = require('node:fs');
const { parse } = require('csv-parse/sync');
const { slug, oui, initialiser } = require('./lib/compat');
const okta = require('./lib/okta');

const arg = (n) => { const i = process.argv.indexOf(n); return i > 0 ? process.argv[i + 1] : undefined; };
const SIMULATION = process.argv.includes('--simulation');
const GERES = /^(svc-|site-|managers$)/;

(async () => {
  initialiser();
  const lignes = parse(fs.readFileSync(arg('--csv')), { columns: true, skip_empty_lines: true, trim: true });

  const utilisateurs = await okta.tout('/api/v1/users?limit=200');
  const parLogin = new Map(utilisateurs.map((u) => [u.profile.login.toLowerCase(), u]));
  const groupes = (await okta.tout('/api/v1/groups?limit=200')).filter((g) => GERES.test(g.profile.name));
  const parNom = new Map(groupes.map((g) => [g.profile.name, g]));

  const voulu = new Map();
  const introuvables = [];
  for (const l of lignes) {
    const u = parLogin.get(l.email.toLowerCase());
    if (!u) { introuvables.push(l.email); continue; }
    const cibles = [`svc-${slug(l.service)}`, `site-${slug(l.site)}`];
    if (oui(l.est_manager)) cibles.push('managers');
    for (const g of cibles) {
      if (!voulu.has(g)) voulu.set(g, new Set());
      voulu.get(g).add(u.id);
    }
  }

  let ajouts = 0; let retraits = 0; let crees = 0;
  for (const [nom, ids] of voulu) {
    let g = parNom.get(nom);
    if (!g) {
      crees++;
      if (SIMULATION) { console.log(`[simulation] création ${nom}`); continue; }
      g = await okta.appel('POST', '/api/v1/groups', { profile: { name: nom, description: 'Géré par okta-groupes-rh' } });
      parNom.set(nom, g);
    }
    const actuels = new Set((await okta.tout(`/api/v1/groups/${g.id}/users?limit=200`)).map((u) => u.id));
    for (const id of ids) if (!actuels.has(id)) {
      ajouts++;
      if (!SIMULATION) await okta.appel('PUT', `/api/v1/groups/${g.id}/users/${id}`);
    }
    for (const id of actuels) if (!ids.has(id)) {
      retraits++;
      if (!SIMULATION) await okta.appel('DELETE', `/api/v1/groups/${g.id}/users/${id}`);
    }
  }

  console.log(`${SIMULATION ? '[simulation] ' : ''}ajouts: ${ajouts}, retraits: ${retraits}, groupes créés: ${crees}`);
  if (introuvables.length) console.log(`Introuvables dans Okta (${introuvables.length}): ${introuvables.join(', ')}`);
})().catch((e) => { console.error(e.message); process.exit(1); });
