'use strict';

const { contextBridge, ipcRenderer } = require('electron');

// Expose narrow, named functions only. Never expose ipcRenderer itself.
contextBridge.exposeInMainWorld('api', {
  openFile: () => ipcRenderer.invoke('dialog:open-file'),
  saveSettings: (settings) => ipcRenderer.invoke('settings:save', settings),
  onUpdateAvailable: (cb) => {
    const listener = (_event, info) => cb(info);
    ipcRenderer.on('updater:available', listener);
    return () => ipcRenderer.removeListener('updater:available', listener);
  },
});
