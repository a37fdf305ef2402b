const { contextBridge, ipcRenderer } = require('electron');

contextBridge.exposeInMainWorld('api', {
  readSettings: () => ipcRenderer.invoke('settings:read'),
  writeSettings: (s) => ipcRenderer.invoke('settings:write', s),
});
