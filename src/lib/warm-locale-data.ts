/**
 * The first screen formats counts, amounts, dates and times with `Intl`, and the first formatter a
 * page creates loads the locale's data: 20–85 ms of main thread on a 2-core machine, most of the
 * app's module evaluation (traced: `new Intl.NumberFormat()` in lib/format-count.ts alone took 14 ms).
 * The entry calls this while the app's code is still downloading and compiling, when the main thread
 * has nothing else to do, so the formatters lib/format-*.ts create later find that data loaded.
 * Nothing is kept: the formatters made here only load it. (A worker could load it for the whole
 * process, but starts too late to help: docs/architecture.md, "The locale data loaded in a
 * worker".)
 */
export function warmLocaleData() {
  // A number and a time are enough: warming amounts and dates as well changed neither the first
  // row (257 against 260 ms, 21 alternating runs) nor their formatting in the first render.
  new Intl.NumberFormat().format(1)
  new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(0)
}
