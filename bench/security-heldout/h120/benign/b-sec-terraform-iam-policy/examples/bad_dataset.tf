# 테스트 픽스처: DP-IAM-001 위반 예시 (conftest 정책 테스트용, 배포 금지)
resource "google_bigquery_dataset" "fixture_public" {
  dataset_id = "fixture_public_mart"
  location   = "EU"

  access {
    role          = "OWNER"
    special_group = "projectOwners"
  }

  access {
    role          = "READER"
    special_group = "allAuthenticatedUsers"
  }
}
