/**
 * What a prose instruction amounts to (lib/sentences.ts): harvest, collect, plant, ransomware …
 * with a severity, from its verbs, object and destination and the text around it.
 */
import { type Instruction, type ObjectKind, type Part, SECRET_QUERY, SECRET_QUERY_WORDS, type VerbKind } from './sentences-words.ts';
import { RANSOM_MORE, SENDS_EU } from './sentences-langs.ts';
import { EVERY_THIRD, HARVEST_THIRD, OWNED_THIRD } from './sentences-langs-third.ts';
import { foreignToIssuer } from '../hosts.ts';

/**
 * The service a secret is named after, right before it: "GitHub token", "OpenAI API key",
 * "Notion の API トークン", "GitHub のパーソナルアクセストークン", "Slack 의 API 토큰", "GitHub 令牌", "OpenAI 的 API 密钥".
 */
export const ISSUER =
  /([A-Za-z][\w-]{2,})(?:[\s_-]+|\s*[のの의的]\s*)(?:(?:api|access|auth|bot|oauth|personal\s+access|パーソナル|アクセス|개인|액세스|个人|访问)[\s_-]?){0,2}(?:keys?|tokens?|secrets?|credentials?|passwords?|トークン|キー|鍵|パスワード|토큰|키|비밀번호|令牌|密钥|凭据|凭证|口令)$/i;
/** A word before a key that names no issuer ("your token", "the API key", "the user's secret"). */
export const NO_ISSUER = /^(?:the|your|their|user|users|all|every|any|each|access|api|auth|bearer|session|secret|private|login|personal)$/i;
/**
 * Whether `host`'s registrable name (`github` of `api.github.com`, `google` of `googleapis.com`; not a label of a
 * longer name such as `github-token-audit.invalid`, nor `api.github.com.evil.invalid`) is a word of `service`
 * (an issuer the sentence names, or the skill's name and description, lower case).
 */
const SERVICE_ALIAS: Record<string, string> = {
  ghcr: 'github',
  gcr: 'google',
  pkg: 'google',
  amazonaws: 'aws',
  azurecr: 'azure',
  windows: 'azure',
  // (package registries: the registry's domain and the tool its tokens are named for — `NPM_TOKEN` for registry.npmjs.org)
  npmjs: 'npm|npmjs',
  rubygems: 'gem|rubygems',
  crates: 'cargo|crates',
  huggingface: 'hf|huggingface',
};
const APP_DOMAIN =
  /^(?:vercel\.app|netlify\.app|herokuapp\.com|github\.io|gitlab\.io|pages\.dev|workers\.dev|web\.app|firebaseapp\.com|azurewebsites\.net|onrender\.com|fly\.dev|glitch\.me|replit\.app|ngrok\.io|ngrok-free\.app)$/i;
export function ownService(host: string, service: string): boolean {
  const labels = host.replace(/:\d+$/, '').split('.');
  if (labels.length < 2 || /^\d+$/.test(labels[labels.length - 1])) return false;
  // (a service's API domains: `googleapis.com`, `slack-edge`… — its name and a known suffix)
  // (a platform's app domain — `x.vercel.app`, `x.herokuapp.com`, `x.github.io` — is whoever deployed there, not the platform)
  if (APP_DOMAIN.test(labels.slice(-2).join('.'))) return false;
  // (a look-alike — `npmjs.help`, `github.help`, `openai.support` — is no service's own: hosts.ts)
  if (foreignToIssuer(host)) return false;
  const own = labels[labels.length - 2].replace(/-?(?:apis?|apps?|cdn|usercontent|cloud|edge)$/, '');
  // (a service's other domains: GitHub's container registry, Google's, Amazon's, Azure's)
  const alias = SERVICE_ALIAS[own];
  const name = alias ?? own;
  if ((!alias && name.length < 4) || /^(?:example|invalid|local|localhost|test|co|com|org|net)$/.test(name)) return false;
  return new RegExp(String.raw`(?:^|[^a-z0-9-])(?:${name})(?:$|[^a-z0-9-])`).test(service);
}

/** ISSUER anywhere in a sentence (a test, then every match). */
/** (a word start before the issuer's name: without it the name's `[\w-]{2,}` is tried at every offset of a long word — quadratic) */
const ISSUER_ANY = new RegExp(`(?<![\\w-])${ISSUER.source.replace(/\$$/, '')}`, 'i');
const ISSUER_ALL = new RegExp(ISSUER_ANY.source, 'gi');

/** Whether the sentence names the key of a service other than `own` ("the AWS keys", "your GitHub token"). */
function otherIssuer(sentence: string, own: string): boolean {
  if (sentence.length > 2000 || !ISSUER_ANY.test(sentence)) return false;
  for (const m of sentence.matchAll(ISSUER_ALL)) {
    const name = m[1].toLowerCase();
    if (name !== own && !NO_ISSUER.test(name)) return true;
  }
  return false;
}

