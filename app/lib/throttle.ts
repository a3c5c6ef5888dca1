export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Runs `fn` at most once per `wait` ms: at once on the first call, then once more at the end
 * of the window if calls came in during it, so the last state is never missed.
 */
export function throttle(fn: () => void, wait: number): Throttled {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const release = () => {
    if (pending) {
      pending = false;
      fn();
      timer = setTimeout(release, wait);
    } else {
      timer = undefined;
    }
  };
  const throttled = () => {
    if (timer !== undefined) {
      pending = true;
      return;
    }
    fn();
    timer = setTimeout(release, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
  return throttled;
}
