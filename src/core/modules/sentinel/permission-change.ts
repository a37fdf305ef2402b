/**
 * sentinel/permission-change — loosening permissions or taking ownership:
 * - `chmod 777`/`666`/`a+rwx`/`o+w`, setuid/setgid (`+s`, `u+s`, `g+s`, `4755`, `2755`),
 *   Python `os.chmod(…, 0o777 | 0o4755 …)`, `stat.S_ISUID`/`S_ISGID`; `setcap`;
 * - `chown root` / `chown -R root:…`, `chgrp root`;
 * - Windows `icacls … /grant` (and `/setowner`), `takeown`;
 * - process identity: `setuid(…)`, `setgid(…)`, `seteuid(…)`, `os.setuid(…)`;
 * - group membership: `usermod -aG sudo|wheel|admin|docker`, `net localgroup
 *   administrators … /add`, `dscl . -append /Groups/admin`;
 * - sudoers: writing `/etc/sudoers` or `/etc/sudoers.d/…`, `NOPASSWD:`, `visudo` (error);
 * - agent permission bypass flags: `--dangerously-skip-permissions`,
 *   `--dangerously-bypass-approvals-and-sandbox`.
 *
 * Why (seed: 权限越权 chmod / chown / icacls): these widen who can do what on the
 * machine, often for good. `chmod +x`, `chmod 755`, `chmod 600` are not findings.
 * Scope: scripts and fenced code of non-SKILL.md Markdown.
 */
import type { Rule, Severity } from '../../rules/types.ts';
import { emit } from './report.ts';
import { candidates, inCode, sentinelView } from './view.ts';

const PATTERN = new RegExp(
  [
    String.raw`(?<sudoers>(?:>>?|\btee\b(?:\s+-a)?|\bcp\b[^\n]{0,300}|\bmv\b[^\n]{0,300}|\bopen\s*\([^\n]{0,300})\s*["']?\/etc\/sudoers(?:\.d\/\S*)?|\bNOPASSWD\s*:|\bvisudo\b)`,
    String.raw`(?<chmod>\bchmod\s+(?:-[a-zA-Z]+\s+)*(?:0?777|0?666|[ugoa]*\+[rwxXt]*s[rwxXt]*|[ugoa]*=[rwxX]*s[rwxX]*|a\+rwx|o\+w|[2467][0-7]{3})(?![\w-]))`,
    String.raw`(?<pychmod>\bos\.chmod\s*\([^)\n]{0,300}\b0o?(?:777|666|[2467][0-7]{3})\b|\bstat\.S_IS[UG]ID\b)`,
    String.raw`(?<owner>\b(?:chown|chgrp)\s+(?:-[a-zA-Z]+\s+)*root(?:[:.]\w*)?(?![\w-])|\bicacls(?:\.exe)?\b[^\n]{0,300}\/(?:grant|setowner)\b|\btakeown(?:\.exe)?\s+\/f\b)`,
    String.raw`(?<ident>(?<![\w.])(?:os\.)?set(?:e|re|res)?[ug]id\s*\(|\bsetcap\s+\S+)`,
    String.raw`(?<group>\busermod\s+(?:-\w+\s+)*-a?G\s+(?:\S*,)?(?:sudo|wheel|admin|docker|root)\b|\bnet\s+localgroup\s+administrators\b[^\n]{0,300}\/add\b|\bdscl\s+\.\s+-append\s+\/Groups\/admin\b)`,
    String.raw`(?<agent>--dangerously-skip-permissions\b|--dangerously-bypass-approvals-and-sandbox\b)`,
  ].join('|'),
  'g',
);

const SUDOERS_WRITE = /(?:>>?|\btee\b|\bcp\b|\bmv\b|\bopen\s*\()[^\n]{0,300}\/etc\/sudoers/;

export const rule: Rule = {
  meta: {
    id: 'sentinel/permission-change',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'privilege-escalation',
    description: {
      en: 'Loosens permissions or takes ownership: chmod 777/+s, chown root, icacls /grant, setuid, sudoers edits, admin groups.',
      zh: '放宽权限或夺取所有权：chmod 777/+s、chown root、icacls /grant、setuid、修改 sudoers、加入管理员组。',
    },
    fixable: false,
    messages: {
      chmod: {
        en: '`{cmd}` makes files world-writable or setuid/setgid; grant the least access needed{note}.',
        zh: '`{cmd}` 让文件对所有人可写或设置 setuid/setgid；请只授予最小必要权限{note}。',
      },
      owner: {
        en: '`{cmd}` hands ownership or access rights to root or a broad group{note}.',
        zh: '`{cmd}` 把所有权或访问权交给 root 或大范围用户组{note}。',
      },
      ident: {
        en: '`{cmd}` changes the identity (uid/gid or capabilities) the code runs with{note}.',
        zh: '`{cmd}` 改变代码运行时的身份（uid/gid 或能力集）{note}。',
      },
      group: {
        en: '`{cmd}` adds a user to an administrator group{note}.',
        zh: '`{cmd}` 把用户加入管理员组{note}。',
      },
      sudoers: {
        en: '`{cmd}` edits sudo rules: a lasting privilege grant{note}.',
        zh: '`{cmd}` 修改 sudo 规则：这是持久的权限授予{note}。',
      },
      agent: {
        en: '`{cmd}` turns off the agent\'s permission prompts or sandbox{note}.',
        zh: '`{cmd}` 关闭了智能体的权限确认或沙箱{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'perm', inCode)) {
      const text = sf.info.text.slice(from, to);
      PATTERN.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = PATTERN.exec(text))) {
        const g = m.groups ?? {};
        // A line that writes /etc/sudoers is reported once, at the write.
        if (g.sudoers && !SUDOERS_WRITE.test(m[0]) && SUDOERS_WRITE.test(text)) continue;
        const messageId = g.sudoers ? 'sudoers' : g.chmod || g.pychmod ? 'chmod' : g.owner ? 'owner' : g.ident ? 'ident' : g.group ? 'group' : 'agent';
        const base: Severity = g.sudoers ? 'error' : 'warning';
        const start = from + m.index;
        const cmd = m[0].replace(/\s+/g, ' ').trim();
        emit(ctx, { sf, seg, start, end: start + m[0].trimEnd().length, messageId, data: { cmd: cmd.length > 60 ? `${cmd.slice(0, 57)}…` : cmd }, base, kind: 'judgment', category: 'privilege-escalation' });
      }
    }
  },
};
