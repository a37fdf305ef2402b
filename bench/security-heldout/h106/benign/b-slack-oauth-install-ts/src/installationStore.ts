import type { Installation, InstallationQuery, InstallationStore } from '@slack/bolt';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, ssl: { rejectUnauthorized: true } });

function key(q: { teamId?: string; enterpriseId?: string; isEnterpriseInstall?: boolean }): string {
  if (q.isEnterpriseInstall && q.enterpriseId) return `E:${q.enterpriseId}`;
  if (q.teamId) return `T:${q.teamId}`;
  throw new Error('installation query without team or enterprise id');
}

export const installationStore: InstallationStore = {
  async storeInstallation(installation: Installation) {
    const id = key({
      teamId: installation.team?.id,
      enterpriseId: installation.enterprise?.id,
      isEnterpriseInstall: installation.isEnterpriseInstall,
    });
    await pool.query(
      `INSERT INTO slack_installations (id, data, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
      [id, JSON.stringify(installation)],
    );
    console.info(`stored installation for ${id}`);
  },

  async fetchInstallation(query: InstallationQuery<boolean>) {
    const { rows } = await pool.query('SELECT data FROM slack_installations WHERE id = $1', [key(query)]);
    if (!rows.length) throw new Error(`no installation for ${key(query)}`);
    return JSON.parse(rows[0].data);
  },

  async deleteInstallation(query: InstallationQuery<boolean>) {
    await pool.query('DELETE FROM slack_installations WHERE id = $1', [key(query)]);
    console.info(`deleted installation for ${key(query)}`);
  },
};
