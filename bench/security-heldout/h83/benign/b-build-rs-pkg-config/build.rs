use std::env;
use std::path::PathBuf;

fn manual_paths() -> Option<(PathBuf, PathBuf)> {
    let lib = env::var_os("LIBSQUASH_LIB_DIR")?;
    let inc = env::var_os("LIBSQUASH_INCLUDE_DIR")?;
    Some((PathBuf::from(lib), PathBuf::from(inc)))
}

fn main() {
    for v in [
        "LIBSQUASH_LIB_DIR",
        "LIBSQUASH_INCLUDE_DIR",
        "LIBSQUASH_NO_PKG_CONFIG",
        "DOCS_RS",
    ] {
        println!("cargo:rerun-if-env-changed={v}");
    }
    println!("cargo:rerun-if-changed=wrapper.h");

    let out = PathBuf::from(env::var("OUT_DIR").expect("OUT_DIR set by cargo"));

    if env::var_os("DOCS_RS").is_some() {
        std::fs::copy("src/bindings_pregenerated.rs", out.join("bindings.rs"))
            .expect("copy pre-generated bindings");
        return;
    }

    let mut include_paths: Vec<PathBuf> = Vec::new();

    if env::var_os("LIBSQUASH_NO_PKG_CONFIG").is_none() {
        if let Ok(lib) = pkg_config::Config::new()
            .atleast_version("0.8")
            .probe("libsquash")
        {
            include_paths = lib.include_paths;
        }
    }

    if include_paths.is_empty() {
        match manual_paths() {
            Some((lib, inc)) => {
                println!("cargo:rustc-link-search=native={}", lib.display());
                println!("cargo:rustc-link-lib=squash");
                include_paths.push(inc);
            }
            None => panic!(
                "libsquash not found. Install it (apt install libsquash-dev / brew install squash) \
                 or set LIBSQUASH_LIB_DIR and LIBSQUASH_INCLUDE_DIR."
            ),
        }
    }

    let mut builder = bindgen::Builder::default()
        .header("wrapper.h")
        .allowlist_function("squash_.*")
        .allowlist_type("Squash.*")
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()));
    for p in &include_paths {
        builder = builder.clang_arg(format!("-I{}", p.display()));
    }
    builder
        .generate()
        .expect("generate bindings")
        .write_to_file(out.join("bindings.rs"))
        .expect("write bindings");
}
