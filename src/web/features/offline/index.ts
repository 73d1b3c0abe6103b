/** Working offline: the service worker, the offline banner, and the copies that belong to one learner. */
export { forgetOfflineData } from "./forget-offline-data";
export { OfflineBanner } from "./offline-banner";
export { useOfflineOwner } from "./use-offline-owner";
export { isOffline, useOnline } from "./use-online";
export { useServiceWorker } from "./use-service-worker";
