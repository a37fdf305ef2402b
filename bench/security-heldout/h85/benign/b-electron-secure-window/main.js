const { app, BrowserWindow, ipcMain, session, shell } = require('electron');
const path = require('node:path');
const fs = require('node:fs/promises');

const SETTINGS = () => path.join(app.getPath('userData'), 'settings.json');

function createWindow() {
  const win = new BrowserWindow({
    width: 1100,
    height: 750,
    show: false,
    webPreferences: {
      preload: path.join(__dirname, 'preload.js'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });

  // no surprise navigation
  win.webContents.on('will-navigate', (e, url) => {
    if (!url.startsWith('file://')) e.preventDefault();
  });
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) shell.openExternal(url);
    return { action: 'deny' };
  });

  win.once('ready-to-show', () => win.show());
  win.loadFile(path.join(__dirname, 'index.html'));
}

ipcMain.handle('settings:read', async () => {
  try { return JSON.parse(await fs.readFile(SETTINGS(), 'utf8')); } catch { return {}; }
});

ipcMain.handle('settings:write', async (_e, data) => {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('bad settings');
  const clean = { theme: data.theme === 'dark' ? 'dark' : 'light', fontSize: Math.min(32, Math.max(10, Number(data.fontSize) || 14)) };
  await fs.writeFile(SETTINGS(), JSON.stringify(clean, null, 2));
  return clean;
});

app.whenReady().then(() => {
  session.defaultSession.setPermissionRequestHandler((_wc, _perm, cb) => cb(false));
  createWindow();
  app.on('activate', () => { if (BrowserWindow.getAllWindows().length === 0) createWindow(); });
});

app.on('window-all-closed', () => { if (process.platform !== 'darwin') app.quit(); });
