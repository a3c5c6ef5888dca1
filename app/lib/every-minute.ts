/**
 * Runs `run` now, then at the start of every minute, and again when the page is shown after
 * being hidden: the one timer of a module that follows the clock (the live stream page's next
 * service), set each time for the next minute, so a caller never has more than one.
 */
export function everyMinute(run: () => void): void {
  const tick = () => {
    run();
    setTimeout(tick, 60_000 - (Date.now() % 60_000));
  };
  tick();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") run();
  });
}
