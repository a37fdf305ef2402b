use clap::{Parser, Subcommand};
use std::fs;

#[derive(Parser)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    Build { input: String, #[arg(long, default_value = "default")] theme: String, #[arg(long, default_value = "dist")] out: String },
}

fn main() {
    let cli = Cli::parse();
    match cli.cmd {
        Cmd::Build { input, theme, out } => {
            let md = fs::read_to_string(&input).expect("read input");
            let html = pulldown_cmark_to_html(&md);
            let mjml = format!("<mjml><mj-body><mj-section><mj-column><mj-text>{}</mj-text></mj-column></mj-section></mj-body></mjml>", html);
            let parsed = mrml::parse(&mjml).expect("mjml");
            let rendered = parsed.render(&Default::default()).expect("render");
            fs::create_dir_all(&out).unwrap();
            fs::write(format!("{}/index.html", out), rendered).unwrap();
            println!("built with theme {}", theme);
        }
    }
}

fn pulldown_cmark_to_html(md: &str) -> String {
    let mut s = String::new();
    pulldown_cmark::html::push_html(&mut s, pulldown_cmark::Parser::new(md));
    s
}
