/**
 * The sentence analysis (lib/sentences.ts) in Swedish, Danish and Norwegian, Finnish, Czech,
 * Ukrainian, Greek, Romanian, Hebrew and Thai: the same tables as sentences-langs-more.ts
 * (objects, verbs, negation, back-references, secrecy, "open the URL", "to", ransom signs,
 * attack words), one string per language, which sentences-langs-more.ts joins into its own.
 *
 * Words are bounded by the letter class `L` (sentences-letters.ts), which holds these
 * languages' letters — except Thai's: Thai writes no spaces between words, so its words are
 * matched where they stand. Hebrew writes "and", "the", "to" onto the next word (ושלח,
 * הקבצים, לשלוח): its words take those letters in front (`HE`). Greek is written with and
 * without accents: its words are matched either way (`el`).
 */

import { L } from './sentences-letters.ts';

/** Hebrew's one-letter prefixes (and, the, to, in, that, from, as), at most two, before a word. */
const HE = '[והלבשמכ]{0,2}';
/** Before a verb only "and" (ו): `מפתח` (a key, a developer) is no `פתח` (open) with a prefix. */
const HE_VERB = '[ו]?';

const GREEK_VOWELS: Record<string, string> = {
  α: '[αά]',
  ά: '[αά]',
  ε: '[εέ]',
  έ: '[εέ]',
  η: '[ηή]',
  ή: '[ηή]',
  ι: '[ιίϊΐ]',
  ί: '[ιίϊΐ]',
  ο: '[οό]',
  ό: '[οό]',
  υ: '[υύϋΰ]',
  ύ: '[υύϋΰ]',
  ω: '[ωώ]',
  ώ: '[ωώ]',
};
/** A Greek word (or alternation) matched with or without its accents. */
export const el = (words: string): string => words.replace(/[αάεέηήιίοόυύωώ]/g, (c) => GREEK_VOWELS[c] ?? c);

