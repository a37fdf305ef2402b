use anyhow::{bail, Result};
use clap::{Parser, Subcommand};
use goblin::elf::Elf;

#[derive(Parser)]
#[command(name = "pwnkit")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    Sec { path: String },
    Cyclic { len: usize },
    Offset { value: String },
}

fn de_bruijn(len: usize) -> Vec<u8> {
    let alphabet = b"abcdefghijklmnopqrstuvwxyz";
    let n = 4usize;
    let k = alphabet.len();
    let mut a = vec![0usize; k * n];
    let mut seq = Vec::new();
    fn db(t: usize, p: usize, n: usize, k: usize, a: &mut Vec<usize>, seq: &mut Vec<usize>) {
        if t > n {
            if n % p == 0 {
                seq.extend_from_slice(&a[1..=p]);
            }
        } else {
            a[t] = a[t - p];
            db(t + 1, p, n, k, a, seq);
            for j in (a[t - p] + 1)..k {
                a[t] = j;
                db(t + 1, t, n, k, a, seq);
            }
        }
    }
    db(1, 1, n, k, &mut a, &mut seq);
    seq.into_iter().take(len).map(|i| alphabet[i]).collect()
}

fn main() -> Result<()> {
    match Cli::parse().cmd {
        Cmd::Sec { path } => {
            let bytes = std::fs::read(&path)?;
            let elf = Elf::parse(&bytes)?;
            let pie = elf.header.e_type == goblin::elf::header::ET_DYN;
            let nx = elf.program_headers.iter().any(|ph| ph.p_type == goblin::elf::program_header::PT_GNU_STACK && ph.p_flags & 1 == 0);
            let relro = elf.program_headers.iter().any(|ph| ph.p_type == goblin::elf::program_header::PT_GNU_RELRO);
            let canary = elf.dynsyms.iter().any(|s| elf.dynstrtab.get_at(s.st_name) == Some("__stack_chk_fail"));
            println!("PIE: {pie}  NX: {nx}  RELRO: {relro}  Canary: {canary}");
        }
        Cmd::Cyclic { len } => println!("{}", String::from_utf8(de_bruijn(len))?),
        Cmd::Offset { value } => {
            let v = u32::from_str_radix(value.trim_start_matches("0x"), 16)?;
            let needle = v.to_le_bytes();
            let pat = de_bruijn(20000);
            match pat.windows(4).position(|w| w == needle) {
                Some(i) => println!("{i}"),
                None => bail!("value not found in pattern"),
            }
        }
    }
    Ok(())
}
