module.exports = {
  locales: ["fr", "en", "de"],
  input: ["src/**/*.{ts,tsx}"],
  output: "locales/$LOCALE/$NAMESPACE.json",
  defaultNamespace: "common",
  namespaceSeparator: ":",
  keySeparator: ".",
  keepRemoved: false,
  createOldCatalogs: false,
  sort: true,
  defaultValue: "",
  lexers: { ts: ["JsxLexer"], tsx: ["JsxLexer"] },
};
