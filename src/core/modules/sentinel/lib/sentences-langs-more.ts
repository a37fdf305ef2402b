/**
 * The sentence analysis (lib/sentences.ts) in Hindi, Arabic, Turkish, Vietnamese and
 * Indonesian: the same tables as sentences-langs.ts (objects, verbs, negation,
 * back-references, secrecy, "open the URL", ransom signs), one string per language, which
 * sentences-langs.ts joins into its patterns. Words are bounded by its letter class `L`,
 * which holds these languages' letters (Devanagari, Arabic, Turkish and Vietnamese ones).
 *
 * Hindi and Arabic words cannot occur in English text, so their objects and verbs are safe
 * anywhere; the Latin-script languages are read only where sentences-langs.ts's EU_TEXT
 * sees their function words or letters.
 */

import { L } from './sentences-letters.ts';
import {
  ACQUIRE_THIRD,
  BACKREF_THIRD,
  DELIVER_THIRD,
  DESTROY_THIRD,
  FILES_THIRD,
  NEGATION_THIRD,
  RANSOM_THIRD,
  SECRECY_THIRD,
  SENDS_THIRD,
  TEXT_THIRD,
  TO_BEFORE_THIRD,
  VISIT_THIRD,
} from './sentences-langs-third.ts';

/** The letters these languages (and sentences-langs-third.ts's) add to sentences-langs.ts's `L`. */
export { MORE_LETTERS } from './sentences-letters.ts';
/** "File" in Hindi, with or without the nukta (फ़ / फ + ़). */
const HI_FILE = String.raw`(?:\u095e|\u092b\u093c?)ाइल${L}*`;
/** Arabic's "and" / "so" written onto the next word (وأرسل, فاحذف). */
const AR = String.raw`[وف]?`;

