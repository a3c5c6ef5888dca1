import { preload } from "react-dom";
import type { ResponsiveImage } from "~/lib/images";

/** Props of {@link ResponsivePicture}. */
export interface ResponsivePictureProps {
  image: ResponsiveImage;
  /** Empty for a decorative image. */
  alt: string;
  /** How wide the image is shown, as a sizes attribute, such as "(min-width: 992px) 50vw, 100vw". */
  sizes: string;
  /** The largest image in view when the page opens: loaded first and never lazily. */
  priority?: boolean;
  /**
   * Lazy unless it loads with the page anyway: in view when the page opens, or within Chrome's
   * lazy-load distance of it (1,250 px), where lazy only adds a script-time task. A priority image
   * is always eager.
   */
  loading?: "eager" | "lazy";
  /**
   * `low` for an image in view when the page opens that is never the largest thing there (a row
   * of small portraits below the page's text): fetched at once, after what the first paint needs.
   * Chrome fetches the first five images of a page before others, and Lighthouse counts such an
   * image as one the page's largest paint may wait for.
   */
  fetchPriority?: "low";
  className?: string;
}

/**
 * An image in AVIF or WebP at the width the screen needs, with its size set so nothing shifts.
 * A priority image is also preloaded from the head, so it starts before the parser reaches it.
 */
export function ResponsivePicture({
  image,
  alt,
  sizes,
  priority = false,
  loading = "lazy",
  fetchPriority,
  className,
}: ResponsivePictureProps) {
  if (priority) {
    preload(image.fallback, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        className={className}
        src={image.fallback}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : loading}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : (fetchPriority ?? "auto")}
      />
    </picture>
  );
}