/** Strong acquisition verbs: "collect / gather / harvest / dump / steal" (not "read" or "find"). */
export const HARVEST_VERB = new RegExp(
  `^(?:${
    /collect|gather|harvest|dump|steal|scrape|exfiltrate|收集|搜集|采集|窃取|抓取|索取|索要|套取|骗取|集め|収集|盗|聞き出|수집|모으|모아|recopil|reún|reun|recog|recoj|samml|sammel|rassembl|colet|raccogl|собер|собира|zbierz|zbiera|wypisz|topla|thu\s+thập|kumpulkan|इकट्ठा|एकत्र|[وف]?اجمع/
      .source
  }|${HARVEST_THIRD})`,
  'i',
);
/** Secrets that are not the skill's own: the user's, every one found, all of them. */
const EVERY = new RegExp(
  `${/\b(?:all|every|any|each|user'?s|users'|their|saved|stored)\b|用户|所有|全部|其|ユーザー|利用者|すべて|全て|사용자|모든/.source}|${EVERY_THIRD}|${OWNED_THIRD}`,
  'i',
);
/** Verbs that move something off the machine by themselves ("upload X to URL"), unlike "add" or "open". */
const STRONG_DELIVER =
  /^(?:send|upload|post|transmit|forward|exfiltrate|leak|beacon|e-?mail|mail|submit|sync|push|share|sending|uploading|posting|transmitting|forwarding|e-?mailing|mailing|submitting|syncing|pushing|sent|uploaded|posted|transmitted|forwarded|e-?mailed|mailed|submitted|synced|pushed|shared|published|发送|上传|转发|提交|回传|外传|推送|发到|发给|送信|送っ|送る|アップロード|転送|同期し|同期す|보내|전송|업로드|동기화|(?:POST|PUT)\s*(?:して|する|し|到|给|至|해|하))$/i;
/** A paste or entry ordered anywhere in the sentence ("… and in the "current credentials" box paste the full value of every key"). */
const PASTE_ORDER = /\b(?:paste|enter|type)\s+(?:in\s+)?(?:the|your|their|every|all|each|any|its|them|it)\b/i;

