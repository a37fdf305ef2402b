# 테스트 픽스처: 정책 통과 예시
resource "google_bigquery_dataset" "fixture_ok" {
  dataset_id = "fixture_ok_mart"
  location   = "EU"

  access {
    role          = "OWNER"
    special_group = "projectOwners"
  }

  access {
    role           = "READER"
    group_by_email = "analysts-finance@acme.example"
  }
}
