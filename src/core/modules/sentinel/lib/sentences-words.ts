/**
 * The vocabularies and patterns of the sentence analysis (lib/sentences.ts): the parts of an
 * instruction (verbs, sensitive and broad objects, destinations) in each language, negation,
 * teaching words, sentence ends and list lead-ins.
 */
import type { Segment } from '../view.ts';
import { FILES_MORE, SECRET_QUERY_MORE, SENSITIVE_EU_PARTS, TO_AFTER_MORE, TO_BEFORE_EU, VERB_EU } from './sentences-langs.ts';
import { SplitRegExp } from './split-regexp.ts';
import { ATTACK_THIRD, NEVER_HEADING_MORE, REPLY_MORE } from './sentences-langs-third.ts';

export type VerbKind = 'acquire' | 'deliver' | 'destroy';
export type ObjectKind = 'sensitive' | 'broad' | 'files';
/** `shared`: a pull-request, issue or ticket comment others read (the user's own platform, not an attacker's host). */
export type DestKind = 'url' | 'email' | 'webhook' | 'paste' | 'reply' | 'agent-file' | 'shared';

export interface Part<K extends string> {
  kind: K;
  /** Offsets in the file text, [start, end). */
  start: number;
  end: number;
  text: string;
}

export interface Instruction {
  seg: Segment;
  /** The sentence or list item, offsets in the file text. */
  start: number;
  end: number;
  verbs: Array<Part<VerbKind>>;
  object?: Part<ObjectKind>;
  dest?: Part<DestKind>;
  /** A negation or prohibition governs the first imperative verb. */
  negated: boolean;
  /** Security-teaching text: names an attack, a pattern table row, an attack-list item. */
  teaching: boolean;
  /** A list item whose verbs are those of its lead-in: the lead-in's start. */
  lead?: number;
}

const SENSITIVE_EN = String.raw`(?:api[\s_-]?keys?|(?:access|auth(?:entication)?|bearer|session|oauth|refresh|api|bot|github|gh|npm|slack|discord|telegram|openai|aws)[\s_-]?tokens?|\b(?:your|their|his|her|the\s+user'?s?|users'?)\s+(?:[\w-]+\s+){0,2}?(?:tokens?|secrets?|keys?)\b|(?:all|every|any)\s+(?:[\w-]+\s+)?(?:tokens|secrets?|keys)\b|passwords?(?![\s-]*(?:managers?|vaults?|safes?)\b)|(?<!\b(?:tokens?|keys?|secrets?|credentials?|passwords?)\b[^.\n]{0,40}\b(?:from|in|via|using|with)\s+(?:(?:the|your|a|their)\s+)?)password[\s-]*(?:managers?|vaults?|safes?)\b|passphrases?|passcodes?|credentials?|login\s+details|secret\s+keys?|(?:\*{1,2}|_)?(?:secret|private)(?:\*{1,2}|_)?\s+(?:GPG\s+|PGP\s+|OpenPGP\s+)?signing\s+(?:sub)?keys?|(?:GPG|PGP|OpenPGP)\s+(?:secret|private)\s+(?:sub)?keys?|(?:en|de)cryption\s+keys?|client\s+secrets?|cookies?|session\s+ids?|(?:credit|debit|bank)[\s-]?cards?(?:\s+(?:numbers?|details))?|card\s+(?:numbers?|details)|CVVs?|CVCs?|(?:card\s+)?security\s+codes?|connection\s+strings?|ssh[\s_-]?keys?|private[\s_-]?keys?|id_rsa|id_ed25519|\.env\b(?:\s+files?)?|environment\s+variables|env\s+vars?|seed\s+(?:phrases?|words)|(?:recovery|mnemonic|backup)\s+(?:phrases?|words)|(?:12|24|twelve|twenty-four)(?:\s+or\s+(?:12|24))?[\s-]words?\s+(?:recovery\s+|seed\s+|backup\s+)?(?:phrases?|seeds?)|(?:recovery|backup)\s+codes?|(?:2fa|mfa|totp|otp|authenticator)\s+(?:setup\s+|secret\s+|seed\s+)?(?:keys?|secrets?|seeds?)|setup\s+keys?|unseal\s+(?:keys?|shares?)|mnemonic(?:\s+phrases?)?|wallet\s+(?:seeds?|keys?|files?|passwords?)|personal\s+(?:data|information|details)|\bPII\b|social\s+security\s+numbers?|\bSSNs?\b|bank\s+(?:account|details|logins?)(?:\s+(?:numbers?|details|credentials))?|keychains?|(?:2FA|MFA|OTP|one-time|verification)\s+codes?|(?:PIN|alarm|door|lock|master|garage|gate|entry|safe)\s+codes?|PIN\s+numbers?|aws\s+(?:access\s+)?keys?|~?\/?\.(?:aws(?:\/(?:credentials|config)\b|(?![\w\/.-]))|ssh\/[\w.-]*|ssh\b(?![\w-])|netrc|npmrc|pypirc|pgpass|vault-token|s3cfg|boto\b|my\.cnf|git-credentials|kube\/config|docker\/config\.json|gnupg\b[\w./-]*|config\/gh\/hosts\.ya?ml|config\/gcloud\b[\w./-]*|azure\/[\w./-]+|cargo\/credentials(?:\.toml)?|gem\/credentials|terraform\.d\/credentials[\w.]*|composer\/auth\.json|password-store\b)|\bLogin\s+Data\b|\bwallet\.dat\b|address\s+books?|contact\s+lists?)`;
const SENSITIVE_ZH = String.raw`(?:API\s*[Kk]ey|密钥|秘钥|金钥|令牌|密码|口令|凭据|凭证|银行卡号?|信用卡号?|卡号|助记词|私钥|身份证号?|安全码|个人信息|隐私数据|环境变量|环境变数|[Cc]ookies?|会话令牌|验证码|通讯录|联系人列表)`;
/** Japanese and Korean basics: password, token, private key, credentials, card number, seed phrase. */
const SENSITIVE_JA_KO = String.raw`(?:パスワード|トークン|秘密鍵|認証情報|暗証番号|クレジットカード(?:番号)?|カード番号|シードフレーズ|API\s*キー|(?:API|アクセス|秘密|シークレット|SSH)\s*(?:キー|鍵)|비밀번호|암호(?!화)|토큰|(?:API|SSH|액세스|비밀|암호화|인증|접근)\s*키|(?<![가-힣])키(?:를|는|가|로|도|값)?(?![가-힣])|개인\s*키|비공개\s*키|자격\s*증명|인증\s*정보|신용\s*카드(?:\s*번호)?|카드\s*번호|시드\s*(?:문구|구문)|アドレス帳|주소록)`;
const BROAD_EN = String.raw`(?:(?:the\s+)?(?:user'?s\s+|your\s+)?~\/(?:Documents|Desktop|Pictures|Photos)\b(?:\s+(?:folder|directory))?|(?:the\s+)?(?:user'?s?\s+|your\s+)?(?:home\s+(?:folder|directory|dir)|entire\s+(?:disk|drive|file\s*system|home)|whole\s+(?:disk|drive|file\s*system|computer|machine))|(?:all|every)\s+(?:of\s+)?(?:the\s+)?(?:user'?s?|your)\s+(?:files|documents|photos|data)|(?:all|every)\s+(?:the\s+)?files?\s+(?:in|under|on)\s+(?:the\s+)?(?:user'?s?\s+|your\s+|this\s+)?(?:home|~\/?|\$HOME|computer|machine|system|disk|drive|desktop|documents))`;
const BROAD_ZH = String.raw`(?:(?:用户|电脑|磁盘|主目录|家目录)[^。，,\n]{0,6}(?:所有|全部)(?:的)?(?:文件|文档|数据)|主目录|家目录|整个(?:磁盘|硬盘|文件系统))`;
/** The home folder and the user's files in Japanese and Korean: ホームディレクトリ, ユーザーのすべてのファイル, 홈 디렉터리, 사용자의 모든 파일. */
const BROAD_JA_KO = String.raw`(?:ホーム(?:ディレクトリ|フォルダ)|(?:ユーザー|利用者|PC|パソコン|ディスク)の(?:すべて|全て|全部)の[^。、\n]{0,12}?(?:ファイル|文書|ドキュメント|写真|データ)|홈\s*(?:디렉터리|디렉토리|폴더)|(?:사용자|컴퓨터|디스크)(?:의)?\s*모든[^.。\n]{0,24}?(?:파일|문서|사진|데이터))`;

