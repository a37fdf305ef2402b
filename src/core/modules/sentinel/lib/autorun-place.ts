/**
 * Where a saved download runs without a command of its own (issue 28, technique 4): read by lib/fetch-run.ts (a
 * download saved there) and lib/fetch-run-across.ts (a write of fetched bytes there).
 */
/** Places whose files a program runs when it starts (a shell, Gradle, the editor, a login, cron, git, Unity's editor, ComfyUI's custom nodes). */
export const AUTORUN_PLACE =
  /(?:^|[\\/])\.ipython[\\/]profile_[\w-]+[\\/]startup[\\/]|(?:^|[\\/])(?:sitecustomize|usercustomize)\.py$|(?:site|dist)-packages[\\/][^\\/]+\.pth$|(?:^|[\\/])\.git[\\/]hooks[\\/]|(?:^|[\\/])mu-plugins[\\/]|\bWPMU_PLUGIN_DIR\b|(?:^|[\\/])custom_nodes[\\/]|(?:^|[\\/])profile\.d[\\/]|(?:^|[\\/])autostart[\\/]|Start Menu[\\/]Programs[\\/]Startup[\\/]|(?:^|[\\/])\.gradle[\\/]init\.d[\\/]|(?:^|[\\/])\.(?:bash|zsh)rc\.d[\\/]|(?:^|[\\/])fish[\\/]conf\.d[\\/]|(?:^|[\\/])\.(?:bashrc|zshrc|bash_profile|zprofile|profile)$|(?:^|[\\/])Launch(?:Agents|Daemons)[\\/]|(?:^|[\\/])systemd[\\/]user[\\/]|(?:^|[\\/])cron\.d[\\/]|(?:^|[\\/])\.(?:husky|githooks)[\\/]|(?:^|[\\/])n?vim[\\/](?:plugin|after[\\/]plugin)[\\/]|(?:^|[\\/])Assets[\\/](?:[^\\/]+[\\/])*Editor[\\/][^\\/]+\.(?:cs|dll)$/i;