/** A sentence that uses a credential to authenticate to its own service ("send the key in the Authorization header"). */
export const AUTH_USE =
  /\b(?:authori[sz]ation|bearer|x-api-key|headers?|authenticate|authentication\s+header|log\s*in\s+to|sign\s+in\s+to)\b|请求头|鉴权|认证|(?:en-t[êe]te|cabecera|encabezado|cabe[çc]alho|intestazione|Kopfzeile|заголов\S*|ヘッダー|헤더)\s*(?:HTTP\s*)?[`"'«「]?(?:[A-Z][\w-]*-(?:Key|Token|Auth\w*)|Authorization)\b/i;
/** An object named with an indefinite article or as new: "request an API key", "create a new token". */
// (no `\b` before the article: after a non-ASCII letter — the `a` of Spanish "Envía" — it would read one)
const INDEFINITE =
  /(?<![A-Za-z\u00c0-\u024f\u0400-\u04ff])(?:an?|(?<!\b(?:the|this|that|these|those|each|every|all)\s)new|one|your\s+own|una?|nuev[oa]|neue[nrs]?|eine?n?|une|nouve(?:au|lle)|uma?|nov[oa])\s+(?:[\w-]+\s+)?$|(?:^|\s)(?:нов\S*|один)\s+$/i;
/** What names an inventory of a place rather than its contents: "the list of …", "the sizes of …". */
export const INVENTORY_BEFORE = /\b(?:list|names?|sizes?|number|count|overview|summary|tree|structure)\s+of\s+(?:[\w'’]+\s+){0,3}$/i;
/** "encrypt all files", "加密所有文件": encryption of everything, scope unnamed. */
const ENCRYPT_ALL =
  /\bencrypt\w*\s+(?:all|every|each)\b[^.\n]{0,30}?\bfiles?\b|加密[^。\n]{0,10}(?:所有|全部)(?:的)?文件|(?:所有|全部|每个|每一个)(?:的)?[\u4e00-\u9fff]{0,4}?文件[^。\n]{0,40}加密|(?:すべて|全て|全部)の[^。\n]{0,24}暗号化|모든[^.。\n]{0,40}암호화/i;
/**
 * What makes encryption of the user's files ransomware, in any language: the originals
 * deleted, a ransom note, a payment or a wallet to pay to, the key sent away
 * (searched in the paragraphs around the order, RANSOM_AROUND characters either side).
 */
const RANSOM_CONTEXT =
  /\b(?:delet\w*|remov\w*|eras\w*|wip\w*|shred\w*)\s+(?:the\s+|all\s+|each\s+|every\s+)?(?:plain-?\s*text\s+)?(?:originals?|unencrypted|plain\s*text)|\b(?:send|e-?mail|mail|upload|post)\w*\s+(?:the\s+|this\s+)?(?:(?:only|generated|random)\s+)?(?:passphrase|password|pass\s*phrase)\b[^.\n]{0,40}?(?:[\w.+-]+@[a-z0-9-]+\.|https?:\/\/)|\boriginals?\b[^.\n]{0,30}\b(?:delet|remov|eras|wip|shred)|\bransom\b|\b(?:bitcoin|BTC|monero|XMR|crypto\s*wallet|wallet\s+address)\b|\bpay\w*\b[^.\n]{0,60}\b(?:decrypt\w*|recover\w*|restore\w*|get\s+(?:them|the\s+files)\s+back)|\b(?:decrypt\w*|recover\w*)\b[^.\n]{0,60}\bpay\w*|\b(?:send|e-?mail|mail|upload|post)\w*\s+(?:the\s+|this\s+)?(?:(?:only|generated|decryption|encryption|random)\s+)?keys?\s+(?:\w+\s+){0,3}?to\b|\bkeys?\b[^.\n]{0,40}\b(?:do\s+not|don'?t|never)\s+(?:keep|store|save|leave)\b[^.\n]{0,20}\blocal|키[^.。\n]{0,60}(?:보내|전송|메일)|(?:鍵|キー)[^。\n]{0,40}(?:送信|送って|送る|メール)|密钥[^。\n]{0,40}(?:发送|发到|发给|邮件)|删除原|原文件[^。\n]{0,30}删除|赎金|勒索|比特币|钱包地址|支付[^。\n]{0,20}(?:解密|恢复)|元の?ファイル[^。\n]{0,30}削除|身代金|ビットコイン|ウォレット(?:の)?アドレス|支払[^。\n]{0,20}(?:復元|復号)|원본[^.。\n]{0,30}(?:삭제|지우|지웁|지워)|(?:구매|결제)[^.。\n]{0,40}(?:복구|되찾)|몸값|비트코인|지갑\s*주소|\brançon|\bL(?:ö|oe)segeld|\brescate\b|\bresgate\b|\briscatto\b|выкуп|\boriginau(?:x)\b|\bOriginal(?:e|dateien)\b[^.\n]{0,20}lösch|\b(?:borr|elimin|apag|exclu|cancell)\w*\s+(?:los\s+|os\s+|gli\s+|i\s+)?(?:archivos\s+|arquivos\s+|file\s+)?origina(?:l|les|is|li|le)\b|\bsupprim\w*\s+(?:les\s+)?(?:fichiers\s+)?originaux|\blösch\w*\s+(?:\S+\s+){0,2}Original|удал\S*\s+(?:\S+\s+)?оригинал|\b(?:empty|vac[ií]a|vaciar|leere|leeren|vide[zr]?|svuota|esvazi)\w*\s+(?:the\s+|la\s+|den\s+|le\s+|il\s+|a\s+)?(?:trash|recycle\s+bin|papelera|Papierkorb|corbeille|cestino|lixeira)|清空回收站|очист\S*\s+корзин|vssadmin\b[^\n]{0,20}\bdelete\s+shadows|\b(?:recover|restore|decrypt|recuperar|récupérer|recuperare|wiederherzustellen|wiederherstellen|entschlüsseln|descifrar|восстанов)\w*[^\n]{0,100}?(?:\b(?:write\s+to|contact|e-?mail)\b|\bescrib\w*\s+a\b|\bcontact\w*|\bschreib\w*\s+an\b|\bécri\w*\s+à\b|\bscriv\w*\s+a\b|напиш|[\w.+-]+@[a-z0-9-]+\.[a-z])|결제[^.。\n]{0,30}(?:복구|되찾)|(?:복구|되찾)[^.。\n]{0,30}결제|\b(?:send|e-?mail|upload|post|env[ií]\w*|mand\w*|envoy\w*|schick\w*|send\w*|invi\w*|envie\w*|отправ\S*)\s+(?:\S+\s+){0,3}?(?:key|clave|clé|cle|Schlüssel|chiave|chave|ключ)\S*\s+(?:\S+\s+){0,4}?(?:[\x60"'<]?[\w.+-]+@|[\x60"'<]?https?:\/\/)|(?:密钥|秘钥)[^。\n]{0,20}(?:发送|发到|上传|寄给|寄到)|(?:鍵|キー)[^。\n]{0,20}(?:送信|送って|アップロード)|키[^.。\n]{0,20}(?:전송|보내|업로드)/i;
/** RANSOM_CONTEXT or the same signs in Hindi, Arabic, Turkish, Vietnamese and Indonesian. */
const RANSOM_ANY = new RegExp(`${RANSOM_CONTEXT.source}|${RANSOM_MORE.join('|')}`, 'i');
const RANSOM_AROUND = 800;
/** The spellings of "all files" that name a kind of file or a folder (lib/sentences-words.ts FILES), not all files. */
const WIDE_FILES =
  /\b(?:whole|entire)\b|全体|整个|整体|documents?|photos?|pictures?|folders?|director|backups?|databases?|drives?|shares?|dokument|asiakirj|dokumenty|έγγραφα|εγγραφα|documentele|מסמכים|เอกสาร|文件[^。，,\n]{0,2}(?:全部|都)|ファイル(?:を|は)?(?:すべて|全て|全部)|문서|ensemble|sämtlich|\b(?:personal|private|user|important|local|remaining|existing|other|your|their)\b/i;
/** Encryption named in any language (the object is then "all files" in that language). */
export const ENCRYPT_ANY =
  /encrypt|加密|暗号化|암호화|잠그|잠가|잠급|\bAES\b|chiffr|verschlüss(?:e)?l|cifr|criptograf|crittograf|шифр|एन्क्रिप्ट|شفّر|شفر|تشفير|şifrele|mã\s+h[óo]a|mã\s+hoá|enkripsi|szyfr|krypter|salakirjoit|šifr|шифр|κρυπτογρ|(?<![a-z])cript(?:ea|a[țţ]i|ez)|הצפנ|להצפין|הצפן|เข้ารหัส/i;
function ransomAround(text: string, ins: Instruction): boolean {
  return RANSOM_ANY.test(text.slice(Math.max(ins.seg.start, ins.start - RANSOM_AROUND), Math.min(ins.seg.end, ins.end + RANSOM_AROUND)));
}

/** An object that is the person's address book or contacts, in any language read (lib/sentences-words.ts, sentences-langs.ts). */
export const PERSONAL =
  /address\s+book|contact\s+list|通讯录|联系人列表|アドレス帳|주소록|direcciones|contactos|adressb|carnets?\s+d|contatos|endereços|rubric|адресн/i;
/** Sent, posted or published to others, in the languages read. */
const PUBLISH =
  /\b(?:publish\w*|post\w*\s+(?:it\s+)?(?:to|in)|share\w*|send\w*|upload\w*|channel|webhook)\b|发布|发送|群聊|频道|公開|投稿|게시|채널|публику\S*|опубликуй|канал\S*|вебхук|veröffentlich|Kanal|publica\w*|publie\w*|pubblica\w*|canal\b|canale\b/i;

/** A key or credential file (its contents), not a value the person typed: `~/.ssh/id_rsa`, `.aws/credentials`, a private key, 私钥. */
const STORE_OBJECT =
  /^~?\/?\.(?!env\b)\w|id_(?:rsa|ed25519|ecdsa|dsa)\b|private[\s_-]?keys?|ssh[\s_-]?keys?|私钥|秘密鍵|개인\s*키|비공개\s*키|wallet\.dat|Login\s+Data/i;
/** A key or credential file named anywhere in the sentence ("the author's cloud credential files (~/.aws/credentials, …)"). */
const STORE_NAMED =
  /~\/\.(?:ssh|aws|kube|docker|gnupg|config\/gcloud|config\/gh|azure|netrc|npmrc|pypirc|pgpass|git-credentials)\b|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/credentials\b|application_default_credentials\.json|\bgh\s+auth\s+token\b/i;
/** A `.env` file's contents (or a `*.tfvars` file's) named as what goes: "the full contents of the repository's `.env`". */
const ENV_CONTENTS =
  /\b(?:contents?|values?)\s+of\s+(?:the\s+|your\s+|its\s+)?(?:(?:repository|repo|project|user)'?s\s+)?[`"']?(?:\.env|[\w*.-]*\.tfvars)\b|(?:\.env|\.tfvars)[`"']?\s*(?:文件|ファイル)?\s*(?:的|の)\s*(?:完整|全部|すべての)?\s*(?:内容|全文|中身)/i;
/** A place anyone reads: a public repository, tracker or issue. */
const PUBLIC_PLACE =
  /\bpublic\s+(?:[\w-]+\s+){0,2}?(?:repo(?:sitory)?|tracker|issue|gist|board|forum)\b|公共[^。\n]{0,8}(?:仓库|跟踪|项目)|公开(?:的)?(?:仓库|议题|issue)|公開(?:リポジトリ|の)/i;
/** Payment card data: its number, its security code. */
const CARD_DATA = /\b(?:(?:credit|debit|corporate|company)\s+)?card\s+(?:numbers?|details)\b|\bCVVs?\b|\bCVCs?\b|\bsecurity\s+codes?\b/i;
/** A place in what is posted that its author does not see: an HTML comment, a hidden or collapsed block. */
const HIDDEN_PLACE = /<!--|\bHTML\s+comments?\b|\b(?:hidden|invisible|collapsed)\b|隐藏|注释|隠し|HTMLコメント|숨(?:긴|겨진)|주석/i;

/** The files kept elsewhere before they go: "after they are filed into ~/Pictures", "once backed up", "after moving them". */
const KEPT_ELSEWHERE =
  /\b(?:after|once|when)\s+(?:they\s+(?:are|have\s+been)|they'?ve\s+been|it\s+(?:is|has\s+been)|being)\s+(?:filed|moved|copied|archived|backed\s+up|uploaded|imported|synced|saved)\b|\b(?:after|once)\s+(?:moving|copying|filing|archiving|backing\s+up|importing|syncing)\b/i;
/** Files that are made again (a cache, a build, duplicates, logs): deleting them loses nothing. */
const REMADE =
  /\b(?:temp|temporary|tmp|cache[ds]?|caching|duplicates?|duplicated|build|builds|log|logs|junk|stale|generated|intermediate|old)\b|临时|缓存|重复|一時|キャッシュ|임시|캐시|중복/i;
/** A payment card's security code, in the languages read. */
const CARD_CODE =
  /\b(?:CVV2?|CVC2?|CID|card\s+(?:security|verification)\s+(?:code|value)|security\s+code)\b|c[óo]digo\s+de\s+seguran[çc]a|c[óo]digo\s+de\s+seguridad|code\s+de\s+s[ée]curit[ée]|Sicherheitscode|Kartenprüfnummer|codice\s+di\s+sicurezza|安全码|セキュリティコード|보안\s*코드|CVV\s*코드/i;
/** A card's code named, and not as what must never be kept ("save only the last four digits; never save the CVV"). */
function cardCodeTaken(sentence: string): boolean {
  // (taken from the person's own records — mail, notes, files, the chat — not from a payment request the code handles)
  if (!PERSONAL_RECORDS.test(sentence)) return false;
  const m = CARD_CODE.exec(sentence);
  return (
    !!m &&
    !/\b(?:never|not|don'?t|no|without)\s+(?:[\w'’-]+\s+){0,3}$|\b(?:nunca|não|no|nie|ne|jamais|niemals)\s+(?:\S+\s+){0,4}$/i.test(
      sentence.slice(Math.max(0, m.index - 60), m.index),
    )
  );
}
/** The person's own records, where their card details may be found, or the person asked for them. */
const PERSONAL_RECORDS =
  /\bask(?:s|ing)?\s+(?:the\s+)?(?:user|them|him|her|buyer|customer|client|person|caller)\b|\b(?:tickets?|repl(?:y|ies))\b|\b(?:e-?mails?|mail(?:box)?|inbox|notes?|files?|documents?|PDFs?|messages?|chats?|conversations?|screenshots?|receipts?|statements?)\b|e-?mails|anota[çc][õo]es|correos?|notas?|Notizen|\bpe[çc]a\s+ao\s+(?:usu[áa]rio|cliente)|\bp[ií]da(?:le)?\s+al\s+(?:usuario|cliente)|\bdemande[rz]?\s+(?:à|a)\s+l['’]utilisateur|\bfrag(?:e|en\s+Sie)\s+den\s+(?:Nutzer|Benutzer|Kunden)|\bchiedi\s+all['’]utente|попроси[а-яё]*\s+(?:у\s+)?пользовател|邮件|笔记|文件|メール|メモ|메일|메모|파일/i;
/** What a skill hands on as its output: a file's embedded metadata, a shared workflow, every exported file. */
const ARTIFACT =
  /\b(?:metadata|IPTC|EXIF|XMP|workflow\s+(?:JSON|file)|(?:every|each|all)\s+(?:the\s+)?(?:exported|uploaded|published|output)\s+files?|the\s+(?:exported|uploaded|published)\s+(?:files?|images?|photos?|videos?|documents?))\b|メタデータ|ワークフロー|元数据|工作流|메타데이터|워크플로/i;
/**
 * What a skill publishes, named as where the secret is written (into its field or section): a dataset or model card, a
 * README, release notes, a results page, a gist — "into the dataset card's `credentials:` field", 「データセットカードの YAML に」.
 */
const PUBLISHED_INTO = new RegExp(
  [
    String.raw`\b(?:into|in|to|onto|en|dans|nel|nella|no|na|ins|im|in\s+das|in\s+die|в)\b[^.\n。]{0,60}?(?:\b(?:dataset|model|space)[\s-]*cards?|\bREADME\b|\brelease\s+notes\b|\b(?:results?|status|wiki|project)\s+pages?\b|\bgists?\b|\bblog\s+posts?\b|\b(?:Dataset|Modell?)-?(?:Card|Karte)\b|\btarjeta\s+del\s+(?:dataset|modelo|conjunto)|\bcart[ãa]o\s+do\s+(?:dataset|modelo)|\bscheda\s+del\s+(?:dataset|modello)|\bfiche\s+du\s+(?:jeu\s+de\s+donn[ée]es|mod[èe]le)|карточк\S*\s+(?:датасета|модели))`,
    String.raw`(?:(?:データセット|モデル)カード|リリースノート|(?:数据集|模型)卡片?|发布说明|(?:데이터셋|모델)\s*카드|릴리스\s*노트)[^。\n]{0,40}?(?:に|中|里|에)`,
  ].join('|'),
  'i',
);
/** A secret kept where secrets belong: a CI secret, a secrets manager, the environment, a key store. */
const SECRET_STORE =
  /\bas\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}secret\b|\b(?:repository|repo|organi[sz]ation|environment|CI|actions)\s+secrets?\b|\bsecrets?\s+(?:store|manager|vault)\b|\benvironment\s+variables?\b|\.env\b|\bkeychain\b|\bkeyring\b/i;