/** Files with no scope named: "all files", 所有文件 (only "encrypt all files" is asked about). */
const EM = String.raw`(?:\*\*|__|\*|_)?`;
const FOLDERS = String.raw`(?:Documents|Desktop|Pictures|Photos|Downloads|Music|Videos)`;
const FILES = String.raw`\b(?:the\s+)?(?:user|client|customer|company|owner)s?'?s?\s+(?:[\w-]+\s+){0,2}?(?:files|documents|backups|backup\s+(?:folders?|director(?:y|ies)|drives?)|shared\s+drives?|file\s+shares?|folders|drives|databases)\b|\b(?:the\s+)?(?:shared\s+drives|file\s+shares)\b|\b(?:all|every|each)${EM}\s+(?:the\s+|of\s+the\s+)?(?:(?:single|personal|private|user|important|local|remaining|existing|other|your|their|the\s+user'?s)\s+)?(?:files?|documents?|photos?|pictures?|objects?(?=\s+(?:in|of)\s+(?:the\s+|each\s+|every\s+)?(?:buckets?|containers?|storage))|(?:projects?|repositories|repos)(?=\s+(?:under|in|inside)\b))\b|\bthe\s+(?:whole|entire)\s+(?:project|repo(?:sitory)?|workspace|code\s*base|source\s+tree)(?:\s+(?:folder|director(?:y|ies)))?\b|\bthe\s+(?:user'?s\s+)?(?:project|repo(?:sitory)?|workspace)\s+(?:folder|director(?:y|ies))\b|\bthe\s+(?:whole|entire)\s+(?:local\s+)?(?:clone|checkout)\b|\b(?:the\s+)?(?:largest\s+|biggest\s+|oldest\s+)?files(?=\s+(?:under|in)\s+(?:the\s+)?user'?s\s+home\b)|\bthe\s+(?:user'?s\s+)?${FOLDERS}(?:,?\s+(?:and\s+)?${FOLDERS})*\s+(?:folders?|director(?:y|ies))\b|(?:所有|全部|每个|每一个)${EM}(?:的)?[\u4e00-\u9fff]{0,4}?文件|文件[^。，,\n]{0,2}(?:全部|都)|(?:すべて|全て|全部)の[^。、\n]{0,12}?ファイル|ファイル(?:を|は)?(?:すべて|全て|全部)|(?:ソースコード|コード|ファイル|フォルダ|ディレクトリ|プロジェクト|リポジトリ|データ)全体|整个(?:项目|源码|源代码|代码库|仓库|目录|文件夹)|(?:源码|源代码|项目文件)(?:全部|整体)|모든(?:[^.。\n]|\n(?![ \t]*\n)){0,24}?(?:파일|문서|객체|오브젝트)|(?<![가-힣])각\s*(?:파일|문서)|(?:各|それぞれの)ファイル|\b(?:tou(?:s|tes)${EM}\s+(?:les\s+|vos\s+|ses\s+)?(?:fichiers|documents)|l['’]ensemble\s+des\s+(?:fichiers|documents)|(?:alle[nr]?|sämtliche[nr]?)${EM}\s+(?:\w+\s+)?(?:Dateien|Dokumente)|jede[snm]?${EM}\s+(?:[\wäöüß]+\s+)?(?:Datei|Dokument)\b|chaque${EM}\s+(?:\w+\s+)?(?:fichier|document)\b|cada${EM}\s+(?:uno\s+de\s+los\s+)?(?:archivo|fichero|documento|arquivo)\b|(?:ogni|ciascun)${EM}\s+(?:file|documento)\b|tod[oa]s${EM}\s+(?:los\s+|las\s+|os\s+|as\s+|sus\s+|seus\s+)?(?:archivos|arquivos|ficheiros|documentos)|tutti${EM}\s+i\s+(?:file|documenti))\b|(?:все|всех)${EM}\s+(?:\S+\s+)?(?:файл|документ)\S*|${FILES_MORE}`;
/** One pass per prose region finds the places worth a sentence. */
/** (three patterns run as one: lib/split-regexp.ts; the same matches as `sensitive|broad|files` in one pattern) */
export const OBJECT = new SplitRegExp(
  [
    `(?<sensitive>${SENSITIVE_EN}|${SENSITIVE_ZH}|${SENSITIVE_JA_KO}|${SENSITIVE_EU_PARTS[0]})`,
    `(?<sensitive>${SENSITIVE_EU_PARTS[1]})`,
    `(?<broad>${BROAD_EN}|${BROAD_ZH}|${BROAD_JA_KO})|(?<files>${FILES})`,
  ],
  'gi',
);

