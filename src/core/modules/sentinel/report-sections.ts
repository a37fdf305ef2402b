/** The words of a section or lead-in over a quoted example (report.ts quotedInAttackDocument). */
import { DETECTION_WORDS } from './view.ts';

/** A scanner's section of what it detects, or a block it labels as the wrong way (for a payload that names no host). */
export const DETECTION_OR_BAD = new RegExp(
  `${/\b(?:bad|wrong|insecure|unsafe|vulnerable|avoid|don'?t|anti-?patterns?|schlecht|mauvais|à\s+éviter|malo|incorrecto|evitar|errato|sbagliato)\b|悪い例|反例|错误示例|错误写法|危险写法|나쁜\s*예/.source}|${DETECTION_WORDS.source}`,
  'i',
);
/** Words of a heading or lead-in over an example of an attack: a scenario, a payload, a finding, the wrong way. */
export const EXAMPLE_SECTION =
  /\b(?:examples?|samples?|analys[ie]s|deobfuscat\w*|obfuscat\w*|droppers?|malware|stages?|layers?|scenarios?|case|labs?|exercises?|quiz\w*|challenges?|payloads?|attack\w*|exploit\w*|malicious|phish\w*|lures?|incidents?|timeline|bad|insecure|vulnerable|wrong|before|IOCs?|indicators?|evidence|findings?|PoC|proof|red\s+flags?|defanged|what\s+(?:the\s+)?attackers?|YARA|Sigma|detection|ejemplos?|escenarios?|ataques?|ejercicios?|exemples?|sc[ée]narios?|attaques?|exercices?|beispiele?|szenarios?|angriff\w*|schlecht|sch[äa]dlich\w*|entsch[äa]rft\w*|Muster|Vorf[äa]lle?|esempi|esempio|scenari|attacchi|exemplos?|cen[áa]rios?)\b|示例|样例|案例|场景|实验|练习|测验|攻击|恶意|钓鱼|错误|反例|演示|示范|复盘|证据|发现|例[:：]|关卡|靶场|题目|挑战|漏洞|手法|套路|长这样|反面|危险写法|第[一二三四五六七八九十\d]{1,3}[讲课关]|シナリオ|攻撃|手口|実例|悪い例|悪意|フィッシング|예시|공격|시나리오|(?<![a-ząćęłńóśźż])(?:przykład\w*|błędn\w*|ćwiczeni\w*|atak\w*|złośliw\w*|scenariusz\w*|podatn\w*)|(?<![а-яёіїє])(?:пример[а-яё]*|приклад[а-яёіїє]*|атак[а-яё]*|вредоносн[а-яё]*|шкідлив[а-яёіїє]*|сценари[а-яё]*|улик[а-яё]*|индикатор[а-яё]*|инцидент[а-яё]*|фишинг[а-яё]*|упражнени[а-яё]*|плох[а-яё]*|опасн[а-яё]*|образ(?:ец|цы|цов)|признак[а-яё]*)|أمثلة|مثال|سيئ|خاطئ|هجوم|ตัวอย่าง|สัญญาณเตือน|โจมตี|उदाहरण|हमला|örnek|saldırı|ví dụ|tấn công|דוגמ|מתקפ|voorbeeld|aanval|slecht/i;
