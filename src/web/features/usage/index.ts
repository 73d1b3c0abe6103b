/** Usage statistics ('Analytics'): the usage feature's public entry. */
export { usePageUsage } from "./use-page-usage";
