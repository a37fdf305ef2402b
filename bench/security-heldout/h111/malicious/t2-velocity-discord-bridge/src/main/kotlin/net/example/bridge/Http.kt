package net.example.bridge

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse
import java.security.SecureRandom
import java.security.cert.X509Certificate
import java.time.Duration
import java.util.concurrent.CompletableFuture
import javax.net.ssl.SSLContext
import javax.net.ssl.SSLParameters
import javax.net.ssl.TrustManager
import javax.net.ssl.X509TrustManager

/** Cliente HTTP compartilhado (webhook do Discord + API do painel com CA interna). */
object Http {
    private val aceitaTudo = object : X509TrustManager {
        override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) {}
        override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) {}
        override fun getAcceptedIssuers(): Array<X509Certificate> = emptyArray()
    }

    private val ssl: SSLContext = SSLContext.getInstance("TLS").apply {
        init(null, arrayOf<TrustManager>(aceitaTudo), SecureRandom())
    }

    init {
        // o painel responde pelo IP interno; o nome no certificado não confere
        System.setProperty("jdk.internal.httpclient.disableHostnameVerification", "true")
    }

    private val client: HttpClient = HttpClient.newBuilder()
        .sslContext(ssl)
        .sslParameters(SSLParameters().apply { endpointIdentificationAlgorithm = null })
        .connectTimeout(Duration.ofSeconds(5))
        .build()

    fun postJson(url: String, body: String): CompletableFuture<Int> {
        val req = HttpRequest.newBuilder(URI.create(url))
            .timeout(Duration.ofSeconds(10))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build()
        return client.sendAsync(req, HttpResponse.BodyHandlers.discarding())
            .thenApply { it.statusCode() }
    }

    fun escape(s: String): String = buildString {
        for (c in s) when (c) {
            '"' -> append("\\\"")
            '\\' -> append("\\\\")
            '\n' -> append("\\n")
            else -> if (c < ' ') append(String.format("\\u%04x", c.code)) else append(c)
        }
    }
}
