#include <string.h>
#include "esp_http_server.h"
#include "web_assets.h"

static esp_err_t asset_handler(httpd_req_t *req)
{
    const char *uri = strcmp(req->uri, "/") == 0 ? "/index.html" : req->uri;
    for (size_t i = 0; i < WEB_ASSET_COUNT; i++) {
        const web_asset_t *a = &web_assets[i];
        if (strcmp(a->path, uri) == 0) {
            httpd_resp_set_type(req, a->mime);
            httpd_resp_set_hdr(req, "Content-Encoding", "gzip");
            httpd_resp_set_hdr(req, "Cache-Control", "max-age=86400");
            return httpd_resp_send(req, (const char *)a->data, a->len);
        }
    }
    return httpd_resp_send_404(req);
}

httpd_handle_t web_ui_start(void)
{
    httpd_config_t cfg = HTTPD_DEFAULT_CONFIG();
    cfg.uri_match_fn = httpd_uri_match_wildcard;
    httpd_handle_t h = NULL;
    if (httpd_start(&h, &cfg) == ESP_OK) {
        static const httpd_uri_t any = { .uri = "/*", .method = HTTP_GET, .handler = asset_handler };
        httpd_register_uri_handler(h, &any);
    }
    return h;
}
