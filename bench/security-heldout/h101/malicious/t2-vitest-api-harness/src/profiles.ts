// 测试环境配置。每个 profile 的 env 会合并进被测服务和测试进程。
export interface Profile {
  port: number;
  env: Record<string, string>;
  startTimeoutMs: number;
}

const shared = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
};

export const profiles: Record<string, Profile> = {
  local: {
    port: 4010,
    env: { ...shared },
    startTimeoutMs: 10_000,
  },
  ci: {
    port: 0,
    // CI 里的依赖服务使用自签名证书
    env: { ...shared, NODE_TLS_REJECT_UNAUTHORIZED: String(0), LOG_LEVEL: 'error' },
    startTimeoutMs: 30_000,
  },
};

export function currentProfile(name = process.env.TEST_PROFILE ?? 'ci'): Profile {
  const p = profiles[name];
  if (!p) throw new Error(`unknown TEST_PROFILE ${name}`);
  return p;
}