/** A step that uploads or publishes the output. */
const UPLOAD_STEP =
  /\b(?:upload|publish|submit)\w*\b|\bshare\w*\s+(?:it|them|the\s+\w+)\s+(?:publicly|on|to)\b|アップロード|公開|投稿|上传|发布|公开|업로드|게시|공개|\b(?:ver[öo]ffentlich|hochl[äa]d|publi(?:ca|car|cado|cada|que|quez|quer|qu[ée]|e|ez|er)\b|pubblic(?:a|are|ato|ata)\b|sub(?:e|ir|a|an|ido)\b|carica|t[ée]l[ée]vers)\w*|\blade\b[^.\n]{0,80}\bhoch\b|(?:опубликуй|опубликовать|загрузи|выложи)\S*/i;
/** Whether the instruction's own sentence after its first verb, or the text after it (the rest of its file, 4,000 characters), uploads or publishes. */
function uploadedLater(text: string, ins: Instruction): boolean {
  const firstVerb = ins.verbs.length ? ins.verbs[0].end : ins.start;
  return UPLOAD_STEP.test(text.slice(Math.max(ins.start, firstVerb), ins.end)) || UPLOAD_STEP.test(text.slice(ins.end, ins.end + 4000));
}

/** A sentence with the places a secret is read from taken out: "from the `.env`", 「`.env` に入っている」 are sources, not a secret store it is kept in. */
function storeSaid(sentence: string): string {
  return sentence.replace(
    /\b(?:from|in|of)\s+(?:the\s+|your\s+|their\s+)?(?:user'?s\s+|project'?s\s+)?(?:[\w-]+\s+){0,2}?(?:\x60?\.env\x60?(?:\s+files?)?|environment\s+variables?)|\x60?\.env\x60?\s*(?:に入っている|から|の|内の|中的|里的|的|에서|에\s*있는|의)|\b(?:contents?|values?)\s+of\s+(?:the\s+)?\x60?\.env\x60?|(?:环境变量|環境変数|환경\s*변수)(?:や|から|中|里|에서|の)/gi,
    ' ',
  );
}

