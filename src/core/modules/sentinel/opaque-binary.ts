/**
 * sentinel/opaque-binary — files of the skill that no reviewer (and no scanner) can read:
 * native executables and libraries (`.exe`, `.dll`, `.so`, `.dylib`, `.msi`, `.scr` …),
 * compiled bytecode (`.pyc`, `.class`, `.jar`, `.wasm`), and binary files of no known
 * media/document/font type (`assets/payload.bin`). Archives (`.zip`, `.7z`, `.tar.gz` …)
 * are reported at info: their contents are not scanned.
 *
 * Why: a skill is text the agent follows; a binary it ships is code that runs without
 * ever being read — the way droppers hide a payload from text scanners. Warning: a
 * capability to review. Not a finding: images, audio, video, fonts, PDFs and office
 * documents, which skills legitimately ship as assets and templates.
 */
import type { Rule } from '../../rules/types.ts';

const EXECUTABLE = /\.(?:exe|dll|so(?:\.\d+)*|dylib|msi|scr|com|sys|drv|ocx|cpl|bin|elf|out|app|pyc|pyo|class|jar|war|wasm|node|apk|ipa|deb|rpm)$/i;
const ARCHIVE = /\.(?:zip|7z|rar|tar|tgz|gz|bz2|xz|zst|tbz2?|txz|cab|iso|img|dmg|pkg)$/i;
/** Binary assets that skills ship on purpose, and that do not execute. */
const MEDIA =
  /\.(?:png|jpe?g|gif|webp|bmp|ico|icns|tiff?|avif|heic|psd|ai|sketch|fig|mp3|wav|ogg|oga|flac|m4a|aac|opus|mid|midi|mp4|m4v|mov|webm|mkv|avi|pdf|docx?|xlsx?|pptx?|od[tsp]|rtf|epub|ttf|otf|woff2?|eot|sqlite3?|db|parquet|npy|npz|pkl|pt|onnx|safetensors|gguf|h5|glb|gltf|fbx|blend|stl|obj)$/i;

/** Extensions of text files: read as text when UTF-8, so not-UTF-8 there means another encoding. */
const TEXT_FILE =
  /(?:^|\/)(?:[^/]*\.(?:md|markdown|txt|rst|ya?ml|json|toml|ini|cfg|csv|tsv|html?|xml|py|js|mjs|cjs|ts|sh|bash|zsh|ps1|rb|pl|go|rs|java|c|h|cpp|css)|SKILL|skill|README|LICENSE)$/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/opaque-binary',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'malicious-command',
    description: {
      en: 'Executables, bytecode or unknown binary files shipped in the skill: code that runs without being read.',
      zh: '技能中附带可执行文件、字节码或未知二进制文件：无法审阅就会运行的代码。',
    },
    fixable: false,
    messages: {
      executable: {
        en: '`{file}` is an executable or compiled file ({size} bytes) that nobody can review as text; ship its source instead, or tell the user what it is and where it comes from{note}.',
        zh: '`{file}` 是可执行或已编译文件（{size} 字节），无法以文本审阅；请改为附带源码，或向用户说明其用途与来源{note}。',
      },
      unknown: {
        en: '`{file}` is a binary file of no known media or document type ({size} bytes): its content cannot be reviewed{note}.',
        zh: '`{file}` 是未知类型的二进制文件（{size} 字节），内容无法审阅{note}。',
      },
      archive: {
        en: '`{file}` is an archive ({size} bytes): its contents are not scanned; extract what the skill needs as files{note}.',
        zh: '`{file}` 是压缩包（{size} 字节），其内容未被扫描；请把技能需要的文件解压后直接附带{note}。',
      },
    },
  },
  check(ctx) {
    for (const f of ctx.doc.files) {
      if (f.unreadable !== 'binary' && f.unreadable !== 'not-utf8') continue;
      // A text file in another encoding (Latin-1, GBK) is text, not a binary: skillops/unreadable-file
      // names it; "malicious-command" on it would be a false alarm (issue 33 item 9).
      if (f.unreadable === 'not-utf8' && TEXT_FILE.test(f.path)) continue;
      if (MEDIA.test(f.path)) continue;
      const messageId = ARCHIVE.test(f.path) ? 'archive' : EXECUTABLE.test(f.path) ? 'executable' : 'unknown';
      ctx.report({
        messageId,
        data: { file: f.path, size: f.size, note: '' },
        file: f.path,
        range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
        severity: messageId === 'archive' ? 'info' : 'warning',
        category: 'malicious-command',
        facts: { category: 'malicious-command', counted: messageId !== 'archive', context: 'binary' },
      });
    }
  },
};
