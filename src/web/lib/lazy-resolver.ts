import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form's resolver whose validation (zod with the shared schemas, ~25 KB gzip) loads when the form is first used
 * rather than with the page: `preload` when a field first takes focus, and the first check waits for it. If it cannot
 * load (offline before it was ever cached), the form sends what was typed unchecked: the server checks it with the
 * same schemas and the form shows its message; the next check tries to load again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) => {
    let check: Resolver<T>;
    try {
      check = await loaded();
    } catch {
      return { values, errors: {} };
    }
    return check(values, context, options);
  };
  return {
    resolver,
    preload: () => {
      loaded().catch(() => {});
    },
  };
}
