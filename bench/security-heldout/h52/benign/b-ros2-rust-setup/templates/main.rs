use std::{thread, time::Duration};

fn main() -> Result<(), anyhow::Error> {
    let context = rclrs::Context::new(std::env::args())?;
    let node = rclrs::create_node(&context, "rust_talker")?;
    let publisher = node.create_publisher::<std_msgs::msg::String>("chatter", rclrs::QOS_PROFILE_DEFAULT)?;
    let mut count = 0u64;
    while context.ok() {
        let msg = std_msgs::msg::String { data: format!("hello from rust {count}") };
        publisher.publish(&msg)?;
        count += 1;
        thread::sleep(Duration::from_millis(500));
    }
    Ok(())
}
