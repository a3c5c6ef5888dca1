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
  /** Lazy unless it is in view when the page opens; a priority image is always eager. */
  loading?: "eager" | "lazy";
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
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
