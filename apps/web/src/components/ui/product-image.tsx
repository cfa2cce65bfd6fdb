import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet, type ImageLike } from '@better-deals/domain';
import { PLACEHOLDER_IMAGE } from '../../lib/images';

interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
> {
  image: ImageLike | undefined;
  alt: string;
  /** Which width the image takes on screen, for the browser to pick from the srcset. */
  sizes: string;
  /** Above the fold: load at once and early. Otherwise lazy. */
  priority?: boolean;
}

/**
 * A product photo: every stored width in a srcset, its size declared (no layout shift), lazy
 * below the fold, and a local placeholder when it is missing or fails to load.
 */
export function ProductImage({ image, alt, sizes, priority = false, className, ...rest }: ProductImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = !image || failedUrl === image.url;
  const element = useRef<HTMLImageElement>(null);
  const url = image?.url;
  useEffect(() => {
    // A picture of a server-rendered page that failed before the page came alive fired its error
    // with no one listening: a finished image with no width is a failed one.
    const img = element.current;
    if (url && img && img.complete && img.naturalWidth === 0) setFailedUrl(url);
  }, [url]);
  return (
    <img
      {...rest}
      ref={element}
      src={broken ? PLACEHOLDER_IMAGE : image.url}
      srcSet={broken ? undefined : imageSrcSet(image)}
      sizes={broken ? undefined : sizes}
      width={image?.width ?? 640}
      height={image?.height ?? 640}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (image) setFailedUrl(image.url);
      }}
      className={className}
    />
  );
}
