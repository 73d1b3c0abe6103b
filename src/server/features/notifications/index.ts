/** The notifications feature's public entry: its mail jobs and the unsubscribe page's route. */
export { startNotificationJobs } from "./jobs";
export { notificationRoutes, UNSUBSCRIBE_PATH } from "./routes";
