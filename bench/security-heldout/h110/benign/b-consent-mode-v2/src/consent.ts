declare global {
  interface Window { dataLayer: unknown[]; gtag: (...args: unknown[]) => void }
}

const MEASUREMENT_ID = "G-XXXXXXXXXX"; // placeholder — replace with your GA4 ID
const EEA_UK = ["AT","BE","BG","HR","CY","CZ","DK","EE","FI","FR","DE","GR","HU","IS","IE","IT","LV","LI","LT","LU",
  "MT","NL","NO","PL","PT","RO","SK","SI","ES","SE","GB","CH"];

export function initConsentDefaults(): void {
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() { window.dataLayer.push(arguments); };
  window.gtag("consent", "default", {
    ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied",
    analytics_storage: "denied", region: EEA_UK, wait_for_update: 500,
  });
  window.gtag("consent", "default", {
    ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted",
  });
  window.gtag("set", "ads_data_redaction", true);
}

export type CmpChoice = { statistics: boolean; marketing: boolean };

export function onCmpChoice(c: CmpChoice): void {
  window.gtag("consent", "update", {
    analytics_storage: c.statistics ? "granted" : "denied",
    ad_storage: c.marketing ? "granted" : "denied",
    ad_user_data: c.marketing ? "granted" : "denied",
    ad_personalization: c.marketing ? "granted" : "denied",
  });
}

export function loadGoogleTag(): void {
  const s = document.createElement("script");
  s.async = true;
  s.src = `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`;
  document.head.appendChild(s);
  window.gtag("js", new Date());
  window.gtag("config", MEASUREMENT_ID);
}
