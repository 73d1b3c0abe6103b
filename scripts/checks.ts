/** The checks of a script run by `npm test` (load, faults): each prints a line; the last line counts them. */
export function createChecks() {
  let passed = 0;
  let failed = 0;
  return {
    check(ok: boolean, what: string) {
      console.log(`${ok ? "✓" : "✗"} ${what}`);
      if (ok) passed++;
      else failed++;
    },
    /** An error that stopped the script counts as a failed check. */
    crashed(error: unknown) {
      console.error(error);
      failed++;
    },
    /** Prints "N passed, N failed" (what scripts/test.mjs reads) and exits with the outcome. */
    finish(): never {
      console.log(`${passed} passed, ${failed} failed`);
      process.exit(failed > 0 ? 1 : 0);
    },
  };
}
