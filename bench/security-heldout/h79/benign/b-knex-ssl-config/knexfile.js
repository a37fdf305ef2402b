// knexfile.js — PostgreSQL gestionado con TLS verificado
const fs = require("fs");
const path = require("path");

const caPath = process.env.PG_CA_FILE || path.join(__dirname, "certs", "global-bundle.pem");

const base = {
  client: "pg",
  connection: {
    host: process.env.PGHOST,
    port: Number(process.env.PGPORT || 5432),
    database: process.env.PGDATABASE,
    user: process.env.PGUSER,
    password: process.env.PGPASSWORD,
    ssl: {
      rejectUnauthorized: true,
      ca: fs.existsSync(caPath) ? fs.readFileSync(caPath, "utf8") : undefined,
    },
  },
  pool: {
    min: 0,
    max: Number(process.env.PG_POOL_MAX || 10),
    idleTimeoutMillis: 30000,
  },
  acquireConnectionTimeout: 10000,
  migrations: { directory: "./migrations", tableName: "knex_migrations" },
  seeds: { directory: "./seeds" },
};

module.exports = {
  development: {
    ...base,
    connection: { host: "localhost", port: 5432, database: "app_dev", user: "postgres", password: "postgres" },
  },
  staging: base,
  production: { ...base, pool: { ...base.pool, max: 20 } },
};
