/**
 * Typo-squats (issue 28, technique 1): a package name one keystroke away from one of the most
 * used PyPI and npm packages — one letter swapped with its neighbour (`reqeusts`), replaced
 * (`requesys`), dropped (`reqests`) or doubled / added inside the name (`requessts`) — or a
 * compound name whose brand part is such a look-alike (`eslint-plugin-raect-hooks`). A name that
 * is itself a popular package is never one; nor is a name that only adds or drops letters at
 * its end (`boto` / `boto3`, `request` / `requests`: real, separate packages), nor a short name
 * (under five letters: too many real neighbours). Pure data and string work: imports nothing.
 */

const PYPI = `requests urllib3 boto3 botocore setuptools certifi charset-normalizer idna typing-extensions
python-dateutil packaging s3transfer six numpy pyyaml pandas cryptography cffi pycparser attrs jmespath
pydantic pydantic-core platformdirs importlib-metadata zipp jinja2 markupsafe click protobuf wheel filelock
virtualenv pluggy pytest tomli colorama rsa pyasn1 cachetools google-auth grpcio aiohttp multidict yarl
frozenlist aiosignal async-timeout sqlalchemy greenlet werkzeug flask itsdangerous psutil pyjwt oauthlib
requests-oauthlib decorator tqdm scipy matplotlib pillow pygments docutils beautifulsoup4 soupsieve lxml
openpyxl pyparsing fastapi starlette uvicorn httpx httpcore anyio sniffio h11 websockets redis pymysql
psycopg2 psycopg2-binary django djangorestframework celery kombu tornado gunicorn scikit-learn joblib
threadpoolctl tensorflow torch torchvision transformers tokenizers huggingface-hub safetensors openai
anthropic langchain langchain-core tiktoken regex pytz tzdata python-dotenv selenium paramiko bcrypt
pynacl pyopenssl docker kubernetes azure-core msal google-cloud-storage google-api-core googleapis-common-protos
marshmallow toml tomlkit jsonschema rich typer mypy black flake8 pylint isort coverage pytest-cov tox
networkx sympy nltk spacy opencv-python seaborn plotly bokeh dash streamlit gradio keras xgboost lightgbm
catboost statsmodels numba llvmlite polars pyarrow fsspec s3fs gcsfs dask ujson orjson simplejson
markdown markdown-it-py mdurl pyzmq ipython jupyter notebook ipykernel nbformat traitlets tabulate
termcolor colorlog loguru structlog sentry-sdk pexpect ptyprocess wrapt deprecated more-itertools
cython pybind11 setuptools-scm pip-tools poetry pipenv twine build hatchling flit pdm uv ruff pre-commit
boto pyasn1-modules httplib2 uritemplate google-auth-httplib2 google-api-python-client gspread xlrd xlsxwriter
python-docx pypdf pypdf2 reportlab fpdf pdfminer-six pdfplumber pymupdf pytesseract imageio scikit-image
moviepy pydub sounddevice librosa playwright pyautogui pynput keyring secretstorage discord-py
python-telegram-bot slack-sdk tweepy praw stripe twilio sendgrid mysqlclient pymongo motor elasticsearch
neo4j cassandra-driver sqlmodel alembic peewee tortoise-orm aioredis aiofiles watchdog schedule apscheduler
arrow pendulum humanize faker hypothesis responses vcrpy freezegun mock nose pyinstaller colorama
scapy netaddr dnspython shapely geopandas pyproj folium pyaml simpy unicorn`;

const NPM = `react react-dom vue angular svelte next nuxt express koa fastify hapi lodash underscore axios
node-fetch cross-fetch got superagent request chalk commander yargs minimist debug dotenv uuid moment dayjs
date-fns luxon classnames prop-types redux react-redux zustand mobx rxjs typescript ts-node tsx esbuild
webpack webpack-cli rollup vite parcel babel-loader @babel/core @babel/preset-env eslint prettier jest
mocha chai sinon vitest cypress playwright puppeteer jquery bootstrap tailwindcss postcss autoprefixer sass
less styled-components emotion body-parser cors helmet morgan cookie-parser express-session passport
jsonwebtoken bcrypt bcryptjs mongoose sequelize typeorm prisma knex pg mysql mysql2 sqlite3 redis ioredis
socket.io ws graphql apollo-server glob rimraf mkdirp fs-extra chokidar nodemon concurrently cross-env
inquirer ora semver yaml js-yaml marked markdown-it highlight.js cheerio jsdom xml2js sharp jimp multer
formidable nanoid shortid validator joi yup zod ajv immer immutable ramda bluebird async core-js
regenerator-runtime tslib @types/node @types/react eslint-plugin-react eslint-plugin-react-hooks
eslint-plugin-import eslint-config-prettier eslint-plugin-prettier husky lint-staged electron
react-router react-router-dom vue-router vuex pinia preact lit three d3 chart.js leaflet
socket.io-client firebase aws-sdk stripe twilio nodemailer puppeteer-core openai langchain
@anthropic-ai/sdk @modelcontextprotocol/sdk discord.js telegraf node-cron winston pino bunyan
colors cli-color kleur picocolors execa shelljs cross-spawn node-gyp serialport jsdoc
@biomejs/biome markdownlint-cli markdownlint-cli2 stylelint cspell oxlint dprint pyright`;

const norm = (name: string): string => name.toLowerCase().replace(/[._]/g, '-');

