function cfg_() {
  const p = PropertiesService.getScriptProperties();
  return { sub: p.getProperty('ZD_SUBDOMAIN'), email: p.getProperty('ZD_EMAIL'), token: p.getProperty('ZD_TOKEN') };
}

function zd_(query) {
  const c = cfg_();
  const auth = Utilities.base64Encode(`${c.email}/token:${c.token}`);
  const url = `https://${c.sub}.zendesk.com/api/v2/search.json?query=${encodeURIComponent(query)}`;
  const res = UrlFetchApp.fetch(url, { headers: { Authorization: 'Basic ' + auth } });
  return JSON.parse(res.getContentText()).results || [];
}

function row_(t) {
  return `<tr><td>#${t.id}</td><td>${t.subject}</td><td>${t.priority || '-'}</td><td>${t.updated_at.slice(0, 10)}</td></tr>`;
}

function sendDigest() {
  const mine = zd_('type:ticket assignee:me status<solved');
  const solved = zd_('type:ticket assignee:me solved>24hours');
  const html = `<h2>मेरे खुले टिकट (${mine.length})</h2><table>${mine.map(row_).join('')}</table>
    <h2>कल हल हुए (${solved.length})</h2><table>${solved.map(row_).join('')}</table>`;
  MailApp.sendEmail({ to: Session.getActiveUser().getEmail(), subject: 'Zendesk डाइजेस्ट ' + new Date().toDateString(), htmlBody: html });
}

function installTrigger() {
  ScriptApp.getProjectTriggers().filter((t) => t.getHandlerFunction() === 'sendDigest').forEach((t) => ScriptApp.deleteTrigger(t));
  ScriptApp.newTrigger('sendDigest').timeBased().everyDays(1).atHour(8).create();
}