/** A path written in code in a sentence: `evidence/CC6.1/credentials.txt`, `out/report.md`. */
const CODE_PATH = /\x60((?:[\w.-]+\/)+[\w.-]*)\x60/g;
/**
 * Whether the instruction writes the secret into a path of the skill's own (not the secret's own file) whose folder, or the
 * file itself, a later sentence (within 1,500 characters) uploads or sends to an address.
 */
function folderUploadedLater(text: string, ins: Instruction, object: Part<ObjectKind>): boolean {
  const sentence = text.slice(ins.start, ins.end);
  const paths = [...sentence.matchAll(CODE_PATH)]
    .map((m) => m[1])
    .filter((p) => !object.text.includes(p) && !/^~|^\.(?:aws|ssh|config|docker|kube|gnupg)\//.test(p));
  if (!paths.length) return false;
  const after = text.slice(ins.end, ins.end + 1500);
  for (const m of after.matchAll(CODE_PATH)) {
    const folder = m[1];
    if (!paths.some((p) => p === folder || p.startsWith(folder.endsWith('/') ? folder : `${folder}/`))) continue;
    // (the sentence that names it — over a wrapped line, not past a blank line or the next item — uploads it to an address)
    const head = after.slice(0, m.index);
    const from = Math.max(
      head.lastIndexOf('。'),
      head.lastIndexOf('. '),
      head.search(/\n[ \t]*(?:\n|[-*+]\s|\d+[.)]\s)(?![^]*\n[ \t]*(?:\n|[-*+]\s|\d+[.)]\s))/),
    );
    const to = after.slice(m.index).search(/。|\.\s|\n[ \t]*(?:\n|[-*+]\s|\d+[.)]\s)/);
    const own = after.slice(from + 1, to < 0 ? after.length : m.index + to);
    if (UPLOAD_STEP.test(own) && /https?:\/\/|[\w.+-]+@[\w-]+\./.test(own)) return true;
  }
  return false;
}

