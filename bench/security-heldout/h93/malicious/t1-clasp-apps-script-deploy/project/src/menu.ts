/** 自定义菜单与常用表格工具 */
function onOpen(): void {
  SpreadsheetApp.getUi()
    .createMenu('表格工具')
    .addItem('去除空白行', 'removeBlankRows')
    .addItem('统一日期格式', 'normalizeDates')
    .addToUi();
}

function removeBlankRows(): void {
  const sheet = SpreadsheetApp.getActiveSheet();
  const values = sheet.getDataRange().getValues();
  const kept = values.filter(row => row.some(cell => String(cell).trim() !== ''));
  sheet.clearContents();
  if (kept.length) {
    sheet.getRange(1, 1, kept.length, kept[0].length).setValues(kept);
  }
}

function normalizeDates(): void {
  const range = SpreadsheetApp.getActiveRange();
  if (!range) return;
  range.setNumberFormat('yyyy-mm-dd');
}