const ACQUIRE_EN = String.raw`collect|gather|harvest|extract|grab|scrape|dump|steal|capture|obtain|retrieve|read|find|locate|search\s+(?:for|in|through)|look\s+(?:for|in|into|inside|through)|go\s+through|scan\s+for|copy|note\s+down|write\s+down|jot\s+down|list|enumerate|record|log|ask\s+(?:(?:the|each|every|your)\s+(?:[\w-]+\s+){0,2}?(?:user|person|contributor|customer|client|tester|candidate|employee|member|player|student|buyer|visitor|maintainer|developer)s?\s+(?:(?:(?:that|whom?)\s+)?you(?:'re|\s+are)\s+(?:talking|speaking|chatting|working|helping)(?:\s+(?:to|with))?\s+)?|them\s+|him\s+|her\s+)?(?:(?:once|again|first|directly|politely|up\s+front)\s+)?for|request`;
// (the composed message first: alternation takes the first that fits, and `write` alone would end the match)
const DELIVER_EN = String.raw`(?:compose|draft|write)\s+(?:a|an|the)\s+(?:new\s+)?(?:e-?mail|message|letter)\s+to(?=\s(?:[^.\n;:]|[.:](?=\S)){0,160}?(?:\b(?:with|containing|including|listing|attaching)\b|\bin\s+the\s+body\b|\b(?:its|whose|the)\s+body\s+(?:is|should\s+be|must\s+be)\b|:\s(?!\s*(?:say|explain|describe|note|mention|tell\s+them|state|ask)\s+(?:which|what|where|when|whether|that|how|who)\b)))|(?:compose|draft|prepare|build|create|write)\s+(?:a|an|the|one)\s+(?:[\w-]+\s+){0,2}?(?:note|message|payload|request|body|record|report|comment|form|e-?mail|ticket|summary|block)s?(?:\s+(?:per|for|to)\s+(?:[^.\n;]|\.(?=\S)){1,80}?)?\s+(?:containing|that\s+contains|including|listing)|send|upload|post|transmit|forward|mention|relay|exfiltrate|include|append|attach|embed|paste|e-?mail|mail|share|submit|leak|report|write|save|add|put(?!\s+together)|insert|echo|print|output|reveal|return|sync|push|publish|store|beacon|open`;
// (an archive locked with a password is the files encrypted: "create a password-protected 7z archive (AES-256) of …")
const DESTROY_EN = String.raw`encrypt|delete|wipe|erase|shred|remove|overwrite|destroy|rm|(?:create|make|build)\s+an?\s+(?:password[\s-]protected|encrypted)(?:\s+[\w-]+){0,2}?\s+(?:archive|zip|container)`;
/** Most characters between a verb and its object (after it; before it: "把 X 上传到", "X should be sent to"). */
/** A state said of a secret, not an order on it: "if the API key is missing, …", "when the token has expired". */
export const STATE_AFTER = String.raw`\s+(?:is|are|was|were|isn'?t|aren'?t)\s+(?:(?:still|already|not|now)\s+)?(?:missing|unset|not\s+set|absent|empty|blank|invalid|expired|revoked|wrong|incorrect|rejected|not\s+(?:found|configured|valid|present|available|provided))\b|\s+(?:has|have)\s+(?:expired|been\s+revoked)\b`;
export const STATE_AFTER_RE = new RegExp(`^(?:${STATE_AFTER})`, 'i');
/**
 * The same in Chinese, right after the object: "API Key 无效", "API Key 是否存在", "~/.npmrc 中是否配置了私有源"; and in Arabic
 * ("إذا لم يكن المفتاح مضبوطاً": if the key is not set).
 */