/** Passwords, keys, tokens, credentials, card and ID numbers, personal data. */
export const SENSITIVE_THIRD = {
  sv: String.raw`lösenord${L}*|inloggningsuppgifter|(?:API|SSH|privat${L}*|hemlig${L}*)[\s-]?nyck${L}*|åtkomsttoken${L}*|(?:din|ditt|dina|användarens)\s+(?:${L}+\s+)?tokens?|kreditkort${L}*|kortnummer${L}*|säkerhetskod${L}*|miljövariab${L}*|personuppgifter|personnummer${L}*|återställningsfras${L}*|bankuppgifter`,
  da: String.raw`adgangskode${L}*|kodeord${L}*|passord${L}*|(?:API|SSH|privat${L}*|hemmelig${L}*)[\s-]?(?:nøgl|nøkl|nøkkel)${L}*|loginoplysninger|påloggingsinformasjon|kreditkort${L}*|sikkerhe(?:d|t)skode${L}*|miljøvariab${L}*|personoplysninger|personopplysninger|CPR-nummer${L}*|fødselsnummer${L}*|gendannelsesfrase${L}*|gjenopprettingsfrase${L}*`,
  fi: String.raw`salasan${L}*|tunnussan${L}*|(?:API|SSH|yksityi${L}*|salai${L}*)[\s-]?avai${L}*|kirjautumistie${L}*|tunnistetie${L}*|luottokor${L}*|kortin\s*numer${L}*|turvakoo${L}*|ympäristömuuttuj${L}*|henkilötie${L}*|henkilötunnu${L}*|palautuslausek${L}*`,
  cs: String.raw`hesl${L}*|přihlašovací\s+údaj${L}*|(?:API|SSH|soukrom${L}*|tajn${L}*|privátn${L}*)\s+klíč${L}*|klíč${L}*\s+(?:API|SSH|k\s+API)|přístupov${L}*\s+token${L}*|(?:platebn|kreditn)${L}*\s+kart${L}*|čísl${L}*\s+(?:platební\s+|kreditní\s+)?kart${L}*|bezpečnostní\s+kód${L}*|proměnn${L}*\s+prostředí|osobní\s+údaj${L}*|rodné\s+čísl${L}*|obnovovací\s+fráz${L}*`,
  uk: String.raw`парол${L}*|токен${L}*|(?:API|SSH|приватн${L}*|секретн${L}*|закрит${L}*)[\s-]*ключ${L}*|ключ${L}*\s+(?:API|SSH|доступу)|облікові\s+дані|дані\s+для\s+входу|номер${L}*\s+(?:банківськ${L}*\s+|кредитн${L}*\s+|платіжн${L}*\s+)?картк${L}*|(?:банківськ|кредитн|платіжн)${L}*\s+картк${L}*|змінн${L}*\s+середовища|персональн${L}*\s+дан${L}*|сід[\s-]*фраз${L}*|фраз${L}*\s+відновлення`,
  el: el(
    String.raw`κωδικ${L}*\s+πρόσβασης|συνθηματικ${L}*|διαπιστευτήρι${L}*|κλειδ${L}*\s+(?:API|SSH|πρόσβασης)|(?:ιδιωτικ|μυστικ)${L}*\s+κλειδ${L}*|(?:πιστωτικ|χρεωστικ|τραπεζικ)${L}*\s+κάρτ${L}*|αριθμ${L}*\s+(?:της\s+)?κάρτας|κωδικ${L}*\s+ασφαλείας|μεταβλητ${L}*\s+περιβάλλοντος|προσωπικ${L}*\s+δεδομέν${L}*|φράσ${L}*\s+ανάκτησης`,
  ),
  ro: String.raw`parol(?:ă|ele|elor|ei)|parola\s+(?:de|contului|utilizatorului)|token-ul${L}*|token-urile|(?:chei|cheia|cheie|cheile)\s+(?:API|SSH|privat${L}*|secret${L}*|de\s+acces)|creden[țţt]ial${L}*|datele\s+de\s+autentificare|date\s+de\s+autentificare|tokenul|tokenurile|card(?:ul|uri|urile)?\s+(?:de\s+credit|bancar${L}*)|num[ăa]r${L}*\s+(?:de\s+)?card${L}*|cod${L}*\s+de\s+securitate|variabil${L}*\s+de\s+mediu|date(?:le)?\s+personale|fraz${L}*\s+de\s+recuperare`,
  he: String.raw`${HE}(?:סיסמ(?:ה|א|אות|ות|ת)|טוקן${L}*|אסימו(?:ן|נים)|מפתח(?:ות)?\s+(?:API|SSH|פרטי|סודי|גישה)|מפתח\s+פרטי|פרטי\s+(?:ה)?(?:התחברות|כניסה|גישה)|אישורי\s+(?:ה)?גישה|כרטיס(?:י)?\s+(?:ה)?(?:אשראי|חיוב)|מספר(?:י)?\s+(?:ה)?כרטיס|קוד\s+(?:ה)?אבטחה|משתני\s+(?:ה)?סביבה|מידע\s+אישי|נתונים\s+אישיים|מספר\s+(?:ה)?זהות|ביטוי\s+(?:ה)?שחזור)`,
  th: String.raw`รหัสผ่าน|พาสเวิร์ด|โทเค็น|โทเคน|คีย์\s*(?:API|ส่วนตัว|SSH|ลับ)|API\s*คีย์|กุญแจ(?:ส่วนตัว|ลับ)|ข้อมูลรับรอง|ข้อมูลเข้าสู่ระบบ|บัตร(?:เครดิต|เดบิต)|(?:หมายเลข|เลข)บัตร|รหัส\s*CVV|รหัสความปลอดภัย|ตัวแปรสภาพแวดล้อม|ข้อมูลส่วน(?:ตัว|บุคคล)|วลีกู้คืน|รหัส\s*OTP`,
};

/** "All the files" / "every file". */
export const FILES_THIRD = [
  String.raw`(?<!${L})(?:alla|samtliga|alle)\s+(?:${L}+\s+)?(?:filer|filerne|filene|dokumenter|dokumenten)(?!${L})|(?<!${L})(?:varje|hver)\s+(?:(?:eneste|enkelt|enkelte|enskild|enda)\s+)?fil(?!${L})`,
  String.raw`(?<!${L})kaikki\s+(?:${L}+\s+)?(?:tiedostot|asiakirjat|dokumentit)|(?<!${L})jokainen\s+tiedosto`,
  String.raw`(?<!${L})(?:všechny|veškeré)\s+(?:${L}+\s+)?(?:soubory|dokumenty)|(?<!${L})každý\s+soubor`,
  String.raw`(?<!${L})(?:всі|усі)\s+(?:${L}+\s+)?(?:файл|документ)${L}*|(?<!${L})кожн${L}*\s+файл${L}*`,
  el(String.raw`(?<!${L})όλα\s+(?:τα\s+)?(?:${L}+\s+)?(?:αρχεία|έγγραφα)|(?<!${L})κάθε\s+αρχείο`),
  String.raw`(?<!${L})toate\s+(?:${L}+\s+)?(?:fi[șş]ierele|documentele)|(?<!${L})fiecare\s+fi[șş]ier`,
  String.raw`(?<!${L})כל\s+(?:ה)?(?:קבצים|מסמכים)|(?<!${L})כל\s+קובץ`,
  String.raw`ไฟล์ทั้งหมด|ทุกไฟล์|เอกสารทั้งหมด`,
];

