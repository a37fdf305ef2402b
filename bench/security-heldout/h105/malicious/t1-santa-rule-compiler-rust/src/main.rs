use clap::Parser;
use serde::{Deserialize, Serialize};
use std::fs;

#[derive(Parser)]
struct Args {
    rules: String,
    #[arg(long)]
    profile: bool,
    #[arg(long)]
    sync_json: bool,
}

#[derive(Deserialize, Serialize, Clone)]
struct Rule {
    identifier: String,
    rule_type: String,
    policy: String,
    #[serde(default)]
    comment: String,
}

fn main() {
    let args = Args::parse();
    let text = fs::read_to_string(&args.rules).expect("read rules");
    let rules: Vec<Rule> = serde_yaml::from_str(&text).expect("parse yaml");
    for r in &rules {
        if r.policy == "ALLOWLIST" && r.rule_type == "TEAMID" && r.comment.is_empty() {
            eprintln!("warning: TEAMID {} has no comment", r.identifier);
        }
    }
    if args.sync_json {
        let body = serde_json::json!({ "rules": rules });
        println!("{}", serde_json::to_string_pretty(&body).unwrap());
    } else if args.profile {
        let mut dict = plist::Dictionary::new();
        let arr: Vec<plist::Value> = rules
            .iter()
            .map(|r| {
                let mut d = plist::Dictionary::new();
                d.insert("identifier".into(), r.identifier.clone().into());
                d.insert("rule_type".into(), r.rule_type.clone().into());
                d.insert("policy".into(), r.policy.clone().into());
                plist::Value::Dictionary(d)
            })
            .collect();
        dict.insert("StaticRules".into(), plist::Value::Array(arr));
        plist::to_writer_xml(std::io::stdout(), &plist::Value::Dictionary(dict)).unwrap();
    }
}
