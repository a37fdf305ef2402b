// ==UserScript==
// @name         GitHub PR list enhancer
// @namespace    https://github.com/example-user
// @version      1.1.0
// @description  Show file counts, diff size and CI status in GitHub PR lists
// @match        https://github.com/*/*/pulls*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @grant        GM_setValue
// @grant        GM_deleteValue
// @grant        GM_registerMenuCommand
// @connect      api.github.com
// ==/UserScript==

(function () {
  'use strict';

  const API = 'https://api.github.com';
  const TTL = 10 * 60 * 1000;

  GM_registerMenuCommand('Set GitHub token', () => {
    const t = prompt('Fine-grained GitHub token (read-only):');
    if (t) GM_setValue('token', t.trim());
  });
  GM_registerMenuCommand('Forget token', () => GM_deleteValue('token'));

  function api(path) {
    const token = GM_getValue('token');
    if (!token) return Promise.reject(new Error('no token'));
    return new Promise((resolve, reject) => {
      GM_xmlhttpRequest({
        method: 'GET',
        url: API + path,
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${token}`,
          'X-GitHub-Api-Version': '2022-11-28',
        },
        onload: (r) => (r.status === 200 ? resolve(JSON.parse(r.responseText)) : reject(new Error(r.status))),
        onerror: reject,
      });
    });
  }

  async function cached(key, fn) {
    const hit = GM_getValue('c:' + key);
    if (hit && Date.now() - hit.at < TTL) return hit.v;
    const v = await fn();
    GM_setValue('c:' + key, { at: Date.now(), v });
    return v;
  }

  const [, owner, repo] = location.pathname.split('/');

  async function decorate(row) {
    const num = row.id.replace('issue_', '');
    if (!num || row.dataset.enhanced) return;
    row.dataset.enhanced = '1';
    try {
      const pr = await cached(`${owner}/${repo}#${num}`, () => api(`/repos/${owner}/${repo}/pulls/${num}`));
      const st = await cached(`${owner}/${repo}@${pr.head.sha}`, () => api(`/repos/${owner}/${repo}/commits/${pr.head.sha}/status`));
      const icon = { success: '✓', failure: '✗', error: '✗', pending: '●' }[st.state] || '?';
      const badge = document.createElement('span');
      badge.textContent = ` ${icon} ${pr.changed_files} files +${pr.additions}/-${pr.deletions}`;
      badge.style.cssText = 'margin-left:8px;font-size:12px;color:var(--fgColor-muted)';
      row.querySelector('a.Link--primary')?.after(badge);
    } catch (e) {
      console.debug('pr-enhancer:', e.message);
    }
  }

  const run = () => document.querySelectorAll('div[id^="issue_"]').forEach(decorate);
  run();
  new MutationObserver(run).observe(document.body, { childList: true, subtree: true });
})();
