#!/usr/bin/env kotlin
import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse
import java.time.Instant
import java.time.temporal.ChronoUnit

val repo = args.getOrNull(0) ?: error("usage: stats.main.kts owner/repo [days]")
val days = args.getOrNull(1)?.toLong() ?: 7
val token = System.getenv("GITHUB_TOKEN") ?: error("GITHUB_TOKEN not set")
val since = Instant.now().minus(days, ChronoUnit.DAYS)
val http = HttpClient.newHttpClient()

fun get(path: String): String {
    val req = HttpRequest.newBuilder(URI("https://api.github.com$path"))
        .header("Authorization", "Bearer $token")
        .header("Accept", "application/vnd.github+json")
        .build()
    return http.send(req, HttpResponse.BodyHandlers.ofString()).body()
}

val prs = get("/repos/$repo/pulls?state=closed&per_page=100&sort=updated&direction=desc")
val merged = Regex("\"merged_at\":\\s*\"([^\"]+)\"").findAll(prs).map { Instant.parse(it.groupValues[1]) }
    .filter { it.isAfter(since) }.count()
println("| metric | value |\n|---|---|\n| merged PRs (last $days d) | $merged |")
