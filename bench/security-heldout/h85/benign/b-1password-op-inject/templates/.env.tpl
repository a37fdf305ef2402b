# Rendered with: op inject -i templates/.env.tpl -o .env
BASE_URL=https://staging.example.com
E2E_USER={{ op://QA/staging-login/username }}
E2E_PASS={{ op://QA/staging-login/password }}
STRIPE_TEST_KEY={{ op://QA/stripe-test/credential }}
