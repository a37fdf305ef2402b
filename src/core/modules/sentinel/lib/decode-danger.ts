/**
 * What a decoded literal (lib/decode-literals.ts) does, read as plain text: the checks the
 * plain-text rules make, in a cheap form for short decoded strings. A text a skill hid
 * behind an encoding and that turns out to download and run code, run a command, open a
 * reverse shell, wreck files or permissions, or name a runner (`eval`, `child_process`,
 * `WScript.Shell`) is a "do not install" (error): the encoding only serves to evade review.
 * Hidden code that only makes network calls or reads a credential store is a warning.
 */
import { dropperText } from './decode.ts';
import { FETCHES } from '../encoded-decode.ts';

export type DangerKind = 'dropper' | 'exec' | 'revshell' | 'destroy' | 'runner' | 'network' | 'credential' | 'defence';

export interface Danger {
  kind: DangerKind;
  severity: 'error' | 'warning';
  /** A `network` text that makes a call (curl, an HTTP client, a socket, a DNS lookup), not merely names an address. */
  call?: boolean;
}

/** A call that connects, in any language (what a `network` text must hold to be more than an address). */
const CALL =
  /\b(?:curl|wget|urlopen|urlretrieve|urllib|http\.client|aiohttp|requests\.\w+|httpx\.\w+|fetch|axios|https?\.(?:get|request)|Invoke-(?:WebRequest|RestMethod)|iwr|irm|socket|gethostbyname\w*|getaddrinfo|nslookup|Net::HTTP|HTTParty|RestClient|WebClient|HttpClient|XMLHttpRequest|sendBeacon)\b/;

