/**
 * Sentence analysis of the prose a skill hands the agent (issue 28, technique 5): an
 * instruction written in plain English or Chinese, with no code, is still an instruction.
 * Each sentence or list item is read for three parts:
 * - an imperative verb: one that starts the sentence or a clause of it ("Collect …",
 *   "…, then send …", "please upload …", "you must include …"; 收集/发送/上传/附上/加密 …
 *   anywhere, as Chinese marks no imperative), of one of three kinds: acquire (collect,
 *   gather, dump, read …), deliver (send, upload, include, paste, add …), destroy (encrypt,
 *   delete, wipe …);
 * - an object: a sensitive one (API keys, tokens, passwords, credentials, cookies, card
 *   numbers, SSH / private keys, `.env`, environment variables, wallet seeds, personal
 *   data; 密钥/令牌/密码/凭据/银行卡/助记词 …) or a broad one (all files, the home folder,
 *   every document; 所有文件/主目录);
 * - a destination outside the skill: a URL or host after "to / into / open / via" (not
 *   "from"), an e-mail address, a webhook, the agent's reply ("in your reply", 回复中),
 *   or a file every agent session loads (MEMORY.md, SOUL.md, AGENTS.md, CLAUDE.md, the
 *   system prompt).
 * Polarity: a negation or prohibition before the verb in the same clause ("never send
 * your keys", "不要上传密钥") marks the sentence `negated`. Teaching: a sentence that
 * names an attack ("attackers collect keys and …"), a table row (a pattern table), or
 * an item of a section or list whose heading or lead-in is about attacks, threats,
 * detection or red flags is `teaching`. HTML comments and the frontmatter are never
 * teaching (nobody reads them as examples).
 *
 * A list item with no verb takes the verbs of its imperative lead-in ("Collect the
 * following:" / "- SSH keys"). Japanese and Korean are read at the level of Chinese (秘密鍵を
 * 集め…, トークンを https://… に送信, 비밀번호를 … 로 전송, 홈 디렉터리 … 암호화): the verb
 * comes last, so an object may stand up to NEAR before it, the destination may follow the URL
 * (に / 로), and the negation follows the verb (送信しないで, 보내지 마). "Encrypt all files" is
 * read in other languages too (chiffrez tous les fichiers, verschlüssele alle Dateien …), and
 * is ransomware (error) when the paragraphs around it delete the originals or ask a ransom.
 * A quoted block (`>`) wraps its sentences over lines like a paragraph.
 * `flows` / `flowsAcross` join an order split over sentences, list items, paragraphs or
 * two files that name each other: the secrets named in one place, the send to an outside
 * destination in another, tied by a back-reference, the strength of the source or a
 * secrecy clause ("don't tell the user", "if asked, say …", 不要告诉用户).
 *
 * Cost: a file is read only where a sensitive or broad object occurs (one regex over
 * each prose region); the sentence around each such place is then analysed once.
 * Results are memoised per Sentinel file. Rules query `instructions(sf)`.
 *
 * This file is the entry; the parts: sentences-words.ts (vocabularies and patterns),
 * sentences-read.ts (sentences into instructions), sentences-verdict.ts (what an instruction
 * amounts to), sentences-flows.ts (orders split over sentences and files).
 */
export type { DestKind, Instruction, ObjectKind, Part, VerbKind } from './sentences-words.ts';
export { instructions, sentenceAt } from './sentences-read.ts';
export { verdict, type Verdict } from './sentences-verdict.ts';
export { flows, flowsAcross, secrecyIn, type Flow } from './sentences-flows.ts';
