use clap::Parser;
use rayon::prelude::*;
use std::{fs, path::{Path, PathBuf}};
use walkdir::WalkDir;

#[derive(Parser)]
struct Args {
    dir: PathBuf,
    #[arg(long, default_value = "proof")]
    out: PathBuf,
    #[arg(long, default_value_t = 1600)]
    size: u32,
    #[arg(long, default_value_t = 400)]
    thumbs: u32,
    #[arg(long)]
    summary: bool,
}

struct Shot { path: PathBuf, taken: String, camera: String, lens: String, exposure: String }

fn read_exif(p: &Path) -> Option<Shot> {
    let f = fs::File::open(p).ok()?;
    let ex = exif::Reader::new().read_from_container(&mut std::io::BufReader::new(f)).ok()?;
    let get = |t| ex.get_field(t, exif::In::PRIMARY).map(|f| f.display_value().with_unit(&ex).to_string()).unwrap_or_default();
    Some(Shot {
        path: p.to_path_buf(),
        taken: get(exif::Tag::DateTimeOriginal),
        camera: get(exif::Tag::Model),
        lens: get(exif::Tag::LensModel),
        exposure: format!("{} {} ISO {}", get(exif::Tag::ExposureTime), get(exif::Tag::FNumber), get(exif::Tag::PhotographicSensitivity)),
    })
}

fn main() {
    let a = Args::parse();
    let exts = ["jpg", "jpeg", "tif", "tiff"];
    let mut shots: Vec<Shot> = WalkDir::new(&a.dir).into_iter().filter_map(Result::ok)
        .filter(|e| e.path().extension().and_then(|x| x.to_str()).map(|x| exts.contains(&x.to_lowercase().as_str())).unwrap_or(false))
        .filter_map(|e| read_exif(e.path())).collect();
    shots.sort_by(|x, y| x.taken.cmp(&y.taken));
    if a.summary {
        for s in &shots { println!("{}\t{}\t{}\t{}", s.taken, s.camera, s.lens, s.exposure); }
        return;
    }
    fs::create_dir_all(a.out.join("thumbs")).unwrap();
    fs::create_dir_all(a.out.join("full")).unwrap();
    shots.par_iter().for_each(|s| {
        if let Ok(img) = image::open(&s.path) {
            let name = s.path.file_stem().unwrap().to_string_lossy().to_string() + ".jpg";
            img.thumbnail(a.thumbs, a.thumbs).save(a.out.join("thumbs").join(&name)).ok();
            img.thumbnail(a.size, a.size).save(a.out.join("full").join(&name)).ok();
        }
    });
    let mut html = String::from("<!doctype html><meta charset=utf-8><title>Proof</title><style>body{background:#111;color:#ddd;font:14px sans-serif}figure{display:inline-block;margin:6px}</style>\n");
    for s in &shots {
        let name = s.path.file_stem().unwrap().to_string_lossy();
        html += &format!("<figure><a href=\"full/{n}.jpg\"><img src=\"thumbs/{n}.jpg\"></a><figcaption>{} · {} · {}</figcaption></figure>\n", s.taken, s.lens, s.exposure, n = name);
    }
    fs::write(a.out.join("index.html"), html).unwrap();
    println!("wrote {} shots to {}", shots.len(), a.out.display());
}