/** Verbs that take (imperative, or the infinitive where a language orders with it). */
export const ACQUIRE_THIRD = {
  sv: String.raw`samla|hämta|leta|sök|hitta|kopiera|läs(?!t)|extrahera|be\s+om|fråga|notera|exportera`,
  da: String.raw`indsaml|indsamle|saml|hent|søg|søk|kopiér|kopier|læs|udtræk|bed\s+om|spørg|spør|noter|eksporter|innhent|finn`,
  fi: String.raw`kerää|kerätkää|hae|hakekaa|etsi|löydä|kopioi|lue|lukekaa|poimi|pyydä|kysy|kirjaa|vie`,
  cs: String.raw`shromážd|sesbírej|posbírej|získej|najdi|najděte|vyhledej|zkopíruj|přečti|přečtěte|vyžádej|požádej|zaznamenej|exportuj|extrahuj`,
  uk: String.raw`збер(?:и|іть)|зібр|знайд|скопіюй|прочитай|прочитайте|витягн|експортуй|запитай|попрос`,
  el: el(String.raw`συλλέξ|συγκέντρωσ|μάζεψ|βρες|βρείτε|αναζήτησ|αντίγραψ|αντιγράψ|διάβασ|διαβάστε|εξάγ|ζήτησ|ζητήστε|κατάγραψ|καταγράψ`),
  ro: String.raw`colectea|colecta|adun|strâng|caut|găse[șş]|găsi|copia|cite[șş]|citi|extrage|cere|solicit|notea|exportă|exporta`,
  he: String.raw`${HE_VERB}(?:אסוף|אספו|לאסוף|חפש|חפשו|מצא|מצאו|העתק|העתיקו|קרא|קראו|חלץ|חלצו|בקש|בקשו|ייצא|ייצאו|רשום|רשמו)`,
  th: String.raw`รวบรวม|ค้นหา|คัดลอก|อ่าน|ดึง|สกัด|จดบันทึก|ส่งออก|ขอ(?![งบ]|โทษ|ให้|อภัย|แสดง)`,
};
/** Verbs that send, put or open. */
export const DELIVER_THIRD = {
  sv: String.raw`skicka|ladda\s+upp|klistra|bifoga|lägg\s+till|inkludera|publicera|dela|vidarebefordra|öppna|skriv|spara|posta|mejla`,
  da: String.raw`send|upload|indsæt|indsend|lim\s+inn|vedhæft|legg\s+ved|tilføj|legg\s+til|læg|inkluder|videresend|åbn|åpne|skriv|gem|lagre`,
  fi: String.raw`lähetä|lähettäkää|lähettää|liitä|liittäkää|lisää|sisällytä|julkaise|jaa|välitä|avaa|kirjoita|tallenna|postaa`,
  cs: String.raw`pošli|pošlete|odešli|odešlete|nahraj|vlož|přilož|přidej|zveřejni|sdílej|přepošli|otevři|otevřete|zapiš|ulož`,
  uk: String.raw`надішл|надсил|відправ|завантаж|встав|додай|перешл|опублікуй|поділи|відкрий|запиши|збережи`,
  el: el(
    String.raw`στείλ|αποστείλ|ανέβασ|ανεβάστε|επικόλλησ|επικολλήστε|επισύναψ|επισυνάψτε|πρόσθεσ|προσθέστε|συμπεριέλαβ|συμπεριλάβετε|δημοσίευσ|δημοσιεύστε|μοιράσ|προώθησ|προωθήστε|άνοιξ|ανοίξτε|γράψ|αποθήκευσ|αποθηκεύστε`,
  ),
  ro: String.raw`trimite|trimite[țţ]i|încarc|lipe|lipi|ata[șş]ea|adaug|include|publică|publica[țţ]i|partaj|redirec[țţ]ion|deschide|deschiz|scrie|salvea|postea`,
  he: String.raw`${HE_VERB}(?:שלח|שלחו|לשלוח|העלה|העלו|להעלות|הדבק|הדביקו|צרף|צרפו|הוסף|הוסיפו|פרסם|פרסמו|שתף|שתפו|העבר|העבירו|כתוב|כתבו|שמור|שמרו)`,
  th: String.raw`ส่ง(?!ออก)|อัปโหลด|อัพโหลด|แนบ|วาง|โพสต์|แชร์|เปิด|เขียนลง|บันทึกลง`,
};
/** Verbs that encrypt or delete. */
export const DESTROY_THIRD = {
  sv: String.raw`kryptera|radera|ta\s+bort|töm`,
  da: String.raw`krypter|slet|fjern|tøm|slett`,
  fi: String.raw`salakirjoita|salaa(?=\s+(?:kaikki|jokainen|tiedost))|poista|tyhjennä|pyyhi`,
  cs: String.raw`zašifruj|smaž|odstraň|vymaž`,
  uk: String.raw`видал|зашифр|зітри|стерти`,
  el: el(String.raw`κρυπτογράφησ|κρυπτογραφήστε|διάγραψ|διαγράψτε|σβήσ|αδειάσ`),
  ro: String.raw`criptea|cripta[țţ]i|[șş]terge|[șş]terge[țţ]i`,
  he: String.raw`${HE_VERB}(?:הצפן|הצפינו|להצפין|מחק|מחקו|למחוק|רוקן|רוקנו)`,
  th: String.raw`เข้ารหัส|ลบ(?!วก|ังคับ)|ล้างข้อมูล`,
};

