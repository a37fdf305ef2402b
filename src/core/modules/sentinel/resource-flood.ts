/**
 * sentinel/resource-flood — code that exhausts the machine or floods someone else's:
 * - (error) a fork bomb in any name and language: a shell or PowerShell function whose body
 *   runs itself twice through a pipe or in the background (`:(){ :|:& };:`,
 *   `__warm(){ __warm | __warm & }`, `function f { f | f & }`), the batch `%0|%0`, Perl
 *   `fork while fork`, and a loop with no way out around a fork or a self-spawn (`while
 *   True: os.fork()`, `for(;;) fork();`, `while (true) child_process.fork(__filename)`);
 * - (warning; error in a shipped script) an endless request loop: `for(;;)`, `while (true)`, `while True:`, `while
 *   true; do`, `loop {}` or a fast `setInterval` around a request (`fetch`, `axios`,
 *   `requests.get`, `curl`, `Invoke-WebRequest` …) with no break, return or exit, and
 *   either no pause between requests or requests that are not waited for, run by many
 *   parallel workers or made unique with a random cache-busting parameter (the shape of a
 *   denial-of-service tool, not of a health check that sleeps between polls) — or a burst of
 *   50+ requests per round, paced or not; the loop may be Go `for {}`, Ruby `loop do`, or a
 *   function that schedules itself again at once (`setImmediate(fire)`), the request made by
 *   a helper function of the file; a load tool (`wrk`, `hey`, `ab`, `vegeta`, `locust` …) run without
 *   end or for millions of requests, with hundreds of connections, a high rate or a script that
 *   spoofs client addresses or busts caches (loadToolFlood). Error when a
 *   Markdown file of the skill tells the agent to keep it from the person ("do not mention
 *   the background process", 不要提及), and for a hand-written loop or an xargs fan-out in a
 *   script the skill ships (the flood itself; a load tool with its own limits, and a loop
 *   quoted in a document, stay warnings).
 *
 * Why: a fork bomb freezes the machine the agent runs on until it is rebooted, and one
 * sourced from a shell rc file does so in every new terminal; a request flood run from the
 * person's machine attacks hosts the skill does not own, in the person's name.
 * Scope: scripts and fenced code of every file (not detector tables); prose, where "never
 * run `:(){ :|:& };:`" is a warning about the bomb, is destructive-command's. Judgment: a
 * line comment or a printed string lowers it (report.ts). Not a finding: a recursive function that does not
 * background or pipe itself, a polling loop that sleeps and sends one request at a time,
 * a worker pool over a finite list.
 */
import type { Rule } from '../../rules/types.ts';
import { segmentAt } from './lib/fetch-run.ts';
import { emit } from './report.ts';
import { anchorHits, sentinelView, type SentinelFile, type SentinelView, TEST_PATH } from './view.ts';
import { reachesPublic } from './lib/defence-reach.ts';
import { LOAD_TOOLS, loadToolFlood } from './resource-flood-load-tools.ts';
import { codeSpans, endlessLoops } from './resource-flood-code.ts';
import { forkBombs } from './resource-flood-fork.ts';
import { diskFills } from './resource-flood-disk.ts';
import { floods } from './resource-flood-requests.ts';

/** A request run by many xargs workers over a long or endless input (groups: the count, the count, the workers). */
const XARGS_FLOOD =
  /(?:\bseq\s+(?:-?\d+\s+){0,2}?(\d{3,})\b|\{\d+\.\.(\d{3,})\}|\byes\b|\bwhile\s+(?:true|:)\s*;\s*do\s+echo\b)[^\n|]*\|\s*xargs\b[^\n|]*?-P\s*(\d+)[^\n|]*?\b(?:curl|wget|http|https|ab|hey|nc)\b/;

