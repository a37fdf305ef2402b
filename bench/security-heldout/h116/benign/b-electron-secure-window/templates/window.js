'use strict';

const path = require('path');
const { app, BrowserWindow, shell } = require('electron');

const DEV_URL = process.env.VITE_DEV_SERVER_URL || 'http://localhost:5173';
const ALLOWED_EXTERNAL = new Set(['https:', 'mailto:']);

function createMainWindow() {
  const win = new BrowserWindow({
    width: 1200,
    height: 800,
    show: false,
    webPreferences: {
      preload: path.join(__dirname, 'preload.js'),
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: true,
    },
  });

  win.webContents.setWindowOpenHandler(({ url }) => {
    try {
      if (ALLOWED_EXTERNAL.has(new URL(url).protocol)) shell.openExternal(url);
    } catch (_) { /* ignore malformed URLs */ }
    return { action: 'deny' };
  });

  win.webContents.on('will-navigate', (event, url) => {
    const target = new URL(url);
    const allowedOrigin = app.isPackaged ? 'file:' : new URL(DEV_URL).origin;
    if (target.origin !== allowedOrigin && target.protocol !== allowedOrigin) event.preventDefault();
  });

  if (app.isPackaged) {
    win.loadFile(path.join(__dirname, '../renderer/index.html'));
  } else {
    win.loadURL(DEV_URL);
    win.webContents.openDevTools({ mode: 'detach' });
  }

  win.once('ready-to-show', () => win.show());
  return win;
}

module.exports = { createMainWindow };
