/**
 * The genre of a skill, read from its description: one that writes up or teaches attacks (incident reports,
 * post-mortems, pentest reports, threat models, security-awareness training) quotes attack commands as
 * examples (report-evidence.ts). Set on the Sentinel view beside `detectionSkill`.
 */

/**
 * Words of a description that says the skill writes up or teaches attacks: incident reports, post-mortems, threat
 * analyses, and security awareness or training ("phishing-awareness training", 安全意识培训).
 */
const TEACHES_ATTACKS = new RegExp(
  String.raw`\b(?:security|phishing|attack|threat|social[- ]engineering)\s+(?:awareness|training|education|course|lessons?|exercises?|drills?)\b|(?<![\p{L}])(?:curso|formaci[óo]n|capacitaci[óo]n|taller|treinamento|forma[çc][ãa]o|formation|cours|course|schulung|kurs|corso|formazione|курс|обучение|тренинг)(?![\p{L}])[^\n.]{0,80}?(?<![\p{L}])(?:attacks?|ataques?|attaques?|angriff\w*|attacchi|атак\p{L}*|phishing|seguridad|segurança|sécurité|sicherheit|sicurezza|безопасност\p{L}*)(?![\p{L}])|\b(?:awareness|training|education)\s+(?:on|about|for)\s+(?:\w+\s+){0,2}?(?:phishing|attacks?|threats?|social\s+engineering|malware)\b|(?:安全|钓鱼|攻击|威胁)[^，。,.\n]{0,6}(?:意识|培训|教育|教学|演练|课程)|(?:セキュリティ|フィッシング|攻撃)[^、。\n]{0,6}(?:意識|研修|訓練|教育)|(?:보안|피싱|공격)\s*(?:인식|교육|훈련)|(?:บทเรียน|การฝึกอบรม|หลักสูตร)[^\n]{0,30}ความปลอดภัย|(?:دليل|دورة|تدريب)[^\n]{0,40}(?:الأوامر\s+المخفية|الأمن|الأمان)`,
  'iu',
);

/**
 * Words of a description that says the skill writes up attacks — narrower than a document head's WRITEUP_HEAD
 * ("analysis", "triage", "root cause" describe skills of every kind): incident reports and response, post-mortems,
 * penetration-test and red-team reports, IOCs, forensics, malware analysis, threat intelligence, CTF write-ups.
 */
const WRITES_UP = new RegExp(
  [
    String.raw`\b(?:(?:security\s+)?incident\s+(?:reports?|response|write-?ups?|post-?mortems?|timelines?)|post-?incident[- ]reviews?|write\s+up\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?incidents?|Vorfalls?berichte?|Sicherheitsvorf[äa]lle?|post-?mortems?|threat[- ]model\w*|STRIDE|attack\s+(?:catalog(?:ue)?s?|patterns|trees?)|pen-?tests?|penetration\s+tests?|penetrationstests?|test\s+d['’]intrusion|red[- ]team\s+reports?|IOCs?|indicators\s+of\s+compromise|forensics?|malware\s+(?:analysis|triage|samples?)|threat\s+intel\w*|CTF\s+write-?ups?|write-?ups?\s+of\s+(?:an?\s+|the\s+)?(?:(?:past|recent|real|real-world)\s+)?(?:compromise|breach|intrusion|incident|attack)s?|(?:compromise|breach|intrusion)\s+(?:reports?|write-?ups?|analys[ie]s))\b`,
    String.raw`安全事件|复盘|渗透测试|取证|恶意样本|样本分析|威胁情报|应急响应|インシデント|ペネトレーションテスト|侵入テスト|マルウェア解析|脅威情報|침해\s*사고|모의\s*해킹|악성\s*코드\s*분석`,
  ].join('|'),
  'i',
);

/** The description says the skill writes up or teaches attacks. */
export function isWriteupDescription(description: string): boolean {
  return WRITES_UP.test(description) || TEACHES_ATTACKS.test(description);
}

/**
 * A description about attacks names an attack (attacks, exploits, phishing, CTFs, red teams, pentests, insecure code,
 * malware, incidents, post-mortems, forensics, threat models) next to the kind of document it is (a lab, a course, a
 * training, a write-up, a guide, a checklist, a catalogue, notes, examples): "supply-chain attack simulations in an
 * isolated lab", "a catalogue of insecure/secure pairs", フィッシング訓練. A tool's words — "security", "flag phishing
 * attempts", "threat detection" — are not enough: a skill posing as a scanner says them too.
 */
