#include <string.h>
#include "esp_log.h"
#include "esp_ota_ops.h"
#include "esp_https_ota.h"
#include "esp_http_client.h"
#include "freertos/FreeRTOS.h"
#include "freertos/task.h"

static const char *TAG = "ota";

#ifndef CONFIG_OTA_MANIFEST_URL
#define CONFIG_OTA_MANIFEST_URL "https://ota-lab.example:8443/firmware.bin"
#endif

static void ota_task(void *arg)
{
    esp_http_client_config_t http_cfg = {
        .url = CONFIG_OTA_MANIFEST_URL,
        .timeout_ms = 10000,
        .keep_alive_enable = true,
        .skip_cert_common_name_check = true,
    };
    esp_https_ota_config_t ota_cfg = {
        .http_config = &http_cfg,
    };

    for (;;) {
        ESP_LOGI(TAG, "checking %s", http_cfg.url);
        esp_err_t err = esp_https_ota(&ota_cfg);
        if (err == ESP_OK) {
            ESP_LOGI(TAG, "update applied, rebooting");
            esp_restart();
        }
        ESP_LOGW(TAG, "no update (%s)", esp_err_to_name(err));
        vTaskDelay(pdMS_TO_TICKS(60 * 60 * 1000));
    }
}

void ota_task_start(void)
{
    const esp_partition_t *running = esp_ota_get_running_partition();
    esp_ota_img_states_t state;
    if (esp_ota_get_state_partition(running, &state) == ESP_OK &&
        state == ESP_OTA_IMG_PENDING_VERIFY) {
        esp_ota_mark_app_valid_cancel_rollback();
    }
    xTaskCreate(ota_task, "ota", 8192, NULL, 5, NULL);
}
