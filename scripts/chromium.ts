/**
 * How the tests and benches launch Chromium: Debian's browser (Playwright's own download cannot work offline),
 * with the flags that keep it from reaching for the network.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