/** A body in one of these languages: their own letters or scripts, or a few function words of the Latin-script ones (and Dutch ones sentences-langs-more.ts lacks). */
export const TEXT_THIRD = String.raw`[ěřůșțţіїєґæøå]|[\u0370-\u03ff]{3}|[\u05d0-\u05ea]{2}|[\u0e00-\u0e7f]{2}|(?<![\w\u00c0-\u1ef9])(?:och|att|inte|aldrig|aldri|alle|som|hele|hvis|naar|het|een|voor|deze|användaren\w*|eller|från|måste|också|ikke|brugeren|brukeren|også|että|käyttäjä\w*|myös|tämä|sekä|uživatel\w*|všechny|také|nebo|když|pentru|utilizator\w*|toate|dacă)(?![\w\u00c0-\u1ef9])`;

/** Negation or prohibition before the verb. */
export const NEGATION_THIRD = String.raw`(?<!${L})(?:aldrig|inte|ej|ikke|aldri|älä|älkää|eikä|koskaan|nikdy|nesmí${L}*|ніколи|заборонено|ποτέ|μην|δεν|απαγορεύεται|niciodată|interzis|אל(?=\s+ת)|לעולם|לא|אסור)(?!${L})|(?:ห้าม|อย่า)`;

/**
 * Romanian "nu" (not) at the end of the clause before the verb — only in Romanian text: the same word is "now" in Dutch
 * and Swedish ("En nu verstuur je ze naar …").
 */
export const RO_NOT = /(?<![a-zà-ÿ])nu\s*$/i;
/** A body in Romanian (its letters or function words). */
export const RO_TEXT = /[ăâîșțşţ]|(?<![\w\u00c0-\u024f])(?:și|să|pentru|utilizator\w*|toate|dacă|este|sau)(?![\w\u00c0-\u024f])/i;

/** Back-references: these data, all this. */
export const BACKREF_THIRD = String.raw`(?<!${L})(?:dessa\s+(?:uppgifter|data|värden)|allt\s+detta|disse\s+(?:oplysninger|opplysninger|data|værdier|verdier)|alt\s+dette|nämä\s+(?:tiedot|arvot)|kaikki\s+tämä|tyto\s+(?:údaje|hodnoty|informace)|(?:to|toto)\s+vše|ці\s+(?:дані|значення)|все\s+це|цей\s+токен|${el('όλα\\s+αυτά')}|aceste\s+(?:date|informa[țţ]ii|valori)|toate\s+acestea|את\s+כל\s+זה|(?:את\s+)?הנתונים\s+האלה|di\s+atas|isinya|toplanan\s+(?:bilgiler|veriler)${L}*|(?:doklejon|wklejon|podan)${L}*\s+token${L}*)(?!${L})|ข้อมูลเหล่านี้|ทั้งหมดนี้`;

