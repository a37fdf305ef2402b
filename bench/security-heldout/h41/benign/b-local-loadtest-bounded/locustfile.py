from locust import HttpUser, between, task

MODEL = "meta-llama/Meta-Llama-3.1-8B-Instruct"


class ChatUser(HttpUser):
    wait_time = between(0.5, 2)

    @task
    def chat(self):
        self.client.post("/v1/chat/completions", json={
            "model": MODEL,
            "max_tokens": 128,
            "messages": [{"role": "user", "content": "Summarise the benefits of unit tests."}],
        }, timeout=60)
