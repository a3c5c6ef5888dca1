import { Fragment, useEffect, useRef, useState } from "react";
import type { ResponsiveImage } from "~/lib/images";
import { datedAttributes, hasBegun, isShown } from "~/lib/notices";
import { dateIn } from "~/lib/time-zone";
import { ResponsivePicture } from "./responsive-picture";
import styles from "./carousel.module.css";

/** Quiet time after the last scroll event before the strip counts as settled. */
const scrollSettleMs = 120;

/** One banner of {@link Carousel}. */
export interface CarouselSlide {
  href: string;
  alt: string;
  heading?: string;
  text?: string;
  image: ResponsiveImage;
  /** The banner's first day; a page built before then renders it hidden and shows it that day (app/lib/notices.ts). */
  showFrom?: string;
  /** The banner's last day; a page built before then hides it afterwards. */
  showUntil?: string;
}

/**
 * The next two slides shown as built sit one and two screens to the right, within Chrome's
 * lazy-load distance on a phone, so they load with the page anyway: eager at low priority, they
 * start from the parser instead of from a script-time task (a wide screen fetches the third a
 * little sooner than it would have). The rest, and any not yet begun, stay lazy.
 */
const loadsWithPage = (built: number[], i: number) =>
  [1, 2].includes(built.indexOf(i)) ? ({ loading: "eager", fetchPriority: "low" } as const) : {};

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Unique on the page: the strip's id, which the buttons control. */
  id: string;
  slides: CarouselSlide[];
  /** Names the carousel for screen readers. */
  label: string;
  /** The church's time zone, in which a banner's first day begins and its last ends. */
  timeZone: string;
  /** The day the page was built (YYYY-MM-DD): a banner whose first day is later is rendered hidden. */
  today: string;
}

/**
 * Linked banners in a scroll-snapping strip (swipe works before JavaScript loads), with
 * previous/next and one button per slide. It never moves by itself; smooth scrolling only
 * for visitors who have not asked for reduced motion.
 */
export function Carousel({ id, slides, label, timeZone, today }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  // `current` is a place among the slides shown: a banner that ended after the build is hidden
  // by the page's head script, one that began is shown by it, and both are counted here once the
  // page runs.
  const [built] = useState(() => slides.flatMap((slide, i) => (hasBegun(slide, today) ? [i] : [])));
  const [shown, setShown] = useState(built);
  const [current, setCurrent] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // A visitor may have swiped before the widget was hydrated.
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
    const now = dateIn(timeZone);
    const nowShown = slides.flatMap((slide, i) => (isShown(slide, now) ? [i] : []));
    setShown((built) => (nowShown.join() === built.join() ? built : nowShown));
  }, [slides, timeZone]);
  const count = shown.length;
  // As built, a banner's dates; once the page runs, shown or hidden as it is today.
  const dated = (slide: CarouselSlide, i: number) => ({
    ...datedAttributes(slide, today),
    ...(hydrated ? { hidden: !shown.includes(i) } : {}),
  });

  // The slide a button asked for, until the strip has come to rest there.
  const target = useRef<number | undefined>(undefined);
  const scrollToSlide = (index: number, smooth: boolean) => {
    const el = track.current;
    const slide = el?.children[shown[index] ?? -1] as HTMLElement | undefined;
    if (!el || !slide) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    el.scrollTo?.({ left: slide.offsetLeft, behavior: smooth && !reduce ? "smooth" : "auto" });
  };

  const goTo = (index: number) => {
    if (count === 0) return;
    const next = (index + count) % count;
    target.current = next;
    setCurrent(next);
    scrollToSlide(next, true);
  };

  // Once scrolling has settled (reading the position mid-animation would report the slide being
  // left): a swipe decides the slide; after a button, the last one pressed wins, even when an
  // earlier smooth scroll came to rest elsewhere.
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const index = Math.round(el.scrollLeft / el.clientWidth);
      if (target.current === undefined) setCurrent(index);
      else if (index === target.current) target.current = undefined;
      else scrollToSlide(target.current, false);
    }, scrollSettleMs);
  };
  const onSwipeStart = () => {
    target.current = undefined;
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div
        ref={track}
        id={`${id}-slides`}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={onSwipeStart}
        onTouchStart={onSwipeStart}
        onWheel={onSwipeStart}
        aria-live="polite"
      >
        {slides.map((slide, i) => (
          <div
            key={slide.href + i}
            id={`${id}-slide-${i + 1}`}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${shown.indexOf(i) + 1} of ${count}`}
            // Before hydration every slide stays reachable, so swiping and tabbing work without JavaScript.
            inert={hydrated && i !== shown[current]}
            {...dated(slide, i)}
          >
            <a href={slide.href} className={styles.link}>
              <ResponsivePicture
                image={slide.image}
                alt={slide.alt}
                sizes="100vw"
                priority={i === built[0]}
                {...loadsWithPage(built, i)}
                className={styles.image}
              />
              {slide.heading && (
                <span className={styles.caption}>
                  <span className={styles.heading}>{slide.heading}</span>
                  {slide.text && (
                    <>
                      {" "}
                      <span className={styles.text}>{slide.text}</span>
                    </>
                  )}
                </span>
              )}
            </a>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-controls={`${id}-slides`} onClick={() => goTo(current - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous slide</span>
        </button>
        <div className={styles.indicators}>
          {slides.map((slide, i) => (
            <button
              key={slide.href + i}
              type="button"
              className={styles.indicator}
              aria-controls={`${id}-slides`}
              aria-current={i === shown[current] ? "true" : undefined}
              aria-label={`Slide ${shown.indexOf(i) + 1}${slide.heading ? `: ${slide.heading}` : ""}`}
              onClick={() => goTo(shown.indexOf(i))}
              {...dated(slide, i)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} aria-controls={`${id}-slides`} onClick={() => goTo(current + 1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
      {/* Without JavaScript the buttons above are hidden: a link to each slide, which the strip
          scrolls to as the link's target, lets a mouse reach every one. */}
      <p className={styles.slideLinks}>
        {slides.map((slide, i) => (
          <Fragment key={slide.href + i}>
            {i > 0 && " "}
            <a href={`#${id}-slide-${i + 1}`} className={styles.indicator} {...dated(slide, i)}>
              <span className="visually-hidden">{`Slide${built.includes(i) ? ` ${built.indexOf(i) + 1}` : ""}${slide.heading ? `: ${slide.heading}` : ""}`}</span>
            </a>
          </Fragment>
        ))}
      </p>
    </section>
  );
}