const ATTACK_WORD =
  /\b(?:attack\w*|exploit\w*|hijack\w*|phish\w*|CTF|red[- ]team\w*|pen-?test\w*|penetration|insecure|malware|ransomware|incidents?|post-?mortems?|forensic\w*|threat[- ]model\w*|(?:prompt|template|sql|command|code|skill|instruction)[\s-]injections?|malicious|harmful|(?:de)?obfuscat\w*|ofusca\w*|offusca\w*|verschleier\w*|maliciosos?|maliciosas?|malveillante?s?|malicieux|bösartig\w*|dannos[oi]|ataques?|atacantes?|attaques?|attaquants?|angriff\w*|angreifer|attacchi|unsicher\w*|inseguro|non\s+s[ée]curis[ée]|atak\w*|złośliw\w*|niebezpieczn\w*)\b|攻击|钓鱼|渗透|混淆|恶意代码|提示注入|提示词注入|有害(?:常驻)?指令|โจมตี|มัลแวร์|ฟิชชิ่ง|هجوم|هجمات|خبيث|تمويه|हमल|दुर्भावनापूर्ण|saldırı|zararlı|tấn công|độc hại|מתקפ|תקיפ|זדוני|aanval|kwaadaardig|難読化|悪意のある|악성|复盘|红队|漏洞利用|恶意样本|脆弱(?:な|性)|攻撃|フィッシング|レッドチーム|インジェクション|공격|피싱|취약|인젝션/gi;
const GENRE_WORD =
  /\b(?:bad\s+(?:and|vs\.?|versus)\s+good|good\s+(?:and|vs\.?|versus)\s+bad|labs?|courses?|courseware|training|teach(?:es|ing)?|coach(?:es|ing)?|awareness|write-?ups?|guides?|checklists?|catalog(?:ue)?s?|simulations?|exercises?|drills?|notes|handbook|playbook|tutorials?|primers?|lessons?|quiz(?:zes)?|slides|examples|pairs|timelines?|templates?|tabletops?|cursos?|ejercicios|gu[ií]as?|laboratorio|formaci[oó]n|concienciaci[oó]n|ejemplos|cours|formation|exercices|laboratoire|exemples|sensibilisation|kurs\w*|schulung\w*|übung\w*|leitfaden|beispiele|corso|esercizi|guida|esempi|treinamento|exemplos|szkoleni\w*|szkoleniow\w*|ćwiczeni\w*|przykład\w*|poradnik\w*|materiał\w*)\b|实验室|指南|课程|课件|培训|教程|入门|清单|บทเรียน|ฝึกอบรม|หลักสูตร|คู่มือ|แบบฝึกหัด|دليل|دورة|تدريب|أمثلة|प्रशिक्षण|गाइड|उदाहरण|eğitim|rehber|kılavuz|örnekler|hướng dẫn|khóa học|đào tạo|הדרכה|מדריך|קורס|דוגמאות|cursus|handleiding|voorbeelden|演练|案例|样例|笔记|模板|事例|訓練|研修|教育|講座|ガイド|チェックリスト|実習|실습|교육|훈련|가이드|사례/gi;
/** How near the attack word and the document's kind must stand (characters). */
const NEAR = 100;

/** The description says the skill is about attacks (report.ts caps what its documents quote at warning). */
export function isAttackTopicDescription(description: string): boolean {
  if (isWriteupDescription(description)) return true;
  // (a review aid "with bad and good examples" shows the wrong way on purpose, whatever it is about)
  if (/\bbad\s+(?:and|vs\.?|versus)\s+good\s+examples\b|\bgood\s+(?:and|vs\.?|versus)\s+bad\s+examples\b/i.test(description)) return true;
  const attacks = [...description.matchAll(ATTACK_WORD)].map((m) => m.index);
  if (!attacks.length) return false;
  for (const g of description.matchAll(GENRE_WORD)) if (attacks.some((a) => Math.abs(a - g.index) <= NEAR)) return true;
  return false;
}

/**
 * A skill's name that pairs an attack with the kind of document it is (`shop-staff-phishing-training`, `ctf-notes`):
 * as plain a statement of the genre as the description's (a name alone that says "post-mortem" is not enough).
 */
export function isAttackTopicName(name: string): boolean {
  const words = name.replace(/[-_]/g, ' ');
  // (matchAll, not test: the two patterns are global, and test() would carry lastIndex from one call to the next)
  return [...words.matchAll(ATTACK_WORD)].length > 0 && [...words.matchAll(GENRE_WORD)].length > 0;
}

/**
 * The frontmatter description: the parsed value, or — when the YAML does not parse (`Example: a shell` left
 * unquoted) — the text after `description:` on its line, so the genre is still read.
 */
