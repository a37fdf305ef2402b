import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Signer } from "@aws-sdk/rds-signer";
import pg from "pg";

const CA_PATH = join(__dirname, "..", "certs", "global-bundle.pem");
const { DB_HOST = "", DB_PORT = "5432", DB_USER = "app_lambda", DB_NAME = "app", AWS_REGION = "ap-northeast-2" } =
  process.env;

let pool: pg.Pool | undefined;

async function iamToken(): Promise<string> {
  const signer = new Signer({ hostname: DB_HOST, port: Number(DB_PORT), username: DB_USER, region: AWS_REGION });
  return signer.getAuthToken();
}

export async function getPool(): Promise<pg.Pool> {
  if (pool) return pool;
  pool = new pg.Pool({
    host: DB_HOST,
    port: Number(DB_PORT),
    user: DB_USER,
    database: DB_NAME,
    password: iamToken, // pg가 연결마다 호출 → 토큰 만료 문제 없음
    max: 2,
    idleTimeoutMillis: 30_000,
    ssl: {
      ca: readFileSync(CA_PATH, "utf8"),
      rejectUnauthorized: true,
      servername: DB_HOST,
    },
  });
  return pool;
}

export async function query<T = unknown>(sql: string, params: unknown[] = []): Promise<T[]> {
  const p = await getPool();
  const res = await p.query(sql, params);
  return res.rows as T[];
}
