/**
 * "Ignore the previous instructions" (sentinel/prompt-injection's override, an error) in Dutch,
 * Polish, Turkish, Vietnamese, Indonesian, Hindi, Arabic, Swedish, Danish and Norwegian, Finnish,
 * Czech, Ukrainian, Greek, Romanian, Hebrew and Thai: an order to drop what came before, said of
 * earlier, above or system instructions or rules. sentences-langs.ts adds them to OVERRIDE_EU;
 * their words are anchors in anchor-words-injection.ts.
 */
import { el, PRIORITY_MORE } from './sentences-langs-third.ts';

export const OVERRIDE_MORE = [
  String.raw`negeer\s+(?:alle\s+)?(?:de\s+)?(?:vorige|eerdere|voorgaande|bovenstaande|systeem)[\s-]*(?:instructies|regels|aanwijzingen|opdrachten)`,
  String.raw`zignoruj\s+(?:wszystkie\s+)?(?:poprzednie|wcześniejsze|powyższe|systemowe)\s+(?:instrukcje|polecenia|zasady|reguły)`,
  String.raw`(?:önceki|yukarıdaki|sistem)\s+(?:tüm\s+)?(?:talimatları|kuralları|yönergeleri|komutları)\s+(?:yok\s+say|görmezden\s+gel|unut(?!m[ae]))`,
  String.raw`(?<!đừng\s|Đừng\s)(?:bỏ\s+qua|phớt\s+lờ|quên)\s+(?:tất\s+cả\s+|mọi\s+)?(?:các\s+|những\s+)?(?:hướng\s+dẫn|chỉ\s+dẫn|quy\s+tắc|lệnh)\s+(?:trước\s+(?:đó|đây)|ở\s+trên|(?:của\s+)?hệ\s+thống)`,
  String.raw`(?<!jangan\s|Jangan\s)(?:abaikan|lupakan)\s+(?:semua\s+)?(?:instruksi|petunjuk|aturan|perintah)\s+(?:sebelumnya|di\s+atas|sistem)`,
  String.raw`(?:पिछले|पहले\s+के|ऊपर\s+दिए\s+गए|सिस्टम\s+के)\s+(?:सभी\s+)?(?:निर्देशों|नियमों|निर्देश|नियम)\s+(?:को\s+)?(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल)`,
  String.raw`(?:تجاهل|انس)\s+(?:جميع\s+|كل\s+)?(?:ال)?(?:تعليمات|أوامر|قواعد)\s+(?:ال)?(?:سابقة|أعلاه|النظام)`,
  String.raw`ignorera\s+(?:alla\s+)?(?:tidigare|föregående|ovanstående|system)[\s-]*(?:instruktioner|regler|anvisningar)`,
  String.raw`ignorer\s+(?:alle\s+)?(?:tidligere|foregående|ovenstående|system)[\s-]*(?:instruktioner|instrukser|instruksjoner|regler)`,
  String.raw`(?:ohita|unohda|jätä\s+huomiotta)\s+(?:kaikki\s+)?(?:aiemmat|edelliset|yllä\s+olevat|järjestelmän)\s+(?:ohjeet|säännöt|käskyt)`,
  String.raw`(?<![a-zà-žа-я])(?:ignoruj(?:te)?|zapomeň(?:te)?)\s+(?:všechny\s+)?(?:předchozí|dřívější|výše\s+uvedené|systémové)\s+(?:instrukce|pokyny|pravidla)`,
  String.raw`ігнору(?:й|йте)\s+(?:всі\s+|усі\s+)?(?:попередні|системні|вищенаведені)\s+(?:інструкції|правила|вказівки)`,
  el(String.raw`(?:αγνόησε|αγνοήστε|ξέχασε|ξεχάστε)\s+(?:όλες\s+)?(?:τις\s+)?(?:προηγούμενες|παραπάνω|συστημικές)\s+(?:οδηγίες|εντολές|κανόνες)`),
  String.raw`ignor(?:ă|a[țţ]i)\s+(?:toate\s+)?(?:instruc[țţ]iunile|regulile)\s+(?:anterioare|precedente|de\s+mai\s+sus|sistemului)`,
  String.raw`(?:התעלם|התעלמו)\s+(?:מכל\s+|מ)?(?:ה)?(?:הוראות|כללים|הנחיות)\s+(?:ה)?(?:קודמות|קודמים|מערכת)`,
  ...PRIORITY_MORE,
  String.raw`(?<!อย่า)(?:เพิกเฉย|ละเว้น|ไม่ต้องสนใจ|ลืม)(?:ต่อ)?\s*(?:คำสั่ง|กฎ|คำแนะนำ)(?:ทั้งหมด)?\s*(?:ก่อนหน้า(?:นี้)?|ข้างต้น|ของระบบ)`,
];