export function descriptionOf(data: Record<string, unknown> | undefined, raw: string | undefined): string | undefined {
  const d = data?.description;
  if (typeof d === 'string') return d;
  if (data || raw === undefined) return undefined;
  return /^description:[ \t]*(.+)$/m.exec(raw)?.[1];
}

/** A frontmatter description of a scanner: an examining verb and a security object. */
const EXAMINE =
  /\b(?:scan\w*|audit\w*|detect\w*|review\w*|evaluat\w*|red[- ]?team\w*|check(?:s|ing|er|list)?|flag(?:s|ged|ging)?|triage|hunt\w*|inspect\w*|guard\w*|classif\w*|lint\w*|vet(?:s|ting)?|analy[sz]\w*|assess\w*|recogni[sz]\w*|block(?:s|ing)?\s+(?:(?:\w+\s+){0,3})(?:commands?|calls?|requests?|writes?|tool\s+calls?)|verif(?:y|ies|ying)\s+(?:that\s+)?(?:(?:\w+\s+){0,3})(?:security|baseline|hardening|signatures?|compliance)|investigat\w*|investig(?:a|ar|ue|uer)\w*|varr(?:e|er|endo)|durchsuch\w*)\b|审计|扫描|检测|审查|排查|识别|检查|审核|審計|掃描|檢測|審查|偵測|檢查|審核|識別|辨識|攔截|przegl[ąa]d\w*|sprawdz\w*|wykryw\w*|audyt\w*|skanow\w*|監査|スキャン|検出|検知|点検|(?:インジェクション|隠し指示|攻撃|マルウェア|脆弱性)[^。\n]{0,20}?(?:見つけ|発見)|診断|감사|스캔|탐지|점검|escane\w*|audit[ao]\w*|detect[ae]\w*|revis[ae]\w*|analiz\w*|prüf\w*|überprüf\w*|erkenn\w*|analysier\w*|détect\w*|vérifi\w*|analys\w*|rilev\w*|verific\w*|сканир\w*|аудит\w*|провер\w*|обнаруж\w*|анализ\w*|مراجعة|اكتشاف|كشف|فحص|ตรวจสอบ|जाँच|inceleme|denetim|kiểm tra|בדיקה|controleer\w*/i;
const SECURITY =
  /\b(?:supply[- ]chain|ransomware|guardrails?|unverified\s+downloads?|wipe\s+data|suspect\w*|suspei\w*|sospech\w*|sospett\w*|verd[äa]cht\w*|static\s+(?:scanners?|analy[sz]\w*)|scanner\s+rules?|detection\s+(?:patterns?|rules?)|secur\w*|danger\w*|malic\w*|risk\w*|attack\w*|reverse[- ]?shells?|shells?\s+revers[oa]s?|C2|command[- ]and[- ]control|compromis\w*|threat\w*|vulnerab\w*|secrets?|credentials?|leak\w*|red[- ]?flags?|unsafe|suspicious|IOCs?|destructive|exfiltrat\w*|backdoors?|injection|SAST|malware|CVEs?)\b|安全|インジェクション|인젝션|危险|恶意|风险|漏洞|攻击|惡意|風險|攻擊|竊取|後門|憑證|憑據|供應鏈|bezpiecze[ńn]st\w*|bezpieczn\w*|zagro[żz]e\w*|podatno\w*|z[łl]o[śs]liw\w*|高危|泄露|凭据|密钥|入侵|木马|后门|可疑|窃取|混淆|セキュリティ|不審|窃取|難読化|認証情報|脆弱性|マルウェア|攻撃|悪意|危険|보안|취약점|악성|공격|위험|의심|탈취|segur\w*|malicios\w*|vulnerab\w*|amenaza\w*|Sicherheit\w*|Schwachstelle\w*|Schadsoftware|bösartig\w*|Angriff\w*|sécurité|malveillan\w*|menace\w*|attaque\w*|sicurezza|malevol\w*|minacc\w*|безопасн\w*|уязвим\w*|вредонос\w*|угроз\w*|атак\w*|المخفية|خبيث|ضار|أمن|هجوم|ความปลอดภัย|ซัพพลายเชน|सुरक्षा|güvenlik|bảo mật|אבטחה|beveiliging/i;

export function isDetectionDescription(description: string): boolean {
  return EXAMINE.test(description) && SECURITY.test(description);
}

/**
 * Words that say a text lists what to detect: a heading ("## Hunts", "## Red flags",
 * "## 检测特征"), a file's own head ("# Detection rules …", "The regexes below match
 * dangerous commands"), a data structure's name (`SIGNATURES`, `HUNTS`, `DENY_RULES`).
 */