/** Passwords, keys, tokens, credentials, card and ID numbers, personal data. */
export const SENSITIVE_MORE = {
  hi: String.raw`पासवर्ड${L}*|टोकन${L}*|(?:एपीआई|API|निजी|गुप्त|प्राइवेट|एसएसएच|SSH)\s*(?:की|कुंजी)${L}*|कुंजी${L}*|क्रेडेंशियल${L}*|(?:क्रेडिट|डेबिट)\s*कार्ड${L}*|कार्ड\s*(?:का\s*)?(?:नंबर|संख्या)${L}*|सीवीवी|ओटीपी|आधार\s*(?:नंबर|संख्या)|पैन\s*(?:नंबर|कार्ड)|बैंक\s*खात${L}*|(?:सीड|रिकवरी)\s*(?:फ़्रेज़|फ्रेज़|फ्रेज|वाक्यांश)|लॉगिन\s*(?:विवरण|जानकारी)|(?:व्यक्तिगत|निजी)\s*(?:जानकारी|डेटा)`,
  ar: String.raw`كلم(?:ة|ات)\s+(?:ال)?(?:مرور|سر)|رم(?:ز|وز)\s+(?:ال)?(?:وصول|دخول|تحقق|أمان|حماية|مميز|سري)|(?:ال)?رمز\s+(?:ال)?(?:مميز|سري)|مفاتيح\s+(?:API|ال)?\S*|مفتاح\s+(?:API|ال)?\S*|المفتاح\s+(?:ال)?(?:خاص|سري)|بيانات\s+(?:ال)?(?:اعتماد|دخول)|بطاق(?:ة|ات)\s+(?:ال)?(?:ائتمان|دفع|مصرفية|بنكية)|رقم\s+(?:ال)?(?:بطاقة|حساب|هوية|جواز|ضمان)|أرقام\s+(?:ال)?(?:بطاقات|حسابات)|(?:عبارة|كلمات)\s+(?:ال)?(?:استرداد|استعادة|استرجاع|بذرة)|متغيرات\s+(?:ال)?بيئة|(?:ال)?بيانات\s+(?:ال)?شخصية|توكن${L}*`,
  tr: String.raw`şifre(?!le(?!r)|li)${L}*|parola(?:n|s|l)${L}*|(?:API|gizli|özel|SSH|erişim)\s+anahtar${L}*|kimlik\s+bilgi${L}*|kredi\s+kart${L}*|kart${L}*\s+(?:tam\s+)?numara${L}*|güvenlik\s+kod${L}*|doğrulama\s+kod${L}*|ortam\s+değişken${L}*|kişisel\s+(?:veri|bilgi)${L}*|kimlik\s+numara${L}*|kurtarma\s+(?:ifade|kelime)${L}*|token(?:ı|i|lar|ler)${L}*`,
  vi: String.raw`mật\s+khẩu|mã\s+(?:thông\s+báo|truy\s+cập|bảo\s+mật|xác\s+(?:minh|thực)|OTP|PIN)|kho[áa]\s+(?:API|bí\s+mật|riêng(?:\s+tư)?|SSH)|thông\s+tin\s+đăng\s+nhập|thẻ\s+(?:tín\s+dụng|ghi\s+nợ|ngân\s+hàng)|số\s+(?:thẻ|tài\s+khoản|CCCD|CMND|hộ\s+chiếu)|biến\s+môi\s+trường|(?:dữ\s+liệu|thông\s+tin)\s+cá\s+nhân|cụm\s+từ\s+(?:khôi\s+phục|hạt\s+giống)`,
  pl: String.raw`hasł${L}*|hasel|token${L}*\s+dostępu|pełny\s+token${L}*|klucz${L}*\s+(?:API|prywatn${L}*|SSH|dostępu)|(?:prywatn${L}*|SSH)\s+klucz${L}*|dane\s+logowania|numer${L}*\s+kart${L}*|kart${L}*\s+(?:kredytow|płatnicz|debetow)${L}*|kod${L}*\s+CVV|dane\s+osobowe|PESEL|zmienn${L}*\s+środowiskow${L}*|fraz${L}*\s+odzyskiwania`,
  nl: String.raw`wachtwoord${L}*|toegangstoken${L}*|(?:API|SSH|privé|geheime)-?\s?sleutel${L}*|inloggegevens|creditcard(?:nummer)?${L}*|kaartnummer${L}*|beveiligingscode${L}*|(?:pin|master|alarm|toegangs|deur|garage)code${L}*|omgevingsvariabelen|persoonsgegevens|herstelzin${L}*|(?:je|jouw|zijn|haar|uw)\s+(?:[\w-]+\s+)?tokens?`,
  id: String.raw`kata\s+sandi(?:nya)?|sandi(?:nya)?|PIN\s+(?:admin|darurat|kunci|master|pintu)|kode\s+(?:master|pintu|alarm|kunci)|kredensial|kunci\s+(?:API|privat|pribadi|rahasia|SSH|akses)|token\s+(?:akses|API|anda|kamu)|kartu\s+(?:kredit|debit)|nomor\s+(?:kartu|rekening|KTP|NIK|paspor)|kode\s+(?:keamanan|OTP|verifikasi|CVV|PIN)|variabel\s+lingkungan|data\s+pribadi|frasa\s+(?:pemulihan|benih)`,
};

/** "All the files" / "every file". */
export const FILES_MORE = [
  String.raw`(?:सभी|सारी|सारे|तमाम)\s+(?:\S+\s+){0,2}?(?:${HI_FILE}|दस्तावेज़${L}*|दस्तावेज${L}*)|(?:हर|प्रत्येक)\s+${HI_FILE}`,
  String.raw`(?:جميع|كل|كافة)\s+(?:ال)?(?:ملفات|مستندات|وثائق)|كل\s+ملف`,
  String.raw`(?<!${L})(?:tüm|bütün)\s+(?:${L}+\s+)?(?:dosya|belge)${L}*|(?<!${L})her\s+(?:bir\s+)?(?:dosya|belge)${L}*|(?<!${L})(?:özgün|orijinal|asıl)\s+(?:proje\s+)?(?:klasör|dosya|dizin)${L}*`,
  String.raw`(?:tất\s+cả|toàn\s+bộ|mọi)\s+(?:các\s+|những\s+)?(?:tệp|tập\s+tin|tài\s+liệu|thư\s+mục|ảnh|hình\s+ảnh)|từng\s+(?:tệp|tập\s+tin)`,
  String.raw`\b(?:semua|seluruh|setiap)\s+(?:${L}+\s+)?(?:file|berkas|dokumen)\b`,
  String.raw`(?<!${L})(?:wszystki${L}*|każd${L}*)\s+(?:${L}+\s+)?plik${L}*|(?<!${L})cał${L}*\s+zawartoś${L}*\s+(?:${L}+\s+){0,2}?(?:katalog${L}*|folder${L}*|dysk${L}*)`,
  String.raw`\b(?:alle|elk|ieder)\s+(?:${L}+\s+)?bestand(?:en)?\b`,
  // (Russian: "все файлы", "всю папку документов", "каждый файл")
  String.raw`(?<!${L})(?:вс[еёюя]|всех|каждый|каждую)\s+(?:${L}+\s+){0,2}?(?:файл|документ|папк|фотографи)${L}*`,
  ...FILES_THIRD,
].join('|');