export const STATE_AFTER_ZH =
  /^(?:\s*(?:مضبوط|موجود|صالح|صحيح|منتهي)\S*|[^。，,；;！？\n]{0,16}?(?:是否|有没有|有无)|[\s\x60'"”）)]*(?:已)?(?:无效|失效|缺失|不存在|过期|已过期|为空|错误|不正确|未设置|未配置|没有配置|不可用))/;
/** A protective order right before the object: "请先删除 API Key 等敏感信息", "隐去密码", "(not the credentials)". */
export const PROTECTED_BEFORE =
  /(?:删除|删掉|去掉|移除|隐去|隐藏|打码|脱敏|遮盖|屏蔽|除去)\s*(?:掉)?\s*$|\(\s*(?:not|never|without|excluding|except|minus|no)\s+(?:the\s+|any\s+|your\s+)?$|(?:\binstead\s+of|\brather\s+than|\bin\s+plaats\s+van|\bau\s+lieu\s+d[eu']|\ben\s+(?:lugar|vez)\s+de|\bem\s+vez\s+d[eoa]|\b(?:an)?statt|\binvece\s+d[ie]|вместо|而不是|而非)\s+(?:(?:the|their|your|het|de|le|la|les|el|los|o|a|den|die|das|il|lo)\s+)?$/i;
/** A masked part of the object, which names no secret: "the last four digits of the card number", "the masked card number". */
export const MASKED_BEFORE =
  /\b(?:last|final|first)\s+(?:four|4|two|2|three|3|six|6)\s+(?:digits|characters|numbers)\s+of\s+(?:(?:the|their|your|his|her|each|the\s+(?:user|customer|client)['’]?s)\s+)?$|\b(?:masked|redacted|truncated|obfuscated|tokeni[sz]ed)\s+$/i;
export const NEAR = 120;
export const NEAR_BEFORE = 40;
/** Chinese puts the object before the verb after 对 / 把 / 将 ("对找到的每一个文件…进行加密"): read as far as a verb-last order. */
export const ZH_BA = /[对把将][^，。,\n]{0,8}$/;
/** A Japanese or Korean verb (kana, hangul, or a kanji compound of the Japanese list: 送信, 暗号化, 削除). */
export const SOV = /[\u3040-\u30ff\uac00-\ud7af]|^(?:送信|転送|投稿|暗号化|削除|消去|収集|取得|抽出)$/;
/** Where an English imperative stands: the sentence start or a clause start. */
const LEAD = String.raw`(?:^|[,;:—–|]\s*(?:\*\*|__)?|\b(?:please|in\s+fact|actually|instead|meanwhile|but|however|kindly|(?:could|would|can)\s+you(?:\s+(?:please|kindly))?|then|and|so|also|now|first|next|finally|always|immediately|silently|quietly|secretly|automatically|afterwards|simply|just|must|should|shall|will|(?<!\bhow\s)to|you\s+(?:must|should|will|need\s+to|have\s+to)|be\s+sure\s+to|make\s+sure\s+to)\s+)`;
/** A frame between the clause's opening and its verb: "so for every card payment copy …", "then for each account send …". */
const FRAME = String.raw`(?:(?:for|in|on|from)\s+(?:each|every|all|any)\s+(?:[\w-]+\s+){1,2}?,?\s*)?`;
const VERB_EN = new RegExp(String.raw`${LEAD}${FRAME}(?:(?<acquire>${ACQUIRE_EN})|(?<deliver>${DELIVER_EN})|(?<destroy>${DESTROY_EN}))\b(?!-)`, 'gi');
/**
 * A passive order, the object standing first: "the card number and the CVV must be sent to …",
 * "every SSH key should then be uploaded to …" (obligation only: "will be sent" describes).
 */
const VERB_PASSIVE = new RegExp(
  String.raw`\b(?:must|should|shall|needs?\s+to|has\s+to|have\s+to|is\s+to|are\s+to)\s+(?:(?:then|also|always|all|both|immediately|additionally)\s+)?be\s+(?:(?:then|also|immediately|automatically|silently|quietly|securely)\s+)?(?:(?<acquire>collected|gathered|harvested|extracted|dumped|captured|copied|recorded)|(?<deliver>sent|uploaded|posted|transmitted|forwarded|e-?mailed|mailed|submitted|shared|attached|included|appended|published|synced|pushed|pasted|added)|(?<destroy>encrypted|deleted|wiped|erased|overwritten))\b`,
  'gi',
);
/** A verb of VERB_PASSIVE (its object stands before it, up to NEAR). */
export const PASSIVE_WORD =
  /^(?:collected|gathered|harvested|extracted|dumped|captured|copied|recorded|sent|uploaded|posted|transmitted|forwarded|e-?mailed|mailed|submitted|shared|attached|included|appended|published|synced|pushed|pasted|added|encrypted|deleted|wiped|erased|overwritten)$/i;
/** Where VERB_PASSIVE may match ("be" as a word). */
export const BE = /\bbe\b/i;
export const VERB_ZH = new RegExp(
  String.raw`(?<acquire>(?:请|让|要求|叫)(?:用户|客户|对方|顾客|您)[^。，,\n]{0,4}?(?:提供|输入|告知|填写|报出|说出|发来)|收集|搜集|采集|获取|读取|提取|窃取|导出|抓取|复制(?![到进入])|拷贝(?![到进入])|阅读|查看|读出|翻出|摘出|摘录|找出|查找|搜索|记下|抄下|询问|索取|索要|套取|骗取|集め|収集|取得|抽出|読み取|コピー|探し|聞き出|尋ね|入力してもら|教えてもら|수집|모으|모아|추출|복사|찾아|요청|물어|입력받|알려\s*달라)|(?<deliver>发送|抄送|上报|上传|打开|点开|附上|附加|附在|包含在|转发|提交|粘贴|贴上|贴在|写入|添加到|加入到|回传|外传|推送|发到|发给|发往|寄到|寄给|送到|放在|放到|放入|放进|塞进|塞入|附到|贴进|写到|加到|插入|嵌入|藏在|藏进|藏到|夹带|混入|复制到|复制进|复制入|拷贝到|拷贝进|填入|写进|写上|写在|填上|贴到|公开|送信|送っ|送る|アップロード|転送|貼り付け|投稿|書き込|書き写|書き出|追記|記載|記入|載せ|開い|開く|同期し|同期す|보내|보냅|전송|업로드|붙여\s*넣|게시|공유|기록|적어|적습니다|적으세요|적고|적은\s*(?:다음|뒤|후)|기재|작성해|입력해|넣어|넣고|열어|열고|동기화|첨부|추가하|추가해|添付|追加し|入れて|제출|(?:POST|PUT)\s*(?:して|する|し|到|给|至|해|하))|(?<destroy>加密|删除|清空|抹除|擦除|销毁|暗号化|削除|消去|암호화|삭제|지우|지웁|지워|비웁|비워|잠그|잠가|잠급)`,
  'g',
);

/** Encrypting and deleting in other languages, for "encrypt all files" in any language (chiffrez, verschlüss(?:e)?ln, cifra, зашифруй). */
export const VERB_OTHER =
  /(?<destroy>(?:chiffr|verschlüss(?:e)?l|cifr|criptograf|crittograf|зашифр|шифр|supprim|lösch|elimin(?!at)|borr(?!ow)|apag|cancella|удал|एन्क्रिप्ट|मिटा|डिलीट|شفّر|تشفير|احذف|امسح)[\p{L}]*)/giu;
/** A send said as the means of an order: "copy the key to the archive by uploading it to https://…". */
const VERB_BY = /\bby\s+(?<deliver>uploading|sending|posting|e-?mailing|mailing|forwarding|pushing|syncing|submitting|transmitting)\b/gi;
export const VERBS = [VERB_EN, VERB_PASSIVE, VERB_ZH, VERB_OTHER, VERB_EU, VERB_BY];
export { VERB_PASSIVE };
export const CJK = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/;
/** A body that may hold "all files" in a language other than English or CJK (VERB_OTHER is read only there). */
export const NON_EN_FILES =
  /fichiers|tou(?:s|tes)\s+(?:les\s+|vos\s+|ses\s+)?documents|chaque\s+(?:\p{L}+\s+)?(?:fichier|document)|Dateien|Dokumente|jede[snm]?\s+(?:\p{L}+\s+)?(?:Datei|Dokument)|archivos|arquivos|ficheiros|documentos|cada\s+(?:\p{L}+\s+)?(?:archivo|arquivo|ficheiro|documento)|tutti\s+i\s+file|documenti|ogni\s+(?:\p{L}+\s+)?(?:file|documento)|файл|документ/iu;

/** A destination preposition right before a URL or host (and no "from" between). */
/** (an English sentence may wrap between the preposition and the URL: "… desk at\nhttps://…") */
export const TO_BEFORE = new RegExp(
  String.raw`\b(?:to|into|onto|via|through|POST|PUT)\b[^.。,，]{0,32}$|(?:到|至|往|向)(?:[ \t]*\n)?[^.\n。,，]{0,32}(?:[:：][ \t]*\n[ \t]*[\x60"'「]?)?$|${TO_BEFORE_EU}`,
  'i',
);
/** Japanese and Korean mark the destination after the URL: "https://… に送信", "https://… 로 전송". */
export const TO_AFTER = /^[`'"」』）)]?\s*(?:으로|로|에게|에(?!서|\s*있|\s*로그인|\s*접속)|へ|に|まで)/;
/** The same for Hindi and Turkish ("`keys@…` पर", "`x@y`'ye"), read where the sentence is in one of them. */
export const TO_AFTER_LATE = new RegExp(TO_AFTER_MORE);
/** Devanagari, or a letter only Turkish writes. */
export const HI_TR = /[\u0900-\u097fğışİ]/;
export const FROM_BEFORE =
  /\b(?:from|of|on\s+the\s+page|see|docs?|documentation|(?:created|generated|issued|obtained)\s+(?:at|on|in|via))\b[^.\n]{0,12}$|(?:从|自)[^。\n]{0,8}$|(?:^|\s)(?:utworzon|wygenerowan|stworzon|cread|generad|erstellt|generiert|créé|généré|создан|сгенерирован|створен|згенерован)\S*\s+(?:na|en|auf|unter|sur|на)\s+$/i;
export const URL =
  /\b(?:https?|s3|gs|ftp|sftp|wss?):\/\/[^\s"'`<>)\]]*[^\s"'`<>)\].,;:!?]|(?<![@\w.-])\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|ru|cn|xyz|top|site|online|app|dev|co|me|info|biz|cc|tk|sh|pw|su|ai|cloud|link|live|pro|tech|ws|to|gg|ly|eu|uk|de|fr|jp|kr|us|in|click|store|shop|space|website|fun|host|invalid|example|test)\b(?!\.\w)(?:\/[^\s"'`<>)\]]*)?/gi;
/** A URL that carries a secret in its query: `?t=`, `?token=`, `&key=`. */
export const SECRET_QUERY = /[?&#](?:t|tk|k|pw|c|d|data|[\w-]*(?:token|key|secret|pass(?:word)?|auth|cookie|session|cred)[\w-]*)=/i;
/** The secret put into the URL, said in words: "with the token as the value of the `t` query parameter", 作为查询参数. */
export const SECRET_QUERY_WORDS = new RegExp(
  String.raw`\b(?:as|in|into|to)\s+(?:the\s+)?(?:value\s+of\s+(?:the\s+)?)?(?:["'“‘\x60][\w-]{1,16}["'”’\x60]\s*|[\w-]{1,16}\s+(?=query))?(?:query(?:[\s-]+string)?(?:\s+(?:param(?:eter)?s?|argument))?|(?:URL|GET)\s+(?:param(?:eter)?s?|argument)|param(?:eter)?)\b|\b(?:appended|added|attached)\s+to\s+the\s+(?:URL|link|address)\b|\bpass\w*\s+(?:\w+\s+){0,4}?(?:in|into)\s+the\s+(?:address|URL|link|query)\b|\bin\s+the\s+(?:URL|query\s+string|link)\b|(?:作为|当作|拼接?(?:到|在)|附在|放在)[^。\n]{0,16}(?:查询)?(?:参数|URL|链接|网址)|クエリ(?:パラメータ)?|쿼리\s*(?:매개변수|파라미터)|${SECRET_QUERY_MORE}`,
  'i',
);
/** A public paste or gist as the destination ("publish it as a public paste", 公开粘贴). */
export const PASTE =
  /\b(?:public|anonymous|unlisted)\s+(?:paste|gist|snippet|pastebin)s?\b|\b(?:the\s+|a\s+)?public\s+(?:[\w-]+\s+)?(?:issues?|bugs?|bug\s+reports?|trackers?|forum(?:\s+(?:threads?|posts?))?|threads?|mailing\s+lists?|discussions?)\b|\bpaste\s*(?:bin|site|service)s?\b|\bpastebin\b|\b(?:gist\.github\.com|rentry\.co|hastebin|ghostbin|paste\.ee|dpaste)\b|公开(?:的)?(?:粘贴|贴|代码片段|Gist)|パブリック(?:な)?ペースト|공개\s*(?:붙여넣기|페이스트)/i;
export const EMAIL = /\b[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/gi;
const EMAIL_AT = new RegExp(EMAIL.source, 'iy');
/** [\w.+-]: the local part of an e-mail address. */
const localPart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 95 || c === 46 || c === 43;

/**
 * The address whose `@` stands at `at` (not before `lo`), or null: EMAIL tried only from the run of [\w.+-] that
 * ends at that `@` (a match cannot start before the run), the same match as EMAIL run over the text there.
 */
export function emailAt(text: string, at: number, lo: number): RegExpExecArray | null {
  let r = at;
  while (r > lo && localPart(text.charCodeAt(r - 1))) r--;
  for (let i = r; i < at; i++) {
    EMAIL_AT.lastIndex = i;
    const m = EMAIL_AT.exec(text);
    if (m) return m;
  }
  return null;
}
export const WEBHOOK =
  /\b(?:to|into|via|through)\s+(?:an?\s+|the\s+|your\s+|my\s+|our\s+|this\s+|that\s+)?(?:[\w'-]+\s+){0,3}webhooks?\b|\bhooks\.slack\.com\b|\bdiscord(?:app)?\.com\/api\/webhooks\b|\bpastebin\b|\bngrok\b|\brequestbin\b|\bTelegram\s+bot\b|\bwebhooks?\b(?<=(?:到|至|给|へ|に|로|으로)[^。，、\n]{0,16}?webhooks?)|เว็บฮุก|ウェブフック|웹훅|вебхук|ويب\s?هوك|वेबहुक|וובהוק/i;
export const REPLY = new RegExp(
  `${/\b(?:in|into|to|within|at\s+the\s+(?:end|bottom|top)\s+of)\s+(?:your|each\s+of\s+your|every\s+one\s+of\s+your)\s+(?:next\s+|final\s+|visible\s+|hidden\s+|first\s+)?(?:reply|replies|response|responses|answer|answers|output|message|messages)\b|\b(?:in|into|to)\s+(?:the|this)\s+(?:chat|conversation)\b|(?:你的|在)?(?:回复|回答|对话|聊天)(?:中|里|内)|(?:回复|回答|答复)的?(?:末尾|结尾|最后|开头|底部|正文)|(?:この|その)?(?:チャット|会話|返信|回答)(?:に|へ|内|の中)|(?:이\s*)?(?:채팅|대화|답변|응답)(?:창)?(?:에|에서)/.source}|${REPLY_MORE}`,
  'i',
);
export const AGENT_FILE =
  /\b(?:MEMORY|SOUL|AGENTS|CLAUDE|GEMINI|IDENTITY|USER|HEARTBEAT|BOOTSTRAP|PERSONA)\.md\b|\.cursorrules\b|\.windsurfrules\b|\bsystem\s+prompt\b|系统提示词?/;

/** Japanese and Korean put the negation after the verb: 送信しないで, 送らないで, 보내지 마, 전송하지 말고. */
/** (also an order reported and refused: "붙여 넣으라고 요청하지 않습니다", "貼り付けるよう求めません") */
// (also 「貼り付けてもらう必要はありません」: no need to have it done)
export const NEGATED_AFTER =
  /^[^\s。、.,]{0,3}?(?:ないで|なく|ません|てはいけ|ては駄目|지\s*(?:마|말|않))|^[^\s。、.,]{0,8}?必要[はも](?:ありません|ない|ございません)|^[^\s。、.,]{0,4}?(?:라고|도록|게)\s*(?:요청|부탁|말|권유|유도|지시)?하?지\s*(?:마|말|않)|^[^\s。、.,]{0,4}?(?:よう(?:に)?|と)\s*(?:求め|頼ま|依頼し|指示し|言わ|促さ)(?:ないで|ない|ません)|^(?:으|어|아|여)?면(?![ \t]*(?:됩니다|됩니까|돼요|된다|돼|되))(?:[,\s]|$)/;
/** A negation or prohibition governing the verb (before it, in its clause). */
export const NEGATION =
  /\b(?:never|don'?t|do\s+not|does\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|won'?t|will\s+not|avoid|refuse|no\s+need\s+to|not\s+to|without|nor)\b(?!\s+(?:forget|hesitate|skip|miss|fail|neglect|wait|worry))|不要|不用|切勿|禁止|严禁|不得|不可|请勿|勿|别|避免|绝不|不会|不能|不应|从不|决不|不在(?=[^。，,\n]{1,12}?(?:中|里|上)\s*$)/i;

/** A bare negation just before a destination ("… not in the chat", "nicht im Chat", "pas dans le chat", "no en el chat"). */
export const NOT_RIGHT_BEFORE = /(?:^|[\s,(])(?:not|never|nicht|niemals|pas|jamais|no|nunca|non|mai|não|nie|не|niet|inte|ikke|ei)\s+$/i;

/** Words that make a sentence describe an attack rather than order one. */
export const ATTACK = new RegExp(
  `${
    /\b(?:attackers?|adversar(?:y|ies)|malicious|malware|phishing|threat\s+actors?|red\s+flags?|suspicious|detect(?:s|ed|ing|ion|or)?|flag(?:s|ged)?|IOCs?|indicators?|vulnerab\w*|exploit\w*|scam(?:mers?|s)?|victims?)\b|攻击者|攻击|恶意|钓鱼|可疑|检测|告警|诈骗/
      .source
  }|${ATTACK_THIRD}`,
  'i',
);
/** Headings and list lead-ins of security-teaching sections. */
export const TEACHING_HEADING = new RegExp(
  `${
    /\b(?:attacks?|attackers?|threats?|threat\s+model|malicious|malware|red\s+flags?|warning\s+signs|detect\w*|detection|indicators?|IOCs?|patterns?|(?:detection|malware|virus|threat|attack|YARA|IDS|AV)\s+signatures?|signatures(?!\s+(?:de|des|du)\b)|risks?|vulnerab\w*|exploit\w*|anti-?patterns?|don'?ts|never|what\s+(?:not\s+to|to\s+(?:look|watch)\s+for)|examples?\s+of\s+(?:bad|malicious)|phishing|scams?|prohibited|forbidden|ataques?|amenazas?|maliciosos?|riesgos?|detección|vulnerabilidad(?:es)?|Angriff\w*|Bedrohung\w*|bösartig\w*|Risiken|Erkennung|Schwachstelle\w*|attaques?|menaces?|malveillante?s?|risques?|détection|vulnérabilités?|hameçonnage|ameaças?|riscos?|detecção|attacchi|minacce|dannos[oi])\b|(?<!\b(?:protect\w*|defen[cs]\w*|guard\w*|prevent\w*|mitigat\w*|harden\w*)\b[^\n]*)\b(?:prompt|sql|command|code|shell|template)[\s-]injections?\b(?![^\n]*\b(?:protection|defen[cs]es?|guards?|guarding|prevention|mitigation|hardening)\b)|(?<!(?:防护|防御|防止|防范)[^\n]*)(?:提示词?|指令|命令|代码|SQL\s*)注入(?![^\n]*(?:防护|防御|防止|防范))|プロンプトインジェクション|프롬프트\s*인젝션|攻击|威胁|恶意|风险|检测|特征|漏洞|禁止|反例|诈骗|攻撃|脅威|悪意|マルウェア|ランサムウェア|リスク|検知|検出|脆弱性|フィッシング|詐欺|悪い例|공격|위협|악성|랜섬웨어|위험|탐지|취약점|피싱|사기|금지|나쁜\s*예|하지\s*말\s*(?:것|아야\s*할\s*것)|してはいけない(?:こと)?|やってはいけない(?:こと)?|атак[а-яё]*|угроз[а-яё]*|вредонос[а-яё]*|фишинг[а-яё]*|уязвимост[а-яё]*/
      .source
  }|${ATTACK_THIRD}|${NEVER_HEADING_MORE}`,
  'i',
);

/** Sentence ends: `.!?` before a space (not in "e.g."), Chinese stops and semicolons. */
export const END = /(?<!\b(?:e\.g|i\.e|etc|vs|cf|eg|ie|[A-Z]))[.!?](?=\s)|[。！？；]/g;

export const ITEM = /^\s*(?:[-*+•]\s|\d+[.)]\s)/;
/** What may stand before the verb of an imperative lead-in. */
export const LEAD_IN_OPEN =
  /^\s*(?:(?:please|then|now|also|first|next|finally|and|always|quietly|silently|secretly|discreetly|automatically|immediately|additionally|simply|just|(?:you|it|they|agents?|the\s+agent|each\s+agent|every\s+agent)\s+(?:must|should|need\s+to|will|have\s+to)|(?:ask|tell|have|get)\s+(?:the\s+|your\s+|each\s+)?(?:user|person|customer|client|tester|player|them|him|her)\s+to)\s+)*$|^\s*(?:请|然后|再|并|接着|首先|最后|另外|同时|务必|必须|要|直接|完整|完整地|全部|一律|(?:按|按照|依照|依)(?:以下|下列|如下|下面的?)(?:顺序|步骤|清单|列表|要求|方式)|依次|逐一|逐个|一并|统一|分别|先)*\s*$/i;

/** "at / on <host>", "<host> 上的": a place, a destination only for a sentence that sends (lib flows). */
/** (also en / em / bei / chez / sur / presso / в / на: "envíalo al buzón … en soporte.invalid") */
// (and a form named right before its address: "through the onboarding form https://…", "через форму онбординга https://…")
export const AT_BEFORE =
  /\b(?:at|on)\s+(?:the\s+)?[\x60"'<(]?$|(?:在|到)\s*$|(?<![a-zà-öø-ÿœа-яё])(?:en|em|bei|auf|unter|chez|sur|presso|в|на)\s+[\x60"'<(«]?$|(?<![a-zà-öø-ÿœа-яё])(?:via|through|in|into|dans|par|über|durch|por|através\s+d[oa]|tramite|через|в|на)\s+(?:the\s+|le\s+|la\s+|l['’]|das\s+|el\s+|o\s+|a\s+|il\s+)?(?:[\w-]+\s+){0,2}?(?:forms?|formulaire|formular|formulario|formulário|modulo|форм[уаеы]|портал[аеу]?)(?:\s+[\wа-яё-]+){0,2}[\s:]*[\x60"'<(«]?$/i;
export const AT_AFTER = /^[\x60'"」』）)]?\s*(?:上的?|に|로|으로|에)/;

/** A pull-request, issue or ticket comment or body, in any of the languages read: others read what is put there. */
export const SHARED =
  /\bcommit\s+(?:messages?|trailers?|bod(?:y|ies))\b|\b(?:corpo|descri[çc][ãa]o|coment[áa]rio|cuerpo|descripci[óo]n|comentario)\s+(?:do|da|no|na|del|de\s+la|en\s+el)\s+(?:PR|MR|pull\s+request|merge\s+request|issue|ticket)\b|\bcomments?\s+on\s+(?:the\s+|a\s+|each\s+)?(?:PR|pull[\s-]requests?|MR|merge[\s-]requests?|issues?|tickets?)\b|\btrailer\s+(?:blocks?|lines?)\b|提交(?:信息|说明|消息)|コミットメッセージ|커밋\s*메시지|\b(?:PR|pull[\s-]requests?|MR|merge[\s-]requests?|issues?|tickets?)[\s-](?:comments?|descriptions?|body|bodies|threads?)\b|\b(?:body|description|thread)\s+of\s+(?:the|a|an|each|every|this|that|your)\s+(?:new\s+|draft\s+)?(?:PR|pull[\s-]requests?|MR|merge[\s-]requests?|issues?|tickets?)\b|\b(?:PR|pull[\s-]request|MR|issue|ticket)'s\s+(?:description|body)\b|\b(?:PR|Review|Pull-Request|Issue|Ticket)-Kommentar|\bcomentarios?\s+del?\s+(?:PR|pull\s+request|issue|ticket)\b|\bcommentaires?\s+(?:de\s+la\s+|du\s+)?(?:PR|pull\s+request|ticket|issue)\b|チケット(?:本文|の本文)|(?:PR|工单|Issue)\s*(?:评论|描述|正文)|(?:新建|创建|提交|开)(?:一个)?\s*(?:issue|Issue|工单|议题)|(?:PR|Issue)\s*(?:コメント|本文)|(?:描述|正文|说明|评论)(?<=(?:(?<![A-Za-z])(?:Pull\s*Request|PR|issue)(?![A-Za-z])|合并请求|拉取请求|工单)[^。]{0,200}?(?:粘贴|贴|写|放|填|加)(?:到|进|入|在)[^。]{0,8}?(?:描述|正文|说明|评论))/i;

/** Delivering verbs that put something on a server (an "at HOST" after them is where it goes). */
export const UPLOADS = /^(?:post|upload|submit|attach|publish|file)$/i;

/** A CI service's pipeline file (GitHub Actions, GitLab CI, CircleCI, Azure Pipelines, Bitbucket, Buildkite). */
/** A CI step's own key on a line: `- name:`, `run:`, `uses:`, `with:`, `env:`, an environment variable's name. */
export const CI_STEP_KEY = /^\s*(?:-\s+)?(?:name|run|uses|with|env|if|id|shell|script|before_script|after_script|working-directory|[A-Z][A-Z0-9_]*)\s*:/;
export const CI_PIPELINE =
  /(?:^|\/)(?:\.github\/workflows\/[^/]+|\.gitlab-ci\.ya?ml|\.circleci\/config\.ya?ml|azure-pipelines\.ya?ml|bitbucket-pipelines\.ya?ml|\.buildkite\/[^/]+)$/i;

/** A web form or portal someone else runs, named as where things go ("the submission form", "the partner's intake portal"). */
export const WEB_FORM =
  /\b(?:the\s+|a\s+|an\s+|their\s+)?(?:(?:submission|web|online|upload|intake|support|feedback|external|partner'?s?|vendor'?s?|tracker'?s?)\s+)+(?:form|portal)\b|(?:提交|在线|网页)表单|(?:送信|投稿|アップロード)フォーム|(?:제출|업로드|웹)\s*폼/i;
/** A chat channel or a public board: "the team's shared #expenses channel", "the public support tracker", "a public gist". */
export const SHARED_PLACE =
  /\b(?:(?:the\s+)?(?:team'?s?|shared|public|company|Slack|Teams|Discord|Mattermost|group|general)\s+(?:[\w-]+\s+){0,2}(?:#[\w-]+\s+)?channels?|#[\w-]+\s+channel|public\s+(?:[\w-]+\s+){0,2}(?:tracker|forum|board|gist))\b|\b(?:öffentlichen?|gemeinsamen?)\s+(?:[\w-]+\s+){0,2}(?:Kanal|Tracker|Forum)\b|\bcanale\s+(?:condiviso|pubblico|del\s+team)\b|\bcanal\s+(?:compartido|p[úu]blico|do\s+time|del\s+equipo)\b/i;
/** What stands before a form that things go into: "paste it into", "submit to", "open". */
export const FORM_INTO = /\b(?:into|to|onto|via|through|open|opens|opening)\s+(?:[\w'’-]+\s+){0,3}$/i;

/**
 * A URL query parameter named for a secret whose value is a placeholder to fill in (`?t=<TOKEN>`, `&token={token}`,
 * `?api_key=YOUR_KEY`): the secret word is a whole part of the name (`keyword`, `monkey` are not keys); lengths bounded.
 * (the parameters before it may hold placeholders with spaces: `?id=<Integration Key>&t=<private key>`)
 */
export const SECRET_SLOT =
  /https?:\/\/[^\s\x60"'<>?#]{1,300}[?#](?:(?:<[^>\n]{1,40}>|[^\s\x60"'#<]){0,200}?&)?(?:t|tk|k|pw|(?:[\w-]{0,20}[_-])?(?:token|key|secret|pass(?:word)?|auth|cookie|session|cred(?:s|entials?)?|pat)(?:[_-][\w-]{0,20})?)=(<[^>\n]{1,40}>|\{\{?[^}\s]{1,40}\}?\}|\$\{?[A-Za-z_]\w*\}?|[A-Za-z][\w]{2,40})/i;
/** The slot's value is a placeholder, in its case: `<TOKEN>`, `<GitHub Token>`, `{token}`, `$TOKEN`, `YOUR_KEY`, `PAT` (not a word such as `now`). */
export const SLOT_VALUE = /^(?:<[^>\n]+>|\{\{?[^}\s]+\}?\}|\$\{?[A-Za-z_]\w*\}?|[A-Z][A-Z0-9_]{2,})$/;

/** What a copy is of: "a tarball of the …", "a backup of your …". */
export const COPY_OF = /\b(?:tarball|archive|backup|copy|snapshot|zip|dump|export|bundle|image)\s+of\s+(?:the\s+|your\s+|their\s+|this\s+)?$/i;
/** The originals an encryption leaves or takes. */
export const ORIGINALS =
  /\b(?:originals?|original\s+(?:files?|folders?|data|copies|project|repo(?:sitory)?)|source\s+files|unencrypted\s+(?:files|originals|data|project|folder|repo(?:sitory)?|clone|checkout))\b/i;

/** "the description" / "its description", and a pull or merge request named before it. */
export const THE_DESCRIPTION = /\b(?:the|its)\s+description\b/i;
export const PR_WORD = /\b(?:pull[\s-]requests?|PRs?|MRs?|merge[\s-]requests?)\b/i;
