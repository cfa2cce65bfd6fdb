import { IMAGE_SIZES } from '@better-deals/domain';
import { useState } from 'react';
import { ProductImage } from '../../../components/ui/product-image';
import type { ImageLike } from '@better-deals/domain';

/** The product page's photos: one large, and a row of thumbnails (buttons) to switch it. */
export function ProductGallery({ images, title }: { images: readonly ImageLike[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
        <ProductImage
          image={current}
          alt={images.length > 1 ? `${title}, image ${index + 1} of ${images.length}` : title}
          sizes={IMAGE_SIZES.hero}
          priority
          className="h-full w-full object-contain"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                className={`block h-16 w-16 overflow-hidden rounded-lg bg-white ring-2 sm:h-20 sm:w-20 ${
                  i === index ? 'ring-brand-700' : 'ring-slate-200 hover:ring-slate-400'
                }`}
              >
                <ProductImage image={image} alt="" sizes="80px" className="h-full w-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
