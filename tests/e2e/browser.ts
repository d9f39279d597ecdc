import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from '../chromium';

export const baseURL = () => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, headless: true });
}

/** A fresh page (own storage) at the portal's address. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  return context.newPage();
}

export async function signIn(page: Page, email: string, password = 'demo1234') {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
