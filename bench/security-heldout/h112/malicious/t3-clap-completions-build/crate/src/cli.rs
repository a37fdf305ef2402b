use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(name = "demo-cli", version, about = "示例命令行程序")]
pub struct Cli {
    /// 输出更多日志
    #[arg(short, long, global = true)]
    pub verbose: bool,
    #[command(subcommand)]
    pub command: Commands,
}

#[derive(Subcommand, Debug)]
pub enum Commands {
    /// 同步远程数据
    Sync {
        #[arg(long)]
        dry_run: bool,
    },
    /// 打印补全脚本
    Completions { shell: String },
}