/** Verbs that take (imperative or the form these languages give orders in). */
export const ACQUIRE_MORE = {
  hi: String.raw`इकट्ठा|एकत्र|जमा\s+कर|निकाल|ढूँढ|ढूंढ|खोज|कॉपी|पढ़|माँग|मांग|पूछ|नोट\s+कर`,
  ar: String.raw`${AR}(?:اجمع|استخرج|ابحث|انسخ|اقرأ|اطلب|احصل|استخلص)`,
  tr: String.raw`topla(?!m[ae])|çıkar(?!m[ae])|bul(?!ut|m[ae]|k|l)|kopyala(?!m[ae])|oku(?!l|m[ae])|iste(?!k|m[ae])|kaydet`,
  vi: String.raw`thu\s+thập|trích\s+xuất|tìm|sao\s+chép|đọc|yêu\s+cầu|lấy|hỏi|ghi\s+lại`,
  id: String.raw`kumpulkan|ambil|cari(?!ng)|temukan|salin(?!e)|baca|minta|ekstrak|catat`,
  pl: String.raw`przejrzyj|zbierz|wyszukaj|znajdź|skopiuj|wypisz|odczytaj|poproś|zanotuj`,
  nl: String.raw`verzamel|zoek|vind|kopieer|lees|vraag|noteer|haal`,
  ...ACQUIRE_THIRD,
};
/** Verbs that send, put or open. */
export const DELIVER_MORE = {
  hi: String.raw`भेज|ईमेल|अपलोड|पोस्ट|चिपका|पेस्ट|साझा|जोड़|खोल|डाल`,
  ar: String.raw`${AR}(?:أرسل|ارسل|إرسال|ابعث|أرفق|ارفق|ارفع|انشر|الصق|ألصق|شارك|أضف|اضف|افتح|أدرج|ادرج)`,
  tr: String.raw`gönder(?!m[ae]|il)|yükle(?!m[ae]|n)|paylaş(?!m[ae]|ıl)|yapıştır(?!m[ae])|ekle(?!nti|m[ae])|ilet(?!m[ae]|i(?!n(?![a-zçğıöşü])))|postala(?!m[ae])`,
  vi: String.raw`gửi|tải\s+lên|đăng(?!\s+(?:nhập|ký))|dán|chia\s+sẻ|thêm|mở|chuyển\s+tiếp`,
  id: String.raw`kirim|unggah|tempel|bagikan|tambahkan|buka(?!n)|teruskan|posting|sertakan|lampirkan`,
  pl: String.raw`wyślij|prześlij|wklej|dołącz|umieść|otwórz|opublikuj|udostępnij`,
  nl: String.raw`stuur|verstuur|verzend|upload|plak|voeg|deel|publiceer|mail`,
  ...DELIVER_THIRD,
};
/** Verbs that encrypt or delete. */
export const DESTROY_MORE = {
  hi: String.raw`एन्क्रिप्ट|हटा|मिटा|डिलीट`,
  ar: String.raw`${AR}(?:شفّر|شفر|تشفير|احذف|حذف|امسح)`,
  tr: String.raw`şifrele(?!m[ae]|n)|sil(?!ah|ik|m[ae]|in[ei]r|inmiş|ent|ic|ly|ver|k)`,
  vi: String.raw`mã\s+h[óo]á|mã\s+hóa|xóa|xoá`,
  id: String.raw`enkripsi|hapus`,
  pl: String.raw`zaszyfruj|usuń|skasuj|wymaż`,
  nl: String.raw`versleutel|verwijder|wis(?![kshe])`,
  ...DESTROY_THIRD,
};