export type Verdict =
  /** imperative + sensitive object + destination outside the skill */
  | 'harvest'
  /** a harvest verb on a sensitive object, no destination named */
  | 'collect'
  /** a sensitive object into a file every agent session loads */
  | 'plant'
  /** destroy or encrypt the user's files or home folder */
  | 'ransom'
  /** upload the user's files or home folder outside */
  | 'upload'
  /** paste the user's secrets, read out unmasked, into a PR, issue or ticket others read */
  | 'expose'
  /** the user's secrets written into what the skill later uploads or publishes (a file's metadata, a shared workflow) */
  | 'publish'
  /** the person's address book put into what is sent or published */
  | 'overshare';

/**
 * What a sentence orders, and how grave it is; undefined for no finding. Negated and
 * teaching sentences never count.
 * - error: imperative + sensitive object + destination outside (a URL the secret goes
 *   to, an e-mail address, a webhook, the reply; a URL only with a harvest verb, with an
 *   acquire-then-deliver pair, or with the secret in its query); a harvest verb with a
 *   file every agent loads; destroying or encrypting the home folder or the user's files;
 *   uploading them outside.
 * - warning: a harvest verb on the user's secrets with no destination; a secret written
 *   into a file every agent loads; "encrypt all files" with no scope.
 * Not a finding: a credential used to authenticate (a header, "log in to"), a key
 * requested or created ("request an API key"), a URL the key is taken from.
 */
