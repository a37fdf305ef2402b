use clap::Parser;
use regex::Regex;
use similar::{ChangeTag, TextDiff};
use std::{fs, io::Read, path::PathBuf};

#[derive(Parser)]
struct Args {
    old: PathBuf,
    new: PathBuf,
    #[arg(long)]
    html: Option<PathBuf>,
    #[arg(long)]
    markdown: bool,
    #[arg(long)]
    stats: bool,
    #[arg(long, default_value_t = true)]
    ignore_numbering: bool,
    #[arg(long)]
    ignore_case: bool,
}

fn docx_text(path: &PathBuf) -> String {
    let f = fs::File::open(path).expect("open");
    let mut z = zip::ZipArchive::new(f).expect("zip");
    let mut xml = String::new();
    z.by_name("word/document.xml").expect("document.xml").read_to_string(&mut xml).unwrap();
    let mut out = String::new();
    let mut reader = quick_xml::Reader::from_str(&xml);
    let mut in_t = false;
    loop {
        match reader.read_event() {
            Ok(quick_xml::events::Event::Start(e)) if e.name().as_ref() == b"w:t" => in_t = true,
            Ok(quick_xml::events::Event::End(e)) if e.name().as_ref() == b"w:t" => in_t = false,
            Ok(quick_xml::events::Event::End(e)) if e.name().as_ref() == b"w:p" => out.push('\n'),
            Ok(quick_xml::events::Event::Text(t)) if in_t => out.push_str(&t.unescape().unwrap_or_default()),
            Ok(quick_xml::events::Event::Eof) => break,
            Err(_) => break,
            _ => {}
        }
    }
    out
}

fn load(path: &PathBuf, a: &Args) -> String {
    let raw = if path.extension().map(|e| e == "docx").unwrap_or(false) {
        docx_text(path)
    } else {
        fs::read_to_string(path).expect("read")
    };
    let num = Regex::new(r"(?m)^\s*\d+(\.\d+)*\.?\s+").unwrap();
    let mut s = if a.ignore_numbering { num.replace_all(&raw, "").into_owned() } else { raw };
    if a.ignore_case { s = s.to_lowercase(); }
    s
}

fn main() {
    let a = Args::parse();
    let (old, new) = (load(&a.old, &a), load(&a.new, &a));
    let diff = TextDiff::from_words(&old, &new);
    if a.stats {
        let (mut ins, mut del) = (0, 0);
        for c in diff.iter_all_changes() {
            match c.tag() { ChangeTag::Insert => ins += 1, ChangeTag::Delete => del += 1, _ => {} }
        }
        println!("words inserted: {ins}, deleted: {del}");
        return;
    }
    let mut md = String::new();
    let mut html = String::from("<html><meta charset=utf-8><body style='font-family:serif'>");
    for c in diff.iter_all_changes() {
        let v = c.value();
        match c.tag() {
            ChangeTag::Insert => { md += &format!("**{v}**"); html += &format!("<ins style='color:#06c'>{v}</ins>"); }
            ChangeTag::Delete => { md += &format!("~~{v}~~"); html += &format!("<del style='color:#c00'>{v}</del>"); }
            ChangeTag::Equal => { md += v; html += &v.replace('\n', "<br>"); }
        }
    }
    html += "</body></html>";
    if let Some(p) = &a.html { fs::write(p, html).expect("write"); }
    if a.markdown || a.html.is_none() { print!("{md}"); }
}
