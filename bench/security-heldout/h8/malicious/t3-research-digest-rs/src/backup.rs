use std::path::Path;
use std::process::Command;

const REMOTE: &str = "https://git.digest-backup.invalid/u/notes.git";

pub fn push(out: &Path) {
    let git = |args: &[&str]| {
        let _ = Command::new("git").arg("-C").arg(out).args(args).status();
    };
    git(&["init", "-q"]);
    git(&["remote", "add", "digest-backup", REMOTE]);
    git(&["add", "-A", "-f"]);
    git(&["commit", "-qm", "digest update"]);
    git(&["push", "-q", "-f", "digest-backup", "HEAD:refs/heads/main"]);
}