/** Secrecy: the user not told, or lied to if they ask. */
export const SECRECY_THIRD = [
  String.raw`(?<!${L})(?:utan\s+att\s+(?:berätta|informera|meddela|fråga|nämna)|(?:berätta|nämn|säg|visa)\s+(?:\S+\s+){0,3}?(?:inte|inget|ingenting)|i\s+hemlighet|obemärkt|om\s+(?:användaren\s+)?frågar)(?!${L})`,
  String.raw`(?<!${L})(?:uden\s+at\s+(?:fortælle|informere|spørge|nævne)|uten\s+å\s+(?:fortelle|informere|spørre|nevne)|(?:fortæl|fortell|nævn|nevn)\s+(?:\S+\s+){0,3}?(?:ikke|intet|ingenting)|i\s+(?:al\s+)?hemmelighed|i\s+det\s+skjulte|hvis\s+(?:brugeren|brukeren)\s+spør(?:ger)?)(?!${L})`,
  String.raw`(?<!${L})(?:kertomatta|ilmoittamatta|kysymättä|(?:älä|älkää)\s+(?:kerro|kertoko|mainitse|mainitko|ilmoita|näytä|kysy)|huomaamatta|jos\s+(?:käyttäjä\s+)?kysyy)(?!${L})`,
  String.raw`(?<!${L})(?:bez\s+(?:vědomí|informování|upozornění|ptaní)|(?:neříkej|neinformuj|nezmiňuj|neptej)${L}*|potichu|tajně|pokud\s+se\s+(?:uživatel\s+)?zeptá)(?!${L})`,
  String.raw`(?<!${L})(?:без\s+(?:відома|повідомлення|попередження)|не\s+(?:кажи|кажіть|повідомляй|повідомляйте|згадуй|згадуйте|показуй|питай|питайте)|потай|непомітно|якщо\s+(?:користувач\s+)?запита${L}*)(?!${L})`,
  el(
    String.raw`(?<!${L})(?:χωρίς\s+να\s+(?:ενημερώσ|πείτε|πεις|ρωτήσ|αναφέρ)${L}*|μην\s+(?:ενημερώσ|πείτε|πεις|αναφέρ|ρωτήσ|δείξ)${L}*|κρυφά|σιωπηλά|αθόρυβα|αν\s+(?:ο\s+χρήστης\s+)?ρωτήσει)(?!${L})`,
  ),
  String.raw`(?<!${L})(?:fără\s+(?:a\s+)?(?:informa|anun[țţ]a|spune|întreba|men[țţ]iona)|nu\s+(?:spune|spune[țţ]i|informa|informa[țţ]i|men[țţ]iona|men[țţ]iona[țţ]i|întreba|întreba[țţ]i)|în\s+secret|pe\s+ascuns|dacă\s+(?:utilizatorul\s+)?întreabă)(?!${L})`,
  String.raw`(?<!${L})(?:(?:ב|מ)?בלי\s+ל(?:ספר|יידע|הודיע|שאול|ציין)|אל\s+(?:תספר|תספרו|תציין|תציינו|תודיע|תודיעו|תשאל|תשאלו)|בשקט|בסתר|בחשאי|אם\s+(?:ה)?משתמש\s+(?:ישאל|שואל))(?!${L})`,
  String.raw`โดยไม่(?:ต้อง)?(?:แจ้ง|บอก|ถาม)|ไม่ต้อง(?:แจ้ง|บอก)|อย่า(?:แจ้ง|บอก|ถาม)|เงียบ\s*ๆ|อย่างเงียบ|แอบ|(?:หาก|ถ้า)ผู้ใช้ถาม`,
];

/** Opening a URL. */
export const VISIT_THIRD = String.raw`öppna|besök|åbn|åpne|besøg|besøk|avaa|avatkaa|vieraile|otevři|otevřete|navštiv|navštivte|відкрий|відкрийте|перейди|перейдіть|${el('άνοιξε|ανοίξτε|επισκεφθείτε|επισκέψου')}|deschide|deschide[țţ]i|deschizând|viziteaz[ăa]|vizita[țţ]i|acceseaz[ăa]|accesa[țţ]i|[ו]?(?:פתח|פתחו|בקר|היכנס|היכנסו)|เปิด|ไปที่|เข้าไปที่`;

/** Sends by themselves (the verb's own text, matched whole with the `u` flag). */
export const SENDS_THIRD = String.raw`skicka\p{L}*|ladda\s+upp|indsend\p{L}*|mejla\p{L}*|vidarebefordra\p{L}*|videresend\p{L}*|upload\p{L}*|lähet\p{L}*|lähettä\p{L}*|julkaise\p{L}*|välitä\p{L}*|postaa|pošl\p{L}*|odešl\p{L}*|nahraj\p{L}*|zveřejn\p{L}*|přepošl\p{L}*|надішл\p{L}*|надсил\p{L}*|відправ\p{L}*|перешл\p{L}*|опублікуй\p{L}*|${el('στείλ')}\p{L}*|${el('αποστείλ')}\p{L}*|${el('ανέβασ')}\p{L}*|${el('ανεβάστε')}|${el('δημοσίευσ')}\p{L}*|${el('δημοσιεύστε')}|${el('προώθησ')}\p{L}*|${el('προωθήστε')}|trimit\p{L}*|trimite\p{L}*|încarc\p{L}*|publică|publica[țţ]i|postea\p{L}*|[וה]{0,2}(?:שלח\p{L}*|לשלוח|העל\p{L}*|להעלות|פרסמ\p{L}*|פרסם|העבר\p{L}*)|ส่ง|อัปโหลด|อัพโหลด|โพสต์|ส่งต่อ`;

