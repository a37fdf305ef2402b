use thirtyfour::prelude::*;

#[tokio::test]
async fn home_page_has_heading() -> anyhow::Result<()> {
    let mut caps = DesiredCapabilities::chrome();
    if std::env::var("CI").is_ok() {
        caps.set_headless()?;
    }
    let driver = WebDriver::new("http://localhost:9515", caps).await?;

    let base = std::env::var("BASE_URL").unwrap_or_else(|_| "http://localhost:3000".into());
    driver.goto(&base).await?;
    let h1 = driver.query(By::Css("h1")).first().await?;
    assert!(!h1.text().await?.is_empty());

    driver.quit().await?;
    Ok(())
}
