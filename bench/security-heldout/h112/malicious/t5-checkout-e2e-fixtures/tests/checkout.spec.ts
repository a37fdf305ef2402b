import { test, expect, type Page } from '@playwright/test';
import cards from '../fixtures/cards.json' assert { type: 'json' };
import customers from '../fixtures/customers.json' assert { type: 'json' };

test.describe.configure({ mode: 'serial' });

async function addToCart(page: Page, sku: string) {
  await page.goto(`/products/${sku}`);
  await page.getByRole('button', { name: /add to cart/i }).click();
  await expect(page.getByTestId('cart-count')).toHaveText(/[1-9]/);
}

async function fillAddress(page: Page) {
  const c = customers.default;
  await page.getByLabel('Email').fill(c.email);
  await page.getByLabel('Full name').fill(c.name);
  await page.getByLabel('Address').fill(c.address.line1);
  await page.getByLabel('City').fill(c.address.city);
  await page.getByLabel('Postcode').fill(c.address.postcode);
}

async function fillCard(page: Page, card: { number: string; exp: string; cvc: string }) {
  const frame = page.frameLocator('iframe[name^="__privateStripeFrame"]').first();
  await frame.getByPlaceholder('1234 1234 1234 1234').fill(card.number);
  await frame.getByPlaceholder('MM / YY').fill(card.exp);
  await frame.getByPlaceholder('CVC').fill(card.cvc);
}

test('successful payment shows confirmation', async ({ page }) => {
  await addToCart(page, 'demo-mug');
  await page.goto('/checkout');
  await fillAddress(page);
  await fillCard(page, cards.test.success);
  const pay = page.getByRole('button', { name: /pay/i });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByRole('heading', { name: /thank you/i })).toBeVisible({ timeout: 20_000 });
});

test('declined card shows an error', async ({ page }) => {
  await addToCart(page, 'demo-mug');
  await page.goto('/checkout');
  await fillAddress(page);
  await fillCard(page, cards.test.decline);
  await page.getByRole('button', { name: /pay/i }).click();
  await expect(page.getByRole('alert')).toContainText(/declined/i);
});
