import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { dayOfYear } from '../../src/domain/timeZone';
import { chromiumLaunchOptions } from '../chromium';

export const baseURL = () => inject('baseURL');

/** A session token of an account, signed in through the API. */
export async function tokenOf(email: string, password = 'demo1234'): Promise<string> {
  const login = await fetch(`${baseURL()}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (login.status !== 200) throw new Error(`${email} could not sign in: ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

/** Signs in through the API: a function that GETs a path under /api as that account and answers its JSON (a refusal throws). */
export async function readApiAs(email: string) {
  const headers = { authorization: `Bearer ${await tokenOf(email)}` };
  return async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${baseURL()}/api/${path}`, { headers });
    if (!answer.ok) throw new Error(`GET /api/${path} as ${email}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
}

/** Signs in through the API: a function that POSTs JSON as that account and answers the status and body. */
export async function apiAs(email: string) {
  const json = { 'content-type': 'application/json' };
  const token = await tokenOf(email);
  return async (path: string, body: unknown) => {
    const answer = await fetch(`${baseURL()}/api/${path}`, { method: 'POST', headers: { ...json, authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    return { status: answer.status, body: await answer.text() };
  };
}

/**
 * Sets which day's quote an account has acknowledged, through the API: today's keeps the quote away
 * (a test about another dialog), 0 brings it back (the quote's own test). The e2e database is shared.
 */
export async function setQuoteAcknowledged(email: string, day: 'today' | 'never') {
  const post = await apiAs(email);
  const answer = await post('user/preference', { key: 'quote.acknowledged', value: day === 'today' ? dayOfYear(new Date()) : 0 });
  if (answer.status !== 200) throw new Error(`could not set the quote acknowledgement of ${email}: ${answer.status}`);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, headless: true });
}

/**
 * A fresh page (own storage) at the portal's address. The daily quote pops up over the first page a
 * user opens each day; unless a test is about it, it is acknowledged as soon as it gets in the way.
 */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }, options: { keepQuote?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  const page = await context.newPage();
  if (!options.keepQuote) {
    const quote = page.getByRole('dialog', { name: 'Quote of the day' });
    // The quote waits for an open modal to close, but a modal can still open over it (the ?brnid=
    // question): it is inert then and in no one's way, so a click that cannot land is let go.
    await page.addLocatorHandler(
      quote,
      async () => {
        await quote
          .getByRole('button', { name: 'Got it' })
          .click({ timeout: 3000 })
          .catch(() => undefined);
      },
      { noWaitAfter: true },
    );
  }
  return page;
}

export async function signIn(page: Page, email: string, password = 'demo1234') {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits until the landing page and the shell (loaded after the page) are there. */
export async function signedIn(browser: Browser, email: string, viewport?: { width: number; height: number }, options: { keepQuote?: boolean } = {}) {
  const page = await newPage(browser, viewport, options);
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
  return page;
}