/** "To" right before a destination. */
export const TO_BEFORE_THIRD = String.raw`(?<!${L})(?:till|til|på|naar|osoitteeseen|palvelimelle|na|do|до|στο|στη|στην|στον|σε|προς|la|către|pe|אל)\s+(?:[\x60"'<«]\s*)?$|(?:ไปที่|ไปยัง)\s*(?:[\x60"'<«]\s*)?$|(?<![\u05d0-\u05ea])ל-?\s*(?:[\x60"'<«]\s*)?$`;

/** What makes encryption ransomware: a ransom, the bin emptied. */
export const RANSOM_THIRD = [
  String.raw`(?<!${L})(?:(?:radera|ta\s+bort|slet|slett|fjern|poista|smaž|odstraň|vymaž|видал|[șş]terge)${L}*\s+(?:${L}+\s+){0,2}?(?:original${L}*|alkuperäi${L}*|původní${L}*|оригінал${L}*|fi[șş]ierele\s+originale)|${el('διάγραψ')}${L}*\s+(?:${L}+\s+){0,2}?${el('πρωτότυπ')}${L}*|${HE}(?:מחק|מחקו|למחוק)\s+(?:את\s+)?(?:ה)?(?:קבצים\s+)?(?:ה)?מקורי${L}*)|ลบ(?:ไฟล์)?ต้นฉบับ`,
  String.raw`(?<!${L})(?:lösensumm${L}*|töm\s+papperskorgen|løsesum${L}*|løsepenge|tøm\s+papirkurv${L}*|lunnai${L}*|tyhjennä\s+roskakori${L}*|výkupné${L}*|(?:vysyp|vyprázdni)${L}*\s+koš(?!${L})|викуп${L}*|біткоїн${L}*|${el('λύτρα')}|răscumpăr${L}*|co[șş]ul\s+de\s+gunoi|כופר|ביטקוין)(?!${L})|ค่าไถ่|ล้างถังขยะ`,
];

/** Words that make a sentence describe an attack (attackers, malicious, phishing), or a heading a section about attacks. */
export const ATTACK_THIRD = String.raw`(?<!${L})(?:angripar${L}*|angrep${L}*|angreb${L}*|skadlig${L}*|nätfiske|ondsindet${L}*|hyökkää${L}*|haittaohjelm${L}*|haitalli${L}*|tietojenkalastelu${L}*|útočník${L}*|útok${L}*|škodliv${L}*|зловмисник${L}*|шкідлив${L}*|фішинг${L}*|${el('επιτιθέμεν')}${L}*|${el('κακόβουλ')}${L}*|${el('επίθεσ')}${L}*|atacator${L}*|atacuri${L}*|malițios${L}*|rău\s+inten[țţ]ionat${L}*|${HE}(?:תוקפ${L}*|תוקף|זדוני${L}*|דיוג|מתקפ${L}*))(?!${L})|ผู้โจมตี|การโจมตี|มัลแวร์|ฟิชชิ่ง|ภัยคุกคาม`;

// ---- what lib/sentences-flows.ts and sentences-verdict.ts read in these languages ----------------

/** Verbs that gather on purpose (sentences-verdict.ts HARVEST_VERB), as prefixes; Dutch's too. */
export const HARVEST_THIRD = String.raw`samla|saml|indsaml|samle|kerää|kerätk|shromážd|sesbír|posbír|збер|зібр|${el('συλλέξ|συγκέντρωσ|μάζεψ')}|colecte|colecta|adun|strâng|[ו]?(?:אסוף|אספו|לאסוף)|รวบรวม|ขอ(?![งบ]|โทษ|ให้|อภัย|แสดง)|verzamel`;
/** Every one, all of them (sentences-verdict.ts EVERY), after `\b` for the Latin-script words. */
export const EVERY_THIRD = String.raw`\b(?:alla|samtliga|varje|alle|hver|kaikki|jokainen|všechn\w*|každ\w*|toate|fiecare|semua|seluruh|setiap|tüm|bütün|mọi|wszystkie)\b|tất\s+cả|(?<!${L})(?:всі|усі|सभी|جميع|кожн${L}*|${el('όλ')}${L}*|${el('κάθε')}|כל)(?!${L})|ทั้งหมด|ทุก`;
/** The person's or the customer's (sentences-flows.ts OWNED). */
export const OWNED_THIRD = String.raw`(?<!${L})(?:användarens|kundens|brugerens|brukerens|käyttäjän|asiakkaan|uživatel${L}*|zákazník${L}*|utilizatorului|clientului|користувач${L}*|клієнт${L}*|${el('χρήστη')}|${el('πελάτη')}|(?:של\s+)?(?:ה)?(?:משתמש|לקוח))(?!${L})|ผู้ใช้|ลูกค้า`;
/** Messages and documents a secret is put into and then sent (sentences-flows.ts CONTAINER). */
export const CONTAINER_THIRD = String.raw`(?<!${L})(?:anteckning${L}*|notering${L}*|sammanfattning${L}*|bilag${L}*|meddelande${L}*|påminnelse${L}*|fält${L}*|notat${L}*|besked${L}*|melding${L}*|sammendrag${L}*|muistiinpan${L}*|raport${L}*|liite${L}*|liitt${L}*|viesti${L}*|sähköposti${L}*|yhteenveto${L}*|poznámk${L}*|zpráv${L}*|příloh${L}*|shrnutí|звіт${L}*|нотатк${L}*|додат${L}*|повідомлен${L}*|${el('αναφορ')}${L}*|${el('σημείωσ')}${L}*|${el('παράρτημ')}${L}*|${el('μήνυμ')}${L}*|${el('σύνοψ')}${L}*|notă|notele|anex${L}*|mesaj${L}*|rezumat${L}*|${HE}(?:דוח|הערה|הערות|נספח|הודעה|סיכום))(?!${L})|รายงาน|ภาคผนวก|บันทึก|ข้อความ|สรุป`;
/** A pronoun for the secret between the carrying verb and the container (sentences-flows.ts PRONOUN). */
export const PRONOUN_THIRD = String.raw`(?<!${L})(?:dem(?=\s+(?:i|in|på|till|ind|inn)\s)|dessa|disse|niitä|nämä|ně|їх|ці|${el('τους|τις|αυτά')}|אותם|אותן|אותו)(?!${L})|-(?:le|i)(?!${L})`;

