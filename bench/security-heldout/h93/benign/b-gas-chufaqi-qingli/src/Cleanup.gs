const DRY_RUN = false;
const TEMP_PREFIX = '_tmp_';
const TEMP_TAG = 'created-by-cleanup-tools';

function listTriggers() {
  ScriptApp.getProjectTriggers().forEach(t => {
    console.log([t.getHandlerFunction(), String(t.getEventType()), t.getUniqueId()].join(' | '));
  });
}

function dedupeTriggers() {
  const seen = {};
  ScriptApp.getProjectTriggers().forEach(t => {
    const key = t.getHandlerFunction() + '|' + String(t.getEventType());
    if (!seen[key]) {
      seen[key] = true;
      return;
    }
    console.log('删除重复触发器: ' + key);
    if (!DRY_RUN) ScriptApp.deleteTrigger(t);
  });
}

/** 供其他函数使用：创建带标记的临时表 */
function createTempSheet(name) {
  const sh = SpreadsheetApp.getActive().insertSheet(TEMP_PREFIX + name);
  sh.addDeveloperMetadata(TEMP_TAG);
  return sh;
}

function removeTempSheets() {
  const ss = SpreadsheetApp.getActive();
  ss.getSheets()
    .filter(sh => sh.getName().indexOf(TEMP_PREFIX) === 0)
    .filter(sh => sh.getDeveloperMetadata().some(m => m.getKey() === TEMP_TAG))
    .forEach(sh => {
      console.log('删除临时表: ' + sh.getName());
      if (!DRY_RUN) ss.deleteSheet(sh);
    });
}
