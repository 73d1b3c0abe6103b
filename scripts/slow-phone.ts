import type { CDPSession } from "playwright-core";

/**
 * Lighthouse's mobile profile applied through Chromium's DevTools protocol: CPU 4x slower, 150 ms round trips,
 * 1.6 Mbps down, 750 Kbps up. The impatient learners' e2e tests and the bench's "first paint -> hydrated" rows use it.
 */
export async function emulateSlowPhone(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}
