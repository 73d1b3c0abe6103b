import type { ExternalToast } from "sonner";

type Title = Parameters<typeof import("sonner").toast.success>[0];
const sonner = () => import("sonner").then((module) => module.toast);

/**
 * sonner's `toast`, `toast.success`, `toast.error` and `toast.info`, loaded when a toast is first shown: no page's first
 * code carries sonner (~9 KB gzip), which the toasts' stack loads after the page has started anyway.
 */
export const toast = Object.assign(
  (title: Title, data?: ExternalToast) => void sonner().then((show) => show(title, data)),
  {
    success: (title: Title, data?: ExternalToast) => void sonner().then((show) => show.success(title, data)),
    error: (title: Title, data?: ExternalToast) => void sonner().then((show) => show.error(title, data)),
    info: (title: Title, data?: ExternalToast) => void sonner().then((show) => show.info(title, data)),
  },
);
