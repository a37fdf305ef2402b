use axum::{http::header, response::IntoResponse, routing::get, Router};

const APP_CSS: &str = include_str!(concat!(env!("OUT_DIR"), "/app.css"));

async fn css() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/css")], APP_CSS)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/app.css", get(css));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