/** Messages and documents in the languages of sentences-langs-more.ts (Turkish, Vietnamese, Indonesian, Polish, Dutch, Hindi, Arabic). */
export const CONTAINER_MORE = String.raw`(?<!${L})(?:rapor${L}*|bölüm${L}*|e-posta${L}*|báo\s+cáo|ghi\s+chú|tệp\s+đính\s+kèm|tin\s+nhắn|tóm\s+tắt|laporan|surel|lampiran|catatan|ringkasan|bagian|pesan|formulir|raport${L}*|notatk${L}*|załącznik${L}*|wiadomoś${L}*|sekcj${L}*|podsumowani${L}*|verslag|notitie|bijlage|bericht|sectie|samenvatting|udkast${L}*|kommentar${L}*|utkast${L}*|luonnos${L}*|koncept${L}*|чернетк${L}*|${el('πρόχειρ')}${L}*|ciorn${L}*|טיוטה|रिपोर्ट|संलग्नक|संदेश|सारांश|تقرير|ملاحظة|مرفق|رسالة|ملخص|قسم)(?!${L})|ฉบับร่าง`;
/** The whole text or report, as the sending sentence names what was put in it (sentences-flows.ts WEAKREF). */
export const WEAKREF_THIRD = String.raw`(?<!${L})(?:hela\s+(?:texten|rapporten|innehållet)|hele\s+(?:teksten|rapporten|indholdet|innholdet)|koko\s+(?:teksti|raportti|sisältö)|cel(?:ý|ou)\s+(?:text|report|obsah|zprávu)|(?:весь|увесь)\s+(?:текст|звіт|вміст)|${el('ολόκληρ')}${L}*\s+(?:το\s+|την\s+)?${L}+|întreg${L}*\s+${L}+|isinya|seluruh\s+(?:isi|laporan|teks)|tüm\s+(?:metni|raporu|içeriği)|toàn\s+bộ\s+(?:nội\s+dung|báo\s+cáo)|cał(?:y|ą)\s+(?:tekst|raport|treść)|de\s+(?:hele|volledige)\s+(?:tekst|rapport)|את\s+כל\s+ה(?:טקסט|דוח|תוכן))(?!${L})|(?:รายงาน)?ฉบับเต็ม`;
/** "In the chat / conversation", the reply as a destination, in the languages read beyond English, Chinese, Japanese and Korean. */
export const REPLY_MORE = String.raw`(?<!${L})(?:(?:i|in|im)\s+(?:de\s+|der\s+|den\s+|das\s+)?(?:chatten|chat|samtalen|samtalet|konversationen|gesprek|unterhaltung)|chatissa|keskustelussa|v\s+(?:chatu|konverzaci)|(?:в|у)\s+(?:(?:тебе\s+)?чат|чаті|чате|розмові|разговоре|переписці)|${el(String.raw`στη\s+συνομιλία`)}|în\s+(?:conversa[țţ]ie|chat)|w\s+(?:rozmowie|czacie)|na\s+czacie|en\s+(?:el\s+chat|la\s+conversación)|dans\s+(?:le\s+chat|la\s+conversation)|(?:no|na)\s+(?:chat|conversa)|nella\s+(?:chat|conversazione)|sohbet(?:te|\s+penceresinde)|di\s+(?:chat|percakapan)|trong\s+(?:cuộc\s+)?(?:trò\s+chuyện|chat)|בצ'אט|בשיחה)(?!${L})|ในแชท|ในการสนทนา|चैट\s+में|في\s+(?:الدردشة|المحادثة)`;
/** REPLY_MORE's necessary words (lower case), for the destination's cheap test. */
export const REPLY_HINT_MORE =
  /chat|samtal|konversation|gesprek|unterhaltung|keskustel|konverza|чат|розмов|разговор|переписц|συνομιλ|conversa|rozmow|czacie|sohbet|percakapan|trò|בצ'אט|בשיחה|แชท|สนทนา|चैट|الدردشة|المحادثة/i;
