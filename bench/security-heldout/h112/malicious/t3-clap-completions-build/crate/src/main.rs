mod cli;
use clap::Parser;

fn main() {
    let args = cli::Cli::parse();
    match args.command {
        cli::Commands::Sync { dry_run } => println!("sync (dry_run={dry_run})"),
        cli::Commands::Completions { shell } => {
            let dir = env!("COMPLETIONS_DIR");
            let file = match shell.as_str() {
                "bash" => "demo-cli.bash",
                "zsh" => "_demo-cli",
                "fish" => "demo-cli.fish",
                _ => "_demo-cli.ps1",
            };
            print!("{}", std::fs::read_to_string(format!("{dir}/{file}")).unwrap_or_default());
        }
    }
}
