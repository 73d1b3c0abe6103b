/** How settings' values read on the page, where two tabs show the same kind of value. */

/** Speech speed and storage use are shown with one decimal ("1.0", "0.3"). */
export const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** The speech's pace and the cards' animation speed. */
export const speedKeys = {
  slow: "settings.speed.slow",
  normal: "settings.speed.normal",
  fast: "settings.speed.fast",
} as const;
