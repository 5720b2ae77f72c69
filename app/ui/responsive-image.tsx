import type { ImgHTMLAttributes } from "react";
import { imageSet, type ImageAspect, type ImageWidth } from "#contract/images";
import type { ImageSet } from "#contract/types";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt">;

export interface ResponsiveImageProps extends ImgProps {
  /** A generated illustration by name (see contract/images.ts) ... */
  name?: string;
  aspect?: ImageAspect;
  widths?: readonly ImageWidth[];
  /** ... or a set the API returned. */
  set?: ImageSet | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes?: string;
  /** Above the fold: loads eagerly with high priority (never lazy, docs/performance.md, Budgets). */
  priority?: boolean;
}

/**
 * A <picture> with AVIF and WebP sources at phone and desktop widths, explicit width and height
 * (no layout shift), lazy loading below the fold.
 */
export function ResponsiveImage({
  name,
  aspect = "card",
  widths,
  set,
  alt,
  sizes = "100vw",
  priority = false,
  className,
  ...rest
}: ResponsiveImageProps) {
  const images = set ?? (name ? imageSet(name, aspect, widths) : null);
  if (!images) return null;
  return (
    <picture>
      <source type="image/avif" srcSet={images.avif} sizes={sizes} />
      <source type="image/webp" srcSet={images.webp} sizes={sizes} />
      <img
        src={images.src}
        width={images.width}
        height={images.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
        {...rest}
      />
    </picture>
  );
}