/** Function words (or letters) of the Latin-script ones, for EU_TEXT; Hindi and Arabic by their scripts. */
export const TEXT_MORE = String.raw`[\u0900-\u097f\u0600-\u06ffığşđăơư\u1ea0-\u1ef9ąćęłńśźż]|(?<![\w\u00c0-\u1ef9])(?:için|kullanıcı|değil|şunu|ile|untuk|dengan|pengguna|tidak|dalam|của|người|không|các|được|và|là|có|để|với|từ|chỉ|tới|đến|những|một|này|khi|się|oraz|jeśli|użytkownik\w*|przez|który|która|wszystki\w*|również|należy|żeby|będzie|są|też|już|możesz|wraz|dla|niet|gebruiker|wordt|alsjeblieft)(?![\w\u00c0-\u1ef9])|${TEXT_THIRD}`;

/** Negation right before the verb (Hindi, Arabic), or anywhere before it (the others). */
export const NEGATION_MORE = String.raw`(?:मत|न|नहीं|कभी\s+न(?:हीं)?)\s*$|(?<![\u0600-\u06ff])(?:لا|لن|ممنوع|إياك)(?![\u0600-\u06ff])|(?<!${L})(?:asla|hiçbir\s+zaman|không|đừng|chớ|cấm|jangan|tidak|dilarang|nigdy|nie|nooit|niet|geen)(?!${L})|${NEGATION_THIRD}`;

/** Back-references: it / them / these data. */
export const BACKREF_MORE = String.raw`(?:इसे|इन्हें|उसे|उन्हें|ये\s+सब|यह\s+सब|इन\s+सभी|(?:यह|वह|वही)\s+(?:टोकन|पासवर्ड|कोड|कुंजी))|(?<![\u0600-\u06ff])(?:ال(?:رمز|توكن|مفتاح)|كلمة\s+المرور)(?![\u0600-\u06ff])|(?<!${L})(?:token['’]?(?:ı|i|u|ü)|şifreyi|anahtarı|(?:mã|token|mật\s+khẩu)\s+(?:đó|này)|(?:token|kode|kata\s+sandi|kunci(?:nya)?)\s+(?:tersebut|itu)|kuncinya|tokennya)(?!${L})|(?:أرسل|ارسل|ابعث|ارفع|الصق|شارك)(?:ها|هم|ه)(?![\u0600-\u06ff])|(?:هذه|تلك)\s+(?:ال)?(?:بيانات|معلومات|رموز|مفاتيح|قيم)|كل\s+ذلك|(?<!${L})(?:bunlar${L}*|onlar${L}*|hepsini|tümünü|bu\s+(?:bilgiler|veriler|değerler)${L}*|chúng|(?:những|các)\s+(?:thông\s+tin|dữ\s+liệu|mã|khóa)\s+(?:này|đó|trên)|semuanya|itu\s+semua|(?:data|informasi|catatan|jawaban|ringkasan|pesan)\s+(?:tersebut|itu|ini)|semua\s+jawaban\s+(?:itu|tersebut)|te\s+dane|tę\s+samą\s+treść|wszystko\s+to|ten\s+token|deze\s+gegevens|dit\s+alles|het\s+(?:geplakte\s+)?token)(?!${L})|${BACKREF_THIRD}`;

