#!/usr/bin/osascript -l JavaScript
// Toggle macOS light/dark appearance and matching Terminal profile.

function currentIsDark(app) {
  try {
    // constant command, no interpolation
    return app.doShellScript('defaults read -g AppleInterfaceStyle').trim() === 'Dark';
  } catch (e) {
    return false; // key absent in light mode
  }
}

function setTerminalProfile(dark) {
  const Terminal = Application('Terminal');
  if (!Terminal.running()) return;
  const name = dark ? 'Pro' : 'Basic';
  const settings = Terminal.settingsSets.whose({ name })();
  if (!settings.length) return;
  Terminal.defaultSettings = settings[0];
  for (const w of Terminal.windows()) {
    for (const t of w.tabs()) {
      try { t.currentSettings = settings[0]; } catch (e) {}
    }
  }
}

function run(argv) {
  const app = Application.currentApplication();
  app.includeStandardAdditions = true;

  const SE = Application('System Events');
  const wantArg = (argv[0] || '').toLowerCase();
  let dark;
  if (wantArg === 'dark') dark = true;
  else if (wantArg === 'light') dark = false;
  else dark = !currentIsDark(app);

  SE.appearancePreferences.darkMode = dark;
  setTerminalProfile(dark);
  return dark ? 'Dark mode' : 'Light mode';
}
