import { useEffect, useId, useRef, useState } from "react";
import type { ResponsiveImage } from "~/lib/images";
import { ResponsivePicture } from "./responsive-picture";
import { SmartLink } from "./smart-link";
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
}

/** Props of {@link Carousel}. */
export interface CarouselProps {
  slides: CarouselSlide[];
  /** Names the carousel for screen readers. */
  label: string;
}

/**
 * Linked banners in a scroll-snapping strip (swipe works before JavaScript loads), with
 * previous/next and one button per slide. It never moves by itself; smooth scrolling only
 * for visitors who have not asked for reduced motion.
 */
export function Carousel({ slides, label }: CarouselProps) {
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const goTo = (index: number) => {
    const next = (index + slides.length) % slides.length;
    setCurrent(next);
    const el = track.current;
    const slide = el?.children[next] as HTMLElement | undefined;
    if (!el || !slide) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    el.scrollTo?.({ left: slide.offsetLeft, behavior: reduce ? "auto" : "smooth" });
  };

  // A swipe moves the strip by itself: once scrolling has settled, follow it. Reading the
  // position mid-animation would briefly report the slide we are leaving.
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const el = track.current;
      if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
    }, scrollSettleMs);
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div ref={track} id={`${id}-slides`} className={styles.track} onScroll={onScroll} aria-live="polite">
        {slides.map((slide, i) => (
          <div
            key={slide.href + i}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            // Before hydration every slide stays reachable, so swiping and tabbing work without JavaScript.
            inert={hydrated && i !== current}
          >
            <SmartLink href={slide.href} className={styles.link}>
              <ResponsivePicture
                image={slide.image}
                alt={slide.alt}
                sizes="100vw"
                priority={i === 0}
                className={styles.image}
              />
              {slide.heading && (
                <span className={styles.caption}>
                  <span className={styles.heading}>{slide.heading}</span>
                  {slide.text && <span className={styles.text}>{slide.text}</span>}
                </span>
              )}
            </SmartLink>
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
              aria-current={i === current ? "true" : undefined}
              aria-label={`Slide ${i + 1}${slide.heading ? `: ${slide.heading}` : ""}`}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} aria-controls={`${id}-slides`} onClick={() => goTo(current + 1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
    </section>
  );
}
