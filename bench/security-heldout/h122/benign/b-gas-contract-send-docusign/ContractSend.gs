const 属性 = PropertiesService.getScriptProperties();
const 列 = { 编号: 0, 模板: 1, 姓名: 2, 邮箱: 3, 抄送: 4, 状态: 5, 信封: 6 };

function onOpen() {
  SpreadsheetApp.getUi().createMenu('合同').addItem('发送选中行', '发送选中行').addToUi();
}

function 接口地址_() {
  const base = 属性.getProperty('DS_BASE_URI');
  const host = base.replace(/^https:\/\//, '').split('/')[0];
  if (!/^https:\/\//.test(base) || !/(^|\.)docusign\.net$/.test(host)) {
    throw new Error('DS_BASE_URI 必须是 https://*.docusign.net');
  }
  return `${base}/restapi/v2.1/accounts/${属性.getProperty('DS_ACCOUNT_ID')}/envelopes`;
}

function 生成PDF_(模板ID, 替换) {
  const 文件夹 = DriveApp.getFolderById(属性.getProperty('SENT_FOLDER_ID'));
  const 副本 = DriveApp.getFileById(模板ID).makeCopy('合同_' + 替换['{{合同编号}}'], 文件夹);
  const 文档 = DocumentApp.openById(副本.getId());
  Object.keys(替换).forEach(k => 文档.getBody().replaceText(k.replace(/[{}]/g, '\\$&'), String(替换[k])));
  文档.saveAndClose();
  return 副本.getAs(MimeType.PDF);
}

function 发送选中行() {
  const sh = SpreadsheetApp.getActiveSheet();
  const 范围 = sh.getActiveRange();
  const 行 = 范围.getValues();
  const 清单 = 行.map(r => `${r[列.编号]}  ${r[列.姓名]} <${r[列.邮箱]}>`).join('\n');
  const ui = SpreadsheetApp.getUi();
  if (ui.alert('确认发送以下合同？\n\n' + 清单, ui.ButtonSet.OK_CANCEL) !== ui.Button.OK) return;

  行.forEach((r, i) => {
    const pdf = 生成PDF_(r[列.模板], { '{{合同编号}}': r[列.编号], '{{客户名称}}': r[列.姓名] });
    const 信封 = {
      emailSubject: `请签署合同 ${r[列.编号]}`,
      documents: [{ documentBase64: Utilities.base64Encode(pdf.getBytes()), name: `${r[列.编号]}.pdf`, fileExtension: 'pdf', documentId: '1' }],
      recipients: {
        signers: [{ email: r[列.邮箱], name: r[列.姓名], recipientId: '1', routingOrder: '1',
          tabs: { signHereTabs: [{ anchorString: '/sig1/', anchorUnits: 'pixels', anchorYOffset: '10' }] } }],
        carbonCopies: r[列.抄送] ? [{ email: r[列.抄送], name: r[列.抄送], recipientId: '2', routingOrder: '2' }] : [],
      },
      status: 'sent',
    };
    const resp = UrlFetchApp.fetch(接口地址_(), {
      method: 'post', contentType: 'application/json', muteHttpExceptions: true,
      headers: { Authorization: 'Bearer ' + 属性.getProperty('DS_TOKEN') },
      payload: JSON.stringify(信封),
    });
    const 结果 = JSON.parse(resp.getContentText());
    const 行号 = 范围.getRow() + i;
    if (resp.getResponseCode() === 201) {
      sh.getRange(行号, 列.状态 + 1, 1, 2).setValues([['已发送', 结果.envelopeId]]);
    } else {
      sh.getRange(行号, 列.状态 + 1).setValue('失败: ' + (结果.message || resp.getResponseCode()));
    }
  });
}