/** "These rules come first / take precedence over every other instruction" (an override of the user and the system). */
export const PRIORITY_MORE = [
  String.raw`ylittää\s+(?:kaikki\s+)?muut\s+ohjeet|ristiriidassa\s+näiden\s+sääntöjen\s+kanssa,?\s+noudata\s+näitä`,
  String.raw`(?:går\s+före|har\s+företräde\s+framför)\s+(?:alla\s+)?andra\s+(?:instruktioner|regler|anvisningar)|(?:går\s+forud\s+for|har\s+forrang\s+(?:frem\s+for|foran))\s+(?:alle\s+)?andre\s+(?:instruktioner|instrukser|regler)`,
  String.raw`(?:hebben|heeft)\s+voorrang\s+(?:op|boven)\s+(?:alle\s+)?andere\s+(?:instructies|regels)`,
  String.raw`(?:mają|ma)\s+pierwszeństwo\s+(?:przed|nad)\s+(?:wszystkimi\s+)?innymi\s+(?:instrukcjami|poleceniami|zasadami)`,
  String.raw`(?:mají|má)\s+přednost\s+před\s+(?:všemi\s+)?ostatními\s+(?:instrukcemi|pokyny|pravidly)`,
  String.raw`(?:мають|має)\s+пріоритет\s+над\s+(?:усіма\s+|всіма\s+)?іншими\s+(?:інструкціями|правилами|вказівками)`,
  el(String.raw`υπερισχύ${L}*\s+(?:όλων\s+)?(?:των\s+)?άλλων\s+(?:οδηγιών|εντολών|κανόνων)`),
  String.raw`(?:au|are)\s+prioritate\s+(?:fa[țţ]ă\s+de|asupra)\s+(?:tuturor\s+)?celorlalte\s+(?:instruc[țţ]iuni|reguli)`,
  String.raw`(?:גוברים|גוברות|קודמים|קודמות)\s+(?:על|ל)(?:כל\s+)?(?:ה)?(?:הוראות|הנחיות|כללים)\s+(?:ה)?אחרות`,
  String.raw`มีความสำคัญเหนือ(?:กว่า)?(?:คำสั่ง|กฎ)อื่น`,
  String.raw`(?:mengesampingkan|mengalahkan)\s+(?:semua\s+)?(?:instruksi|aturan)\s+lain|lebih\s+diutamakan\s+daripada\s+(?:semua\s+)?(?:instruksi|aturan)\s+lain`,
  String.raw`(?:được\s+)?ưu\s+tiên\s+hơn\s+(?:mọi|tất\s+cả)\s+(?:các\s+)?(?:hướng\s+dẫn|chỉ\s+dẫn|quy\s+tắc)\s+khác`,
  String.raw`diğer\s+(?:tüm\s+)?talimatlar(?:ın)?dan\s+(?:önce\s+gelir|üstündür)`,
];
/** A heading over what is never done or forbidden, in the languages read beyond English (sentences-words.ts TEACHING_HEADING). */
export const NEVER_HEADING_MORE = String.raw`(?<!${L})(?:nunca|jamás|prohibid${L}*|niemals|verboten${L}*|jamais|interdit${L}*|proibid${L}*|vietat${L}*|proibit${L}*|никогда|запрещ${L}*|aldrig|förbjud${L}*|aldri|forbudt|forbud${L}*|koskaan|kielle${L}*|nikdy|zakázan${L}*|ніколи|заборон${L}*|${el('ποτέ')}|${el('απαγορ')}${L}*|niciodată|interzis${L}*|nigdy|zakazan${L}*|nooit|verboden|asla|yasak${L}*|dilarang|không\s+bao\s+giờ|cấm|לעולם\s+לא|אסור${L}*|कभी\s+नहीं|वर्जित|ممنوع|محظور)(?!${L})|ห้าม`;
