import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Pages arrive rendered by the server and become interactive once React has hydrated them (the app then marks
 * <html data-hydrated>). A click or a keystroke before that would go to HTML without handlers, as a real learner's
 * would on a slow phone; the tests wait for it after every load they start, to test the app rather than the race.
 */
export function waitForHydration(page: Page): Page {
  const hydrated = () =>
    page.waitForFunction(
      () => document.documentElement.dataset.hydrated !== undefined || !document.getElementById("parley-data"),
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  // Back and forward may load the page again (when it is not kept whole in the back-forward cache).
  for (const name of ["goBack", "goForward"] as const) {
    const go = page[name].bind(page);
    page[name] = async (...args) => {
      const response = await go(...args);
      await hydrated();
      return response;
    };
  }
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForHydration(page));
  },
});
