/** Sentinel's view (view.ts): which files it skips, and which it reads as tests, examples or Markdown, by their path. */

/** Licences (by name alone or with a text extension: `license.php` is code) and lock files. */
export const SKIP_FILE =
  /(?:^|\/)(?:(?:LICEN[CS]E|COPYING|NOTICE)(?:[-_.](?:mit|apache|bsd|gpl|lgpl|mpl|isc|third[-_]?party)[\w.-]*)?(?:\.(?:md|markdown|txt|rst))?|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|[\w.-]+\.lock|go\.sum)$/i;
export const MARKDOWN_EXT = /\.(?:md|markdown|mdx|mdc)$/i;
/**
 * Tests, fixtures and examples by their path: what they hold is a case, not a step (`tests/`, `fixtures/`, `x_test.go`, `a.spec.ts`, `bad-example.yml`).
 * Not a package named `example` (`src/main/kotlin/com/example/…`, the JVM templates' default): that is the program.
 */
export const TEST_PATH =
  /(?:^|\/)(?:tests?|__tests__|spec|fixtures?|testdata|testes|pruebas|essais|testdaten|amostras|muestras)\/|(?:^|(?<!(?:^|\/)(?:com|net|org|io|dev|me|app|co))\/)examples?\/|(?:^|\/)(?:test_[^/]*|[^/]*_test\.\w+|[^/]*\.(?:test|spec)\.\w+|(?:bad|insecure|vulnerable|unsafe|wrong)[-_](?:example|sample)s?(?:[-_][\w-]+)?\.\w+)$/i;
/**
 * A container image's build file (`Dockerfile`, `Containerfile`, `Dockerfile.dev`, `api.dockerfile`): what it changes, it
 * changes inside the image. Not a script that only borrows the name (`Dockerfile.sh`, `Dockerfile.py`).
 */
export const CONTAINER_FILE =
  /(?:^|\/)(?:Dockerfile|Containerfile)(?:[.-](?!(?:[\w.-]*\.)?(?:sh|bash|zsh|py|ps1|psm1|js|mjs|ts|rb|pl|php|bat|cmd)$)[\w.-]+)?$|\.dockerfile$/i;
export const EXAMPLE_FILE = /(?:^|\/)(?:[^/]*\.(?:example|sample|template|tmpl|dist)(?:\.\w+)?|\.env\.(?:example|sample|template))$/i;
