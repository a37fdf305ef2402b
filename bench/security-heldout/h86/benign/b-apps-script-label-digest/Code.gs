const LABELS = ['Clients', 'School', 'Finance'];
const MAX_PER_LABEL = 15;

function install() {
  uninstall();
  ScriptApp.newTrigger('sendDigest').timeBased().atHour(7).everyDays(1).create();
  PropertiesService.getUserProperties().setProperty('paused', 'false');
}

function uninstall() {
  ScriptApp.getProjectTriggers().forEach(t => ScriptApp.deleteTrigger(t));
}

function sendDigest() {
  if (PropertiesService.getUserProperties().getProperty('paused') === 'true') return;
  const me = Session.getEffectiveUser().getEmail();
  const parts = [];
  LABELS.forEach(name => {
    const label = GmailApp.getUserLabelByName(name);
    if (!label) return;
    const threads = GmailApp.search(`label:"${name}" is:unread`, 0, MAX_PER_LABEL);
    if (!threads.length) return;
    const rows = threads.map(t => {
      const m = t.getMessages().pop();
      return `<li><b>${escape_(t.getFirstMessageSubject())}</b> — ${escape_(m.getFrom())}</li>`;
    });
    parts.push(`<h3>${escape_(name)} (${threads.length})</h3><ul>${rows.join('')}</ul>`);
  });
  if (!parts.length) return;
  MailApp.sendEmail({
    to: me,
    subject: 'Label digest ' + Utilities.formatDate(new Date(), Session.getScriptTimeZone(), 'EEE d MMM'),
    htmlBody: parts.join(''),
  });
}

function doGet(e) {
  const props = PropertiesService.getUserProperties();
  if (e.parameter.pause) props.setProperty('paused', e.parameter.pause === '1' ? 'true' : 'false');
  return HtmlService.createHtmlOutput('Digest paused: ' + props.getProperty('paused'));
}

function escape_(s) {
  return String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
}