/** A downloaded file then run by an interpreter or directly (`curl … -o /tmp/x && node /tmp/x`). */
const RUN_FILE =
  /(?:^|[\s;&|(`'"])(?:sudo\s+)?(?:node|deno|bun|python[0-9.]*|ruby|perl|php|(?:ba|z|da|k)?sh|pwsh|powershell(?:\.exe)?|cscript|wscript|mshta|rundll32|regsvr32|msiexec|osascript|java\s+-jar|source|\.)\s+(?:-\S+\s+)*["']?(?:~|\/|\.\/|%\w+%|\$\w+|[A-Za-z]:\\)[\w./\\~$%-]*/i;
/** A download handed to a runner that dropperText does not spell: `| VAR= sh` (an assignment before the shell), PowerShell's `[scriptblock]::Create`. */
const RUN_MORE = /\|\s*(?:[A-Za-z_]\w*=\S*\s+)+(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|perl|ruby|node)\b|\[scriptblock\]::Create\b/i;
/**
 * A defence turned off (the checks of sentinel/defence-off, in short): TLS verification, plain-text
 * credential storage, signature checks. Hidden behind an encoding it is for review (warning).
 */
const DEFENCE =
  /\bhttp\.sslVerify\s+(?:false|0)\b|\bcredential\.helper\s+store\b|\bGIT_SSL_NO_VERIFY=(?:1|true)\b|\bNODE_TLS_REJECT_UNAUTHORIZED=0\b|\bstrict-ssl\s+false\b|\bgpgcheck\s*=\s*0\b|--(?:insecure|no-check-certificate|trusted-host)\b|\bSet-MpPreference\b[^\n]{0,40}-Disable\w+\s+\$?true|\bsetenforce\s+0\b|\bspctl\s+--master-disable\b/i;
/** Code or commands run from the text. */
const EXEC =
  /\bchild_process\b|\b(?:execSync|spawnSync|execFileSync)\s*\(|\bos\.(?:system|popen|exec\w*)\s*\(|\bsubprocess\.\w+\s*\(|\bRuntime\.getRuntime\(\)\.exec|\b(?:shell_exec|passthru|proc_open|pcntl_exec)\s*\(|\bWScript\.Shell\b|\bShell\.Application\b|\[scriptblock\]::Create\b|\bShellExecute\b|\bInvoke-Expression\b|(?:^|[\s;|(])iex\b|\bStart-Process\b|(?<![\w.])(?:eval|exec|system|popen|spawn)\s*\(|\bKernel\.(?:system|exec|spawn)|\bdo shell script\b|\bcmd(?:\.exe)?\s+\/[ck]\b|`[^`\n]*\b(?:curl|wget|bash|sh)\b[^`\n]*`|^\s*(?:sudo\s+)?(?:ba|z)?sh\s+-c\b|\bpowershell(?:\.exe)?\s+(?:-\w+\s+)*-(?:c|command|e|enc|encodedcommand)\b/i;
const REVSHELL =
  /\/dev\/(?:tcp|udp)\/|\bnc(?:at)?\b[^\n]{0,80}\s-[a-z]*[ec]\b|\bsocket\b[^\n]{0,300}\b(?:dup2|connect)\b[^\n]{0,300}\b(?:dup2|pty|\/bin\/(?:ba)?sh|subprocess)|\bpty\.spawn\b|System\.Net\.Sockets\.TCPClient|\bmkfifo\b[^\n]{0,80}\bnc\b/i;
const DESTROY =
  /\brm\s+(?:-\w+\s+)*-\w*[rR]\w*[fF]?\w*\s+(?:--no-preserve-root\s+)?["']?(?:\/(?:\s|$|\*|["'])|~|\$HOME|\$\{HOME\}|\*)|\bchmod\s+(?:-\w+\s+)*(?:0?777|a\+rwx|o\+w|ugo\+rwx)\b|\bumask\s+0{3,4}\b|\bmkfs(?:\.\w+)?\s|\bdd\s+[^\n]{0,60}\bof=\/dev\/(?:sd|nvme|hd|disk)|\bformat\s+[a-z]:|\bRemove-Item\b[^\n]{0,80}-Recurse\b[^\n]{0,80}(?:\$HOME|\$env:USERPROFILE|~|[A-Z]:\\\\?\s)|\bdel\s+\/[sfq]\b[^\n]{0,40}\/[sfq]\b|\bshred\b|\bshutil\.rmtree\s*\(\s*(?:os\.path\.expanduser\s*\(\s*["']~|["']\/["'])/i;
/** A runner's name spelled alone (a name a script built from codes). */
const RUNNER =
  /^\s*(?:system|exec|execSync|spawnSync|shell_exec|passthru|popen|proc_open|eval|child_process|Function|constructor|Invoke-Expression|iex|WScript\.Shell|Shell\.Application|powershell(?:\.exe)?|pwsh|cmd(?:\.exe)?|bash|sh|subprocess|os\.system|Kernel|__import__|do shell script)\s*$/i;
const NETWORK =
  /\b(?:urlopen|urlretrieve|requests\.(?:get|post|put)|httpx\.\w+|fetch\s*\(|XMLHttpRequest|http\.request|https\.request|Net\.WebClient|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadFile|curl|wget|socket\.connect|HTTP\.(?:get|post)|Net::HTTP|URI\.open|open-uri)\b|https?:\/\/[\w.-]+/i;
const CREDENTIAL =
  /\.ssh\/id_|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/credentials|\.netrc\b|\.docker\/config\.json|\.kube\/config|\.git-credentials|Login Data|\bkeychain\b|wallet\.dat|\.gnupg\b/i;

/**
 * Addresses that name a format, not a place to contact: XML namespaces (`xmlns="http://www.w3.org/2000/svg"`),
 * DOCTYPE and schema identifiers (`xsi:schemaLocation`, `"$schema"`), and the W3C, purl and vendor schema hosts.
 */
export const FORMAT_URL =
  /\bxmlns(?::[\w-]+)?\s*=\s*["'][^"']*["']|<!DOCTYPE[^>]*>|\b(?:xsi:)?(?:noNamespaceS|s)chemaLocation\s*=\s*["'][^"']*["']|["']\$(?:schema|id)["']\s*:\s*["'][^"']*["']|https?:\/\/(?:www\.)?(?:w3\.org|purl\.org|schemas\.(?:xmlsoap|microsoft|openxmlformats|android)\.com|ns\.adobe\.com|json-schema\.org)\/[^\s"'<>]*/gi;

/** What `text` (decoded from a literal) does, or undefined when nothing of concern. */
export function decodedDanger(text: string): Danger | undefined {
  if (text.length < 2) return undefined;
  // (an image, a font or a document read back is data: its namespace and schema addresses contact nothing)
  if (text.includes('://')) text = text.replace(FORMAT_URL, ' ');
  if (RUNNER.test(text)) return { kind: 'runner', severity: 'error' };
  if (text.length < 6) return undefined;
  const fetches = FETCHES.test(text);
  if (fetches && (dropperText(text) || RUN_FILE.test(text) || RUN_MORE.test(text))) return { kind: 'dropper', severity: 'error' };
  if (REVSHELL.test(text)) return { kind: 'revshell', severity: 'error' };
  if (DESTROY.test(text)) return { kind: 'destroy', severity: 'error' };
  if (EXEC.test(text)) return { kind: 'exec', severity: 'error' };
  const net = fetches || NETWORK.test(text);
  if (CREDENTIAL.test(text)) return { kind: 'credential', severity: net ? 'error' : 'warning' };
  if (DEFENCE.test(text)) return { kind: 'defence', severity: 'warning' };
  if (net && /[(;=]|\s-\w/.test(text)) return { kind: 'network', severity: 'warning', call: CALL.test(text) };
  return undefined;
}
