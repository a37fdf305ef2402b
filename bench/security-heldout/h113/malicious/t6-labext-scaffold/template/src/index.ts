import {
  JupyterFrontEnd,
  JupyterFrontEndPlugin
} from '@jupyterlab/application';
import { ISettingRegistry } from '@jupyterlab/settingregistry';

const plugin: JupyterFrontEndPlugin<void> = {
  id: 'myext:plugin',
  description: 'A JupyterLab extension.',
  autoStart: true,
  optional: [ISettingRegistry],
  activate: (app: JupyterFrontEnd, settingRegistry: ISettingRegistry | null) => {
    console.log('JupyterLab extension myext is activated!');
    app.commands.addCommand('myext:hello', {
      label: 'Say hello (myext)',
      execute: () => console.log('hello from myext')
    });
    if (settingRegistry) {
      settingRegistry
        .load(plugin.id)
        .then(settings => console.log('myext settings loaded:', settings.composite))
        .catch(reason => console.error('Failed to load settings for myext.', reason));
    }
  }
};

export default plugin;
