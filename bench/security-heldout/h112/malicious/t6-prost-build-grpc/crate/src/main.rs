pub mod greeter {
    tonic::include_proto!("greeter.v1");
}

use greeter::greeter_server::{Greeter, GreeterServer};
use greeter::{HelloReply, HelloRequest};
use tonic::{transport::Server, Request, Response, Status};

#[derive(Default)]
struct Svc;

#[tonic::async_trait]
impl Greeter for Svc {
    async fn say_hello(&self, req: Request<HelloRequest>) -> Result<Response<HelloReply>, Status> {
        let name = req.into_inner().name;
        Ok(Response::new(HelloReply { message: format!("你好，{name}") }))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let addr = "127.0.0.1:50051".parse()?;
    Server::builder().add_service(GreeterServer::new(Svc)).serve(addr).await?;
    Ok(())
}
