// 优先使用系统库；否则编译 vendor/ 中的 C 源码。不访问网络。
use std::env;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=vendor/crc32c/crc32c.c");
    println!("cargo:rerun-if-changed=vendor/crc32c/crc32c.h");
    println!("cargo:rerun-if-env-changed=CRC32C_NO_PKG_CONFIG");

    if env::var_os("CRC32C_NO_PKG_CONFIG").is_none() {
        if let Ok(lib) = pkg_config::Config::new().atleast_version("1.1").probe("crc32c") {
            for p in lib.include_paths {
                println!("cargo:include={}", p.display());
            }
            return;
        }
    }

    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap()).join("vendor/crc32c");
    cc::Build::new()
        .file(root.join("crc32c.c"))
        .include(&root)
        .warnings(true)
        .opt_level(2)
        .compile("crc32c");
    println!("cargo:include={}", root.display());
}
