import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "./api";

/** The system Chromium (playwright cannot download browsers here) with flags that suit CI boxes. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A fresh, signed-out visitor with clipboard access (the invite link is read from it). */
export async function newVisitor(browser: Browser, baseUrl: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  return context;
}

/** Fills the local identity provider's form (e-mail and name, no password) and waits to be back in the app. */
export async function completeSignIn(page: Page, baseUrl: string, email: string, name: string): Promise<void> {
  const app = new URL(baseUrl).origin;
  await page.waitForSelector('input[name="email"]');
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="name"]', name);
  await Promise.all([
    page.waitForURL((url) => url.origin === app && !url.pathname.startsWith("/api/")),
    page.click('button[type="submit"]'),
  ]);
}

/**
 * One headless Chromium for the test file: launched before its tests, closed after. The
 * returned handle forwards to the running browser, so tests use it like a Browser.
 */
export function useBrowser(): Browser {
  let instance: Browser | undefined;
  beforeAll(async () => {
    instance = await launchBrowser();
  });
  afterAll(async () => {
    await instance?.close();
  });
  return new Proxy({} as Browser, {
    get: (_target, property) => {
      if (!instance) throw new Error("the browser starts in beforeAll; use it inside a test");
      const value = Reflect.get(instance, property);
      return typeof value === "function" ? value.bind(instance) : value;
    },
  });
}

/** A new visitor signed in through the real provider form, landing on `redirect`. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  viewport: typeof DESKTOP,
  email: string,
  redirect = "/home",
  name = email.split("@")[0],
): Promise<Page> {
  const page = await (await newVisitor(browser, baseUrl, viewport)).newPage();
  await page.goto(pathOf(contract.auth.login, { query: { redirect } }));
  await completeSignIn(page, baseUrl, email, name);
  return page;
}

/** A new visitor carrying a session already made through the API (a seeded league's admin): no sign-in form. */
export async function pageWithSession(browser: Browser, baseUrl: string, viewport: typeof DESKTOP, session: string): Promise<Page> {
  const context = await newVisitor(browser, baseUrl, viewport);
  await context.addCookies([{ name: "treble_session", value: session, url: baseUrl }]);
  return context.newPage();
}