/** Secrecy: the user not told, or lied to if they ask. */
export const SECRECY_MORE = [
  String.raw`को\s+(?:\S+\s+){0,3}?(?:न|मत|नहीं)\s+(?:बताएँ|बताएं|बताना|बताओ|दिखाएँ|दिखाएं|दिखाना|दिखाओ)|बिना\s+(?:बताए|पूछे)|चुपचाप|गुप्त\s+रूप\s+से|(?:केवल|सिर्फ़?)\s+यह\s+(?:बताएँ|बताएं|कहें)|पुष्टि\s+(?:न|मत)\s+(?:माँगें|मांगें)`,
  String.raw`دون\s+(?:إخبار|علم|إعلام|إبلاغ)|لا\s+(?:تخبر|تذكر|تُخبر|تُعلم|تعلم|تبلغ|تطلب\s+تأكيد)|سرًا|سراً|سرا|بصمت|خفية|إذا\s+(?:سأل|تردد)`,
  String.raw`(?<!${L})(?:kullanıcıya\s+(?:\S+\s+){0,2}?(?:söyleme|bildirme|gösterme|sorma)${L}*|haber\s+vermeden|sessizce|gizlice|fark\s+ettirmeden|sorarsa)`,
  String.raw`(?<!${L})(?:(?:không\s+cần|đừng)\s+(?:nói|báo|thông\s+báo|cho\s+biết|hỏi)|âm\s+thầm|lặng\s+lẽ|nếu\s+(?:người\s+dùng\s+)?hỏi)`,
  String.raw`(?<!${L})(?:zonder\s+(?:\S+\s+){0,2}?(?:te\s+)?(?:vertellen|melden|vragen)|vertel\s+(?:\S+\s+){0,3}?niet|ga\s+niet\s+in\s+op\s+vragen|als\s+(?:de\s+gebruiker\s+)?(?:ernaar\s+)?vraagt|stilletjes|ongemerkt)`,
  String.raw`(?<!${L})(?:nie\s+(?:informuj|mów|pytaj|wspominaj|pokazuj|tłumacz|wyjaśniaj)${L}*|bez\s+(?:informowania|wiedzy|pytania)|po\s+cichu|jeśli\s+(?:użytkownik\s+)?zapyta)`,
  String.raw`(?<!${L})(?:jangan\s+(?:beri\s+tahu|beritahu|memberi\s+tahu|bilang|sebutkan|tanyakan|tanya)|tanpa\s+(?:memberi\s+tahu|sepengetahuan|bertanya)|diam-diam|jika\s+(?:pengguna\s+)?bertanya)`,
  ...SECRECY_THIRD,
];

/** Opening a URL. */
export const VISIT_MORE = String.raw`bezoek|otwórz|otwórzcie|odwiedź|खोलो|खोलना|افتح|فتح|aç(?:ın|ınız)?|ziyaret\s+edin|mở|truy\s+cập|buka|kunjungi|${VISIT_THIRD}`;

/** Sends by themselves (the verb's own text). */
export const SENDS_MORE = String.raw`भेज${L}*|ईमेल${L}*|अपलोड${L}*|पोस्ट${L}*|चिपका${L}*|पेस्ट${L}*|साझा${L}*|[وف]?(?:أرسل|ارسل|إرسال|ابعث|ارفع|انشر|الصق|ألصق|شارك)${L}*|gönder${L}*|yükle${L}*|paylaş${L}*|yapıştır${L}*|ilet${L}*|postala${L}*|gửi|tải\s+lên|đăng|dán|chia\s+sẻ|chuyển\s+tiếp|kirim${L}*|unggah${L}*|tempel${L}*|bagikan|teruskan|posting|wyślij|prześlij|wklej|opublikuj|udostępnij|stuur${L}*|verstuur${L}*|verzend${L}*|plak${L}*|publiceer${L}*|${SENDS_THIRD}`;

/** "To" before a destination (Arabic, Vietnamese, Indonesian), right before it. */
export const TO_BEFORE_MORE = String.raw`(?:(?<![\u0600-\u06ff])(?:إلى|الى|ل)\s*|(?<!${L})(?:đến|tới|vào|tại|ke|kepada)\s+(?:(?:alamat|server|situs|tautan|endpoint|layanan)\s+)?(?:(?:webhook|URL|API)\s+)?)(?:[\x60"'<«]\s*)?$|${TO_BEFORE_THIRD}`;
/** "To / at" after it (Hindi, Turkish case endings). */
// (also the address in brackets after the dative noun, the verb right after it: "not panosuna (https://…) gönder")
export const TO_AFTER_MORE = String.raw`^[\x60'"]?\s*(?:पर|को|में)(?![\u0900-\u097f])|^[\x60'"]?(?:['’]?(?:y?[ae]|ye|ya)|['’]?\s*adresine)(?!${L})|^[\x60'"]?\)\s*(?:gönder|yükle|yolla|ilet|paylaş)`;

