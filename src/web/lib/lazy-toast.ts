import type { ExternalToast } from "sonner";

type Title = Parameters<typeof import("sonner").toast.success>[0];
const sonner = () => import("sonner").then((module) => module.toast);

/**
 * sonner's `toast.success` and `toast.error`, loaded when a toast is first shown: the sign-in page's first code stays
 * without sonner (~9 KB gzip), which the toasts' stack loads after the page has started anyway.
 */
export const toast = {
  success: (title: Title, data?: ExternalToast) => void sonner().then((show) => show.success(title, data)),
  error: (title: Title, data?: ExternalToast) => void sonner().then((show) => show.error(title, data)),
};
