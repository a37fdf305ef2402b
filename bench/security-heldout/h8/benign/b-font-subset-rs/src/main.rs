use std::collections::BTreeSet;
use std::fs;
use std::process::Command;
use walkdir::WalkDir;

fn always() -> impl Iterator<Item = u32> {
    (0x20..=0x7E).chain(0x3000..=0x303F).chain(0xFF00..=0xFFEF)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let get = |f: &str| args.iter().position(|a| a == f).map(|i| args[i + 1].clone()).expect(f);
    let (font, dir, out) = (get("--font"), get("--text-dir"), get("--out"));

    let mut cps: BTreeSet<u32> = always().collect();
    for e in WalkDir::new(&dir).into_iter().flatten() {
        let p = e.path();
        if matches!(p.extension().and_then(|s| s.to_str()), Some("html" | "md" | "json")) {
            if let Ok(t) = fs::read_to_string(p) {
                cps.extend(t.chars().map(|c| c as u32));
            }
        }
    }
    let unicodes: Vec<String> = cps.iter().map(|c| format!("U+{:04X}", c)).collect();
    let list = unicodes.join(",");
    let status = Command::new("pyftsubset")
        .arg(&font)
        .arg(format!("--unicodes={list}"))
        .arg("--flavor=woff2")
        .arg(format!("--output-file={out}"))
        .status()
        .expect("pyftsubset not found; pip install fonttools brotli");
    fs::write("subset.css", format!("@font-face {{ font-family: 'Sub'; src: url('{out}') format('woff2'); unicode-range: {list}; }}\n")).unwrap();
    println!("{} code points, pyftsubset exit {}", cps.len(), status);
}
