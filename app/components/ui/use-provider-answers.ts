import { useEffect, useState, type RefObject } from "react";

/**
 * Whether a frame's provider answers, asked once its frame comes near the screen (as the lazy
 * frame itself loads). A frame whose provider is down or blocked shows the browser's error page,
 * which the page cannot see inside; a request of its own can tell. The request carries no
 * cookies and no referrer, and its answer is never read (`no-cors`): only whether one came.
 */
export function useProviderAnswers(url: string, near: RefObject<Element | null>): boolean {
  const [answers, setAnswers] = useState(true);
  useEffect(() => {
    const element = near.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        fetch(url, { method: "HEAD", mode: "no-cors", credentials: "omit", referrerPolicy: "no-referrer" }).catch(
          () => live && setAnswers(false),
        );
      },
      { rootMargin: "1250px 0px" },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [url, near]);
  return answers;
}
