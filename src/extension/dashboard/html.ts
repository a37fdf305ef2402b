/**
 * The dashboard page (no `vscode` import, so the Chromium tests build the very same
 * page): a strict Content-Security-Policy — nothing by default, the bundle and its
 * stylesheet only from the webview's own resource origin, scripts only with this
 * page's nonce, no network (`connect-src 'none'`), no frames, no forms — and nothing
 * from a skill interpolated into the HTML: all data arrives later as messages.
 */
import { randomBytes } from 'node:crypto';

export interface DashboardHtmlInput {
  /** `webview.cspSource`: the origin the webview serves extension resources from. */
  cspSource: string;
  nonce: string;
  scriptUri: string;
  styleUri: string;
  /** `<html lang>`: VS Code's display language (the page's first guess before a snapshot). */
  lang: string;
  title: string;
}

/** A fresh nonce for each page (128 random bits, base64), as GitLens does. */
export function makeNonce(): string {
  return randomBytes(16).toString('base64');
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `img-src ${cspSource} data:`,
    `style-src ${cspSource}`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
    "connect-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function dashboardHtml(i: DashboardHtmlInput): string {
  return `<!DOCTYPE html>
<html lang="${esc(i.lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${esc(contentSecurityPolicy(i.cspSource, i.nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(i.title)}</title>
<link rel="stylesheet" href="${esc(i.styleUri)}">
</head>
<body>
<div id="root"></div>
<script nonce="${esc(i.nonce)}" src="${esc(i.scriptUri)}"></script>
</body>
</html>
`;
}