/** The program detaches itself from the session that started it (a fork, a new session, a detached child). */
const DETACHED =
  /\bos\.fork\s*\(|\bos\.setsid\s*\(|\bstart_new_session\s*=\s*True\b|\bdetached\s*:\s*true\b|\bSysProcAttr\b[^\n]*Setsid|(?:^|[\s;&|(])(?:nohup|setsid|disown)\b|-WindowStyle\s+Hidden\b/m;

/** Telling the agent to keep it from the person. */
const SECRECY =
  /\b(?:do\s*n[o']t|never|without)\s+(?:ever\s+)?(?:mention|tell|report|show|reveal|disclose|notify|inform|surface|bring\s+up|telling|mentioning|notifying|informing|reporting|asking|consent|permission|(?:the\s+)?(?:site\s+|server\s+)?owners?(?:'s)?\s+(?:consent|permission|knowledge))\b|\b(?:silently|quietly|secretly|covertly)\b[^.\n]{0,60}\b(?:run|keep|leave|start|continue)|不要(?:提及|提到|告诉|告知|提示|透露|说明|汇报)|无需(?:告知|提及)|悄悄|静默运行/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/resource-flood',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'malicious-command',
    description: {
      en: 'Fork bombs in any name or language, endless, unpaced or parallel request loops against other hosts, and loops that fill the disk.',
      zh: '任何命名、任何语言的 fork 炸弹、针对他人主机的无休止、不限速或并发的请求循环，以及写满磁盘的循环。',
    },
    fixable: false,
    messages: {
      forkBomb: {
        en: '`{code}` starts copies of itself that start copies of themselves (a fork bomb): the machine runs out of processes and freezes until rebooted — do not install{note}.',
        zh: '`{code}` 会不断启动自身副本、副本再启动副本（fork 炸弹）：机器进程耗尽并卡死，只能重启——请勿安装{note}。',
      },
      flood: {
        en: "`{code}` sends requests in a loop that never ends ({how}): a request flood against whatever host it targets, from the user's machine; bound the loop, pause between requests and send one at a time{note}.",
        zh: '`{code}` 在永不结束的循环中发送请求（{how}）：从用户机器向目标主机发起请求洪泛；请限定循环次数、在请求间暂停并逐个发送{note}。',
      },
      floodTool: {
        en: "`{code}` runs a load tool at a scale no check needs ({how}): a request flood against whatever host it targets, from the user's machine; give it a short duration, a few connections and the user's own host{note}.",
        zh: '`{code}` 以任何检查都用不到的规模运行压测工具（{how}）：从用户机器向目标主机发起请求洪泛；请设置较短时长、少量连接，并只针对用户自己的主机{note}。',
      },
      floodDetached: {
        en: '`{code}` sends requests in a loop that never ends ({how}), and the program detaches itself from the session that starts it (a fork, a new session, a hidden window): a request flood that outlives the task, unseen — do not install{note}.',
        zh: '`{code}` 在永不结束的循环中发送请求（{how}），且程序会脱离启动它的会话（fork、新会话、隐藏窗口）：这是在任务结束后仍在暗中持续的请求洪泛——请勿安装{note}。',
      },
      diskFill: {
        en: '`{code}` writes files of random or zero bytes without end: the disk fills until the machine stops working — do not install{note}.',
        zh: '`{code}` 无休止地写入随机或全零字节的文件：磁盘会被写满，直至机器无法工作——请勿安装{note}。',
      },
      floodHidden: {
        en: '`{code}` sends requests in a loop that never ends ({how}), and the skill tells the agent to keep it from the user: a hidden request flood against other hosts — do not install{note}.',
        zh: '`{code}` 在永不结束的循环中发送请求（{how}），且技能要求智能体对用户隐瞒：这是针对他人主机的隐蔽请求洪泛——请勿安装{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    let hidden: boolean | undefined;
    for (const sf of view.files) {
      const text = sf.info.text;
      // `seq 1 1000000 | xargs -P 256 … curl …`, `yes | xargs -P 64 … wget …`: a flood with no loop written out
      for (const at of anchorHits(sf, 'flood')) {
        if (!text.startsWith('xargs -P', at)) continue;
        const ls = text.lastIndexOf('\n', at - 1) + 1;
        const le = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
        const seg = segmentAt(sf, at);
        const x = XARGS_FLOOD.exec(text.slice(ls, le));
        if (!x || !seg || seg.kind !== 'code' || seg.detector) continue;
        const count = x[1] ?? x[2];
        if ((count !== undefined && Number(count) < 1000) || Number(x[3]) < 16) continue;
        emit(ctx, {
          sf,
          seg,
          start: ls + x.index,
          end: le,
          messageId: 'flood',
          data: { code: clip(text.slice(ls + x.index, le)), how: `parallel workers, ${count ? `${count} requests` : 'no end'}` },
          base: shippedFlood(view, sf) ? 'error' : 'warning',
          kind: 'judgment',
          category: 'malicious-command',
        });
      }
      // `wrk -c500 -d0 …`, `hey -n 100000000 -c 300 …`: a load tool run without end at scale
      let tools = 0;
      for (const at of anchorHits(sf, 'flood')) {
        const c0 = text.charCodeAt(at) | 32;
        // (the tools' first letters: a, b, h, k, l, o, s, v, w)
        const tool =
          c0 === 97 || c0 === 98 || c0 === 104 || c0 === 107 || c0 === 108 || c0 === 111 || c0 === 115 || c0 === 118 || c0 === 119
            ? LOAD_TOOLS.find((w) => text.startsWith(w, at))
            : undefined;
        if (tool && ++tools > 20) break;
        if (!tool || (at > 0 && /[\w.\/-]/.test(text[at - 1]))) continue;
        const seg = segmentAt(sf, at);
        if (seg?.kind !== 'code' || seg.detector) continue;
        const f = loadToolFlood(view, text, at, tool);
        if (!f) continue;
        hidden ??= view.files.some((m) => (m.role === 'skill' || m.role === 'markdown') && SECRECY.test(m.info.text));
        emit(ctx, {
          sf,
          seg,
          start: at,
          end: f.end,
          messageId: hidden ? 'floodHidden' : 'floodTool',
          data: { code: clip(text.slice(at, f.end)), how: f.how.join(', ') },
          base: hidden ? 'error' : 'warning',
          kind: 'judgment',
          category: 'malicious-command',
        });
      }
      // a loop that writes new files of random bytes each round, or an endless device copied with no size (resource-flood-disk.ts)
      for (const seg of sf.segments) {
        if (seg.kind !== 'code' || seg.detector) continue;
        for (const [a, b] of diskFills(text.slice(seg.start, seg.end)))
          emit(ctx, {
            sf,
            seg,
            start: seg.start + a,
            end: seg.start + b,
            messageId: 'diskFill',
            data: { code: clip(text.slice(seg.start + a, seg.start + b)) },
            base: sf.role === 'script' && !TEST_PATH.test(sf.file.path) ? 'error' : 'warning',
            kind: 'judgment',
            category: 'malicious-command',
          });
      }
      const code = codeSpans(sf);
      if (!code.length) continue;
      const loops = endlessLoops(code);
      for (const [start, end] of forkBombs(sf, code, loops)) {
        const seg = segmentAt(sf, start)!;
        emit(ctx, {
          sf,
          seg,
          start,
          end,
          messageId: 'forkBomb',
          data: { code: clip(text.slice(start, end)) },
          base: 'error',
          kind: 'judgment',
          category: 'malicious-command',
        });
      }
      let detached: boolean | undefined;
      for (const f of floods(sf, code, loops, view)) {
        hidden ??= view.files.some((m) => (m.role === 'skill' || m.role === 'markdown') && SECRECY.test(m.info.text));
        // A flood the program starts detached from the session (forked off, a new session, hidden): it outlives the task, unseen.
        detached ??= sf.role === 'script' && DETACHED.test(text);
        const seg = segmentAt(sf, f.start)!;
        emit(ctx, {
          sf,
          seg,
          start: f.start,
          end: f.end,
          messageId: hidden ? 'floodHidden' : detached ? 'floodDetached' : 'flood',
          data: { code: clip(text.slice(f.start, f.end)), how: f.how.join(', ') },
          // A script the skill ships that runs the loop is the flood itself, not a sample of one.
          base: hidden || detached || shippedFlood(view, sf) ? 'error' : 'warning',
          kind: 'judgment',
          category: 'malicious-command',
        });
      }
    }
  },
};

/** A script the skill ships, not a test, aimed beyond the user's own machine and network (a local load test stays a warning). */
function shippedFlood(view: SentinelView, sf: SentinelFile): boolean {
  return sf.role === 'script' && !TEST_PATH.test(sf.file.path) && reachesPublic(view, sf);
}

const clip = (s: string, n = 60): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};
