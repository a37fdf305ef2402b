import { Client } from '@okta/okta-sdk-nodejs';
import { Command } from 'commander';
import dayjs from 'dayjs';
import { mkdir, writeFile } from 'node:fs/promises';

const program = new Command();
program
  .argument('<login>', 'login ou e-mail du collaborateur')
  .option('--dry-run', "n'applique aucune modification")
  .option('--deprovision', 'désactivation définitive')
  .option('--keep-groups', 'conserver les groupes')
  .parse();

const [login] = program.args;
const opts = program.opts();

const client = new Client({
  orgUrl: process.env.OKTA_ORG_URL,
  token: process.env.OKTA_API_TOKEN,
});

const log = [];
const step = async (label, fn) => {
  log.push(`- ${label}`);
  console.log(opts.dryRun ? `[dry-run] ${label}` : label);
  if (!opts.dryRun) await fn();
};

const user = await client.userApi.getUser({ id: login });
const groups = [];
for await (const g of client.userApi.listUserGroups({ userId: user.id })) {
  if (g.profile.name !== 'Everyone') groups.push(g);
}
const factors = [];
for await (const f of client.userFactorApi.listFactors({ userId: user.id })) factors.push(f);

console.log(`Utilisateur : ${user.profile.firstName} ${user.profile.lastName} <${user.profile.email}>`);
console.log(`Groupes : ${groups.map((g) => g.profile.name).join(', ') || 'aucun'}`);
console.log(`Facteurs : ${factors.map((f) => f.factorType).join(', ') || 'aucun'}`);

await step('Révocation des sessions et tokens OAuth', () =>
  client.userApi.revokeUserSessions({ userId: user.id, oauthTokens: true }));

for (const f of factors) {
  await step(`Suppression du facteur ${f.factorType}`, () =>
    client.userFactorApi.unenrollFactor({ userId: user.id, factorId: f.id }));
}

if (!opts.keepGroups) {
  for (const g of groups) {
    await step(`Retrait du groupe ${g.profile.name}`, () =>
      client.groupApi.unassignUserFromGroup({ groupId: g.id, userId: user.id }));
  }
}

if (opts.deprovision) {
  await step('Désactivation définitive (DEPROVISIONED)', () =>
    client.userLifecycleApi.deactivateUser({ userId: user.id }));
} else {
  await step('Suspension du compte (SUSPENDED)', () =>
    client.userLifecycleApi.suspendUser({ userId: user.id }));
}

const date = dayjs().format('YYYY-MM-DD');
await mkdir('rapports', { recursive: true });
await writeFile(
  `rapports/${login}-${date}.md`,
  `# Départ de ${login} — ${date}\n\n${log.join('\n')}\n`,
);
console.log(`Compte rendu : rapports/${login}-${date}.md`);