const POPULAR: ReadonlySet<string> = new Set([...PYPI.split(/\s+/), ...NPM.split(/\s+/)].filter(Boolean).map(norm));
/** Brand words of compound names (`react` in `eslint-plugin-react-hooks`), five letters or more. */
const BRANDS: ReadonlySet<string> = new Set(
  [...POPULAR].flatMap((n) => n.replace(/^@[^/]+\//, '').split('-')).filter((w) => w.length >= 5 && /^[a-z]+$/.test(w)),
);
const byLength = new Map<number, string[]>();
for (const n of POPULAR) byLength.set(n.length, [...(byLength.get(n.length) ?? []), n]);
const brandsByLength = new Map<number, string[]>();
for (const b of BRANDS) brandsByLength.set(b.length, [...(brandsByLength.get(b.length) ?? []), b]);

/** Whether `a` and `b` differ by one swap of neighbours, one replaced letter, or one letter added inside `b`. */
function oneEdit(a: string, b: string, swapOnly = false): boolean {
  if (a === b) return false;
  if (swapOnly && a.length !== b.length) return false;
  if (a.length === b.length) {
    let i = 0;
    while (a[i] === b[i]) i++;
    // one letter replaced, not the first or the last (`jsdoc` / `jsdom`, `faker` / `baker` are other packages)
    if (a.slice(i + 1) === b.slice(i + 1)) return !swapOnly && i > 0 && i < a.length - 1 && /[a-z]/.test(a[i]) && /[a-z]/.test(b[i]);
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  if (l.length - s.length !== 1) return false;
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  // an added or dropped first or last letter is another package (`boto3`, `request`, `preact`), not a typo
  if (i === 0 || i >= s.length) return false;
  return s.slice(i) === l.slice(i + 1);
}

/** What {@link oneEdit} needs of the first letters: the same first letter, or (same length) the first two swapped. */
const mayBeOneEdit = (a: string, b: string): boolean => a.charCodeAt(0) === b.charCodeAt(0) || (a.length === b.length && a.charCodeAt(1) === b.charCodeAt(0));

/** Whether `name` is itself one of the popular packages (a published, widely used tool). */
export function isPopularPackage(name: string): boolean {
  return POPULAR.has(norm(name.trim()));
}

/** The popular package `name` looks like by one keystroke, if any (`reqeusts` → `requests`). */
export function typoSquatOf(name: string): string | undefined {
  // (the same string literals come back in file after file: each name is compared once)
  let v = squatMemo.get(name);
  if (v === undefined) {
    if (squatMemo.size >= 50_000) squatMemo.clear();
    squatMemo.set(name, (v = typoSquatOfNow(name) ?? null));
  }
  return v ?? undefined;
}
const squatMemo = new Map<string, string | null>();

function typoSquatOfNow(name: string): string | undefined {
  const n = norm(name.trim());
  if (n.length < 5 || POPULAR.has(n) || !/^(?:@[a-z0-9-]+\/)?[a-z0-9][a-z0-9-]*$/.test(n)) return undefined;
  for (const len of [n.length - 1, n.length, n.length + 1]) {
    for (const p of byLength.get(len) ?? []) if (mayBeOneEdit(n, p) && oneEdit(n, p)) return p;
  }
  // a compound name with a look-alike brand part (`eslint-plugin-raect-hooks`)
  const parts = n.replace(/^@[^/]+\//, '').split('-');
  if (parts.length < 2) return undefined;
  for (let k = 0; k < parts.length; k++) {
    const w = parts[k];
    if (w.length < 5 || BRANDS.has(w)) continue;
    for (const b of brandsByLength.get(w.length) ?? []) {
      if (mayBeOneEdit(w, b) && oneEdit(w, b, true)) {
        const fixed = [...parts.slice(0, k), b, ...parts.slice(k + 1)].join('-');
        return POPULAR.has(fixed) ? fixed : b;
      }
    }
  }
  return undefined;
}

/** npm scopes whose packages everyone installs from the public registry (and the scopes of the popular packages above). */
const PUBLIC_SCOPES = new Set([
  ...'actions algolia amplitude angular anthropic-ai apollo astrojs auth0 bugsnag contentful docusaurus growthbook honeycombio launchdarkly mdx-js medusajs newrelic ngrx npmcli nuxt parcel pnpm rspack rudderstack sanity segment snowplow strapi tiptap turbo yarnpkg aws-cdk aws-sdk azure babel biomejs capacitor changesets clerk cloudflare commitlint datadog discordjs electron elastic emotion esbuild eslint expo faker-js fastify firebase fontsource fortawesome google google-cloud googleapis grafana graphql-tools hapi headlessui heroicons ionic jest mapbox microsoft modelcontextprotocol mui nestjs netlify next nrwl nx octokit openai opentelemetry playwright prisma radix-ui react-native react-native-community react-navigation reduxjs remix-run rollup semantic-release sentry shopify slack smithy storybook stripe supabase sveltejs swc tailwindcss tanstack tauri-apps testing-library trpc types typescript-eslint upstash vercel vitejs vitest vue vueuse'.split(
    ' ',
  ),
  ...[...POPULAR].flatMap((n) => (/^@([a-z0-9.-]+)\//.exec(n) ? [/^@([a-z0-9.-]+)\//.exec(n)![1]] : [])),
]);

/** Whether the npm scope `scope` (without `@`) is one whose packages come from the public registry (`react-native`, `types`, `babel`). */
export function isPublicScope(scope: string): boolean {
  return PUBLIC_SCOPES.has(scope.toLowerCase());
}