/** What makes encryption ransomware: originals deleted, a ransom, the bin emptied, the key sent away. */
export const RANSOM_MORE = [
  String.raw`मूल[^।\n]{0,40}(?:हटा|मिटा|डिलीट)|फिरौती|बिटकॉइन|रीसायकल\s+बिन\s+(?:ख़ाली|खाली)|(?:कुंजी|पासवर्ड)[^।\n]{0,80}(?:ईमेल|भेज)`,
  String.raw`الأصلية[^.\n]{0,30}(?:احذف|حذف|امسح)|(?:احذف|حذف|امسح)[^.\n]{0,30}الأصلية|فدية|بيتكوين|سلة\s+المحذوفات|(?:المفتاح|مفتاح|كلمة\s+المرور)[^.\n]{0,40}(?:أرسل|ارسل|ابعث)`,
  String.raw`(?<!${L})(?:orijinal${L}*[^.\n]{0,30}sil|fidye|geri\s+dönüşüm\s+kutusu|(?:anahtar|şifre)${L}*[^.\n]{0,40}gönder)`,
  String.raw`(?:tệp|file|bản)\s+gốc[^.\n]{0,30}(?:xóa|xoá)|(?:xóa|xoá)[^.\n]{0,30}(?:tệp|file|bản)\s+gốc|tiền\s+chuộc|thùng\s+rác|khóa[^.\n]{0,40}gửi`,
  String.raw`(?<!${L})(?:originele\s+bestanden[^.\n]{0,30}verwijder|losgeld|prullenbak\s+(?:legen|leeg))`,
  String.raw`(?<!${L})(?:oryginał${L}*[^.\n]{0,30}(?:usu|skasu)|(?:usu|skasu|wykasu)${L}*\s+(?:${L}+\s+){0,2}?oryginal${L}*|okup${L}*|opróżnij\s+kosz|odzyska${L}*[^.\n]{0,100}?(?:kontakt${L}*|napisz|[\w.+-]+@))`,
  String.raw`(?<!${L})(?:(?:file|berkas)\s+asli[^.\n]{0,30}hapus|hapus[^.\n]{0,30}(?:file|berkas)\s+asli|tebusan|tempat\s+sampah|kunci[^.\n]{0,40}kirim)`,
  // (Russian: the originals deleted, shadow copies, a ransom, payment for the decryption; not "beyond recovery" alone: a
  // secure delete says it too)
  String.raw`(?<!${L})(?:(?:исходн|оригинал)${L}*\s+(?:${L}+\s+){0,3}?удал${L}*|удал${L}*\s+(?:${L}+\s+){0,2}?(?:исходн|оригинал)${L}*|теневые\s+копии|выкуп${L}*|биткоин${L}*|оплат${L}*[^.\n]{0,60}(?:расшифр|восстановлен)${L}*)`,
  ...RANSOM_THIRD,
];

/** The secret put into the address's query, in words ("parameter `t` berisi kunci API", "في نهاية الرابط", "tham số t chứa"). */
export const SECRET_QUERY_MORE = String.raw`(?:передайте|передай|передати|додайте|додай|добавьте|добавь|передайте)\s+(?:\S+\s+){0,2}?(?:в|у)\s+адрес${L}*|\bgevolgd\s+door\s+(?:het|de|je|jouw)\s+(?:geplakte\s+)?(?:token|sleutel|wachtwoord)|\bparameter\s+[\x60"'“]?\w{1,16}[\x60"'”]?\s+(?:yang\s+)?berisi\b|\b(?:ditambahkan|tambahkan)\s+(?:ke|di\s+akhir)\s+(?:URL|tautan)\b|\btham\s+số\s+[\x60"']?\w{1,16}[\x60"']?\s+chứa\b|\b(?:gắn|thêm)\s+vào\s+(?:cuối\s+)?(?:URL|đường\s+dẫn|liên\s+kết)|parametresin[ei]|(?<!\w)(?:URL|bağlant)[\w'’]{0,12}\s+sonuna|في\s+نهاية\s+الرابط|(?:معامل|بارامتر)\s+[\x60"']?\w{1,16}|लिंक\s+के\s+(?:अंत|आख़िर|आखिर)\s+में|पैरामीटर`;
