// Disposable test profile: quiet startup, security features ON.

// quiet startup
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.enabled", false);
user_pref("app.update.auto", false);
user_pref("browser.tabs.warnOnClose", false);

// deterministic rendering
user_pref("layout.css.devPixelsPerPx", "1.0");
user_pref("ui.prefersReducedMotion", 1);

// security stays on
user_pref("dom.security.https_only_mode", true);
user_pref("security.tls.version.min", 3);
user_pref("security.ssl.require_safe_negotiation", true);
user_pref("browser.safebrowsing.malware.enabled", true);
user_pref("browser.safebrowsing.phishing.enabled", true);
user_pref("security.mixed_content.block_active_content", true);
user_pref("xpinstall.signatures.required", true);