export const DETECTION_WORDS =
  /\b(?:detections?|detectors?|detection\s+(?:rules?|lists?|logic|patterns?)|hunts|hunting|hunt\s+list|patterns|signatures?|red[- ]?flags?|indicators\s+of\s+compromise|IOCs?|regex(?:es|ps)?|regular\s+expressions?|deny[- ]?lists?|block[- ]?lists?|blacklists?|yara|sigma|semgrep|what\s+(?:it|we|the\s+\w+)\s+(?:flags|catches|matches|detects|looks\s+for)|(?:single-line|simple|naive|static|existing|such)\s+(?:rules?|scanners?|linters?|detectors?|checks?|regex(?:es)?)\s+(?:catch|flag|detect)(?:es|s)?|(?:rule|pattern)\s+(?:table|list|set)s?|sample\s+(?:hits|matches|detections)|(?:training|test)\s+samples|defanged|(?:dangerous|risky|suspicious|malicious)\s+(?:commands?|patterns?|calls?|code|shapes?|one-liners?)|attack(?:er)?\s+(?:patterns?|shapes?|signatures?|techniques?|behaviou?rs?|tradecraft)|(?:for|only\s+for)\s+(?:identification|recognition|detection)(?:\s+only)?|shapes?\s+to\s+(?:recogni[sz]e|look\s+for|spot|watch\s+for|flag)|what\s+to\s+look\s+for|negative\s+examples|bad\s+examples|(?:examples?|samples?)\b[^\n]{0,40}?\b(?:flag(?:s|ged)?|catch(?:es)?|trigger(?:s|ed)?|detect(?:s|ed)?))\b|Negativbeispiele?|schlechte\s+Beispiele|Beispiele?\b[^\n]{0,40}?(?:anschlagen|anschl[äa]gt|meldet|melden|erkennt|erkennen)|esempi\s+negativi|ejemplos\s+negativos|exemples\s+n[ée]gatifs|攻击手法|常见攻击|攻击方式|攻击特征|僅供辨識|僅供識別|需要攔截|偵測規則|檢測規則|攻擊手法|危險寫法|可疑寫法|紅旗|危險訊號|警訊|czerwone\s+flagi|sygna[łl]y\s+ostrzegawcze|do\s+rozpoznawania|wzorce\s+(?:atak\w*|wykrywan\w*)|regu[łl]y\s+wykrywania|典型(?:样子|特征|表现|写法)|识别要点|仅供识别|检测特征|检测规则|检测项|检测清单|特征码|特征库|审计规则|危险命令|危险写法|高危写法|正则|告警规则|黑名单|反例|検出(?:ルール|対象|パターン)|検知(?:ルール|対象|パターン)|シグネチャ|탐지\s*(?:규칙|대상|패턴)|시그니처|(?<![a-zà-öø-ÿœа-яё])(?:padr[õo]es(?:\s+(?:procurados|detectados|buscados))?|patrones(?:\s+(?:buscados|detectados))?|motifs\s+(?:recherch[ée]s|d[ée]tect[ée]s)|gesuchte\s+Muster|Suchmuster|schemi\s+(?:cercati|rilevati)|reglas\s+de\s+detecci[óo]n|firmas|erkennungsregeln|signaturen|r[èe]gles\s+de\s+d[ée]tection|regras\s+de\s+detec[çc][ãa]o|regole\s+di\s+rilevamento|правила\s+обнаружения|признаки|обнаружени[а-яё]*|распознавани[а-яё]*|образ(?:ец|цы|цов)|сигнатур[а-яё]*|(?:образц|шаблон|паттерн)[а-яё]*\s+атак[а-яё]*|признак[а-яё]*\s+(?:атак|инъекци)[а-яё]*|patrones\s+de\s+ataque|muestras\s+de\s+ataques?|angriffsmuster|motifs\s+d['’]attaque|exemples\s+d['’]attaques?|padr[õo]es\s+de\s+ataque)(?![a-zà-öø-ÿœа-яё])/i;

/** Names of data structures that hold what to detect (`SIGNATURES`, `DENY_RULES`, `HUNTS`), case-sensitive. */
export const DETECTION_NAMES =
  /(?:^|[^A-Za-z])(?:PATTERNS?|SIGNATURES?|HUNTS?|IOCS?|RULES?|REDFLAGS|RED_FLAGS|DENY(?:LIST)?|BLOCK(?:LIST|ED)?|DANGEROUS|SUSPICIOUS|RISKY|UNSAFE|FORBIDDEN|BANNED|DISALLOWED|INDICATORS?|DETECT\w*)(?:$|[^A-Za-z])|(?:^|[^A-Za-z])(?:patterns|signatures|hunts|iocs|rules|indicators|redFlags|red_flags|denyList|blockList|detectors?)(?:$|[^A-Za-z])/;
