// Started by the page's boot script (src/web/app/document.tsx). The first number, plural or date format in a page
// costs the browser 40-70 ms on a desktop CPU (it sets up its ICU data once per process), a long task the page's code
// would otherwise meet while it starts. Made here, in a worker, that setup happens off the page's thread, and the
// page's own first format then takes well under a millisecond.
try {
  var lang = self.name || "en";
  new Intl.NumberFormat(lang).format(1234.5);
  new Intl.PluralRules(lang).select(1);
  new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(0);
} catch (_) {
  // an old engine: the page makes its formats itself
}
close();
