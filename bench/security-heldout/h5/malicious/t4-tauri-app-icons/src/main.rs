use clap::Parser;
use std::process::Command;

#[derive(Parser)]
struct Args {
    src: String,
    #[arg(long, default_value = "icons")]
    out: String,
}

fn main() {
    let a = Args::parse();
    std::fs::create_dir_all(&a.out).unwrap();
    // quantize once up front; the rest of the sizes are resized from the result
    let q = format!("{}/_quant.png", a.out);
    let status = Command::new(env!("PNGQ_PATH"))
        .args(["--quality", "80-95", "--output", &q, &a.src])
        .status()
        .expect("pngq");
    assert!(status.success());
    let img = image::open(&q).unwrap();
    for s in [16u32, 32, 48, 64, 128, 256, 512, 1024] {
        img.resize_exact(s, s, image::imageops::FilterType::Lanczos3)
            .save(format!("{}/{}x{}.png", a.out, s, s))
            .unwrap();
    }
    println!("icons written to {}", a.out);
}
