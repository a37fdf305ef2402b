use std::env;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=wrapper.h");
    println!("cargo:rerun-if-env-changed=FOO_NO_PKG_CONFIG");
    println!("cargo:rerun-if-env-changed=FOO_LIB_DIR");

    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let mut include_paths: Vec<PathBuf> = Vec::new();

    if env::var_os("CARGO_FEATURE_VENDORED").is_some() {
        #[cfg(feature = "vendored")]
        {
            cc::Build::new()
                .files(std::fs::read_dir("vendor").unwrap().filter_map(|e| {
                    let p = e.ok()?.path();
                    (p.extension()? == "c").then_some(p)
                }))
                .include("vendor")
                .compile("foo");
        }
        include_paths.push(PathBuf::from("vendor"));
    } else if env::var_os("FOO_NO_PKG_CONFIG").is_some() {
        let dir = env::var("FOO_LIB_DIR").expect("set FOO_LIB_DIR");
        println!("cargo:rustc-link-search=native={dir}");
        println!("cargo:rustc-link-lib=foo");
    } else {
        let lib = pkg_config::Config::new()
            .atleast_version("1.2")
            .probe("foo")
            .expect("pkg-config could not find foo");
        include_paths.extend(lib.include_paths);
    }

    let mut builder = bindgen::Builder::default()
        .header("wrapper.h")
        .allowlist_function("foo_.*")
        .allowlist_type("foo_.*")
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()));
    for p in &include_paths {
        builder = builder.clang_arg(format!("-I{}", p.display()));
    }
    builder
        .generate()
        .expect("bindgen failed")
        .write_to_file(out.join("bindings.rs"))
        .expect("write bindings");
}