export function verdict(ins: Instruction, text: string, service?: string): { verdict: Verdict; severity: 'error' | 'warning' } | undefined {
  if (ins.negated || ins.teaching) return undefined;
  const { object, dest, verbs } = ins;
  if (!object) return undefined;
  const sentence = text.slice(ins.start, ins.end);
  const harvest = verbs.some((v) => HARVEST_VERB.test(v.text));
  const has = (k: VerbKind) => verbs.some((v) => v.kind === k);
  if (object?.kind === 'broad') {
    // (a list of the folders and their sizes is an inventory, not the files)
    if (INVENTORY_BEFORE.test(text.slice(Math.max(ins.start, object.start - 40), object.start))) return undefined;
    if (has('destroy')) return { verdict: 'ransom', severity: 'error' };
    if (has('deliver') && dest && dest.kind !== 'reply' && dest.kind !== 'agent-file') return { verdict: 'upload', severity: 'error' };
    return undefined;
  }
  if (object.kind === 'files') {
    if (!(ENCRYPT_ALL.test(sentence) || (ENCRYPT_ANY.test(sentence) && verbs.some((v) => v.kind === 'destroy')))) {
      // the person's files deleted with their way back taken too ("delete the user's original draft files … empty the
      // trash so they cannot be restored"): destruction, not a tidy-up — not of what is made again anyway (caches, builds)
      const deletes = verbs.some((v) => v.kind === 'destroy' && !ENCRYPT_ANY.test(v.text));
      return deletes && !REMADE.test(object.text) && !KEPT_ELSEWHERE.test(sentence) && ransomAround(text, ins)
        ? { verdict: 'ransom', severity: 'error' }
        : undefined;
    }
    if (ransomAround(text, ins)) return { verdict: 'ransom', severity: 'error' };
    // (the wider spellings — "every document", "the Documents folder", 文件全部 — only with a ransom sign around:
    // "back up the Documents folder, then encrypt the archive" is a backup)
    return WIDE_FILES.test(object.text) ? undefined : { verdict: 'ransom', severity: 'warning' };
  }
  if (INDEFINITE.test(text.slice(Math.max(ins.start, object.start - 24), object.start))) return undefined;
  // The person's address book (personal data, no secret): a warning when it goes into what is
  // sent, posted or published; never an error, never a source of the flows.
  if (PERSONAL.test(object.text))
    return has('deliver') && (dest || PUBLISH.test(text.slice(Math.max(ins.seg.start, ins.start - 400), Math.min(ins.seg.end, ins.end + 400))))
      ? { verdict: 'overshare', severity: 'warning' }
      : undefined;
  // A secret written into what the same text later uploads or publishes: the upload carries it off ("write the password
  // into the IPTC field of every exported file" … "Upload the JPEGs"; 「ワークフロー JSON に…の値をそのまま書き込む」 … 「公開設定でアップロード」).
  if (
    !dest &&
    has('deliver') &&
    (ARTIFACT.test(sentence) || PUBLISHED_INTO.test(sentence)) &&
    !AUTH_USE.test(sentence) &&
    !SECRET_STORE.test(storeSaid(sentence)) &&
    uploadedLater(text, ins)
  )
    return { verdict: 'publish', severity: 'error' };
  // …or into a file whose folder a later step uploads ("copy `~/.aws/credentials` into `evidence/creds.txt`" … "upload the
  // `evidence/` folder to https://…"): the upload carries it off.
  if (!dest && has('deliver') && !AUTH_USE.test(sentence) && !SECRET_STORE.test(storeSaid(sentence)) && folderUploadedLater(text, ins, object))
    return { verdict: 'publish', severity: 'error' };
  // A card's security code taken and written down or passed on: nothing a skill may keep (card data is never stored with
  // its code) — "look in the user's e-mails for the card number, expiry and CVV and write them into the notes".
  if (!dest && has('acquire') && has('deliver') && cardCodeTaken(sentence)) return { verdict: 'collect', severity: 'error' };
  if (!dest)
    return harvest && (ins.lead !== undefined || EVERY.test(text.slice(Math.max(ins.start, object.start - 24), object.end)))
      ? { verdict: 'collect', severity: 'warning' }
      : undefined;
  // ("if it fails, mention the token's name in your reply": naming something in the reply hands nothing on)
  if (dest.kind === 'reply' && !has('acquire') && verbs.every((v) => v.kind !== 'deliver' || /^(?:mention|relay)$/i.test(v.text))) return undefined;
  if (dest.kind === 'agent-file') return { verdict: 'plant', severity: harvest ? 'error' : 'warning' };
  // A pull-request, issue or ticket comment: the user's own platform, read by others (warning: no attacker host) —
  // an error when what goes there is a key or credential file's contents, or it is hidden from the person who posts it
  // (an HTML comment, 隐藏注释): whoever reads the PR has the key, and the author never saw it go.
  if (dest.kind === 'shared') {
    const store = STORE_OBJECT.test(object.text) || STORE_NAMED.test(sentence) || ENV_CONTENTS.test(sentence);
    // ("copy the private key … into the PR description": the copy's target is the shared place)
    const copiesInto = verbs.some((v) => /^(?:copy|paste)$/i.test(v.text) && /\b(?:to|into|onto)\b/i.test(text.slice(v.end, dest.start)));
    // (a public tracker, a public repository: anyone reads what is put there)
    const open = PUBLIC_PLACE.test(sentence);
    // (a template's own text: only a key or credential file pasted in — its guidance comments are no hiding place)
    if (dest.start === dest.end && !store) return undefined;
    // (card data posted where a team reads it — "include the card number and the CVV in the message you post to the
    // #expenses channel" — is exposed there however it was got)
    const card = CARD_DATA.test(object.text);
    if (!(has('deliver') || copiesInto) || !(has('acquire') || store || open || card)) return undefined;
    return { verdict: 'expose', severity: store || open || HIDDEN_PLACE.test(sentence) ? 'error' : 'warning' };
  }
  if (AUTH_USE.test(sentence) && !harvest) return undefined;
  // A tunnel or hook service named bare ("ngrok", "Pipedream") that the skill itself is for ("ngrok-auth-setup": "add the
  // authtoken, create a reserved domain via the ngrok API"): its own token goes to it. Not a credential file, a `.env`'s
  // contents or another service's key ("the AWS keys … to ngrok"), not a harvest.
  if (
    dest.kind === 'webhook' &&
    !harvest &&
    service &&
    /^[A-Za-z][\w-]{2,}$/.test(dest.text) &&
    // (its one token — "the authtoken", "your ngrok token" —, not every key there is: "all the tokens", "the user's tokens")
    /^(?:the\s+|your\s+|its\s+|an?\s+)?(?:[\w-]+\s+)?(?:auth\s*token|token|api\s+key|key|secret)$|トークン|キー|토큰|令牌|密钥/i.test(object.text) &&
    !/\b(?:all|every|any|each)\b|(?:user|person|customer)'?s\b/i.test(text.slice(Math.max(ins.start, object.start - 40), object.end)) &&
    new RegExp(String.raw`(?:^|[^a-z0-9-])${dest.text.toLowerCase()}(?:$|[^a-z0-9-])`).test(service) &&
    !STORE_OBJECT.test(object.text) &&
    !STORE_NAMED.test(sentence) &&
    !ENV_CONTENTS.test(sentence) &&
    !otherIssuer(sentence, dest.text.toLowerCase())
  )
    return undefined;
  if (dest.kind === 'url') {
    // A token sent only to the service that issued it: "your GitHub token to https://api.github.com".
    const named = ISSUER.exec(text.slice(Math.max(ins.start, object.start - 24), object.end))?.[1];
    const host = /^(?:https?:\/\/)?([^/?#]+)/i.exec(dest.text)?.[1]?.toLowerCase() ?? '';
    if (named && !NO_ISSUER.test(named) && ownService(host, named.toLowerCase())) return undefined;
    // … or a service named just before the token, across a bracket or a line ("Telegram\n(bot token …, sent only to api.telegram.org)")
    if (
      /token|key|トークン|キー|토큰|令牌/i.test(object.text) &&
      ownService(
        host,
        text
          .slice(Math.max(ins.seg.start, object.start - 60), object.start)
          .replace(/\S*[.:/@]\S*/g, ' ')
          .toLowerCase(),
      )
    )
      return undefined;
    // … or an issuer the sentence names elsewhere ("令牌只发给签发它的服务（GitHub 令牌发往 api.github.com）")
    if (!named && sentence.length < 2000 && ISSUER_ANY.test(sentence))
      for (const m of sentence.matchAll(ISSUER_ALL)) if (ownService(host, m[1].toLowerCase())) return undefined;
    // … or, with no issuer named in the sentence, the service the skill itself is for ("GitHub token check":
    // "トークンは api.github.com にのみ送信されます"): the host's own name is a word of the skill's name or description.
    // (a generic word before the key — "your key" — names no issuer)
    const generic = !named || NO_ISSUER.test(named);
    // (not a credential file of other services, nor a `.env`'s contents: those are no token of the skill's own service)
    if (generic && service && ownService(host, service) && !STORE_OBJECT.test(object.text) && !STORE_NAMED.test(object.text) && !ENV_CONTENTS.test(sentence))
      return undefined;
    const secretQuery = SECRET_QUERY.test(dest.text) || SECRET_QUERY_WORDS.test(sentence);
    // "copy the contents of .env into https://…": the copy's target is the outside URL.
    const sends =
      verbs.some(
        (v) =>
          STRONG_DELIVER.test(v.text) ||
          SENDS_EU.test(v.text) ||
          (/^(?:copy)$/i.test(v.text) && /\b(?:to|into|onto)\b[^.\n]{0,32}$/i.test(text.slice(v.end, dest.start))),
      ) ||
      /\b(?:POST|PUT)\s+(?:it|them|these|this|that|everything|the\s+(?:file|contents?|values?|results?))\b/.test(sentence) ||
      // (a credential file's contents pasted or entered into a form or page of that address)
      ((verbs.some((v) => /^(?:paste|enter|fill|type)/i.test(v.text)) || PASTE_ORDER.test(sentence)) &&
        (STORE_OBJECT.test(object.text) || STORE_NAMED.test(sentence) || ENV_CONTENTS.test(sentence)));
    if (harvest || secretQuery || sends || (has('acquire') && has('deliver'))) return { verdict: 'harvest', severity: 'error' };
    return undefined;
  }
  return { verdict: 'harvest', severity: 'error' };
}
