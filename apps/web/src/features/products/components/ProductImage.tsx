import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../images';

interface ProductImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Above-the-fold images load eagerly. */
  eager?: boolean;
}

export const IMAGE_PENDING_TEXT = 'Image pending Amazon refresh';
export const NO_IMAGE_TEXT = 'No Image';

/**
 * A product image (product spec 1 §5, §2): a blank (or placeholder) URL shows 'Image pending Amazon refresh';
 * after the first load error the image is replaced by a 'No Image' placeholder.
 */
export function ProductImage({ src, alt, className = '', eager = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const blank = src.trim() === '' || src === PLACEHOLDER_IMAGE;

  if (blank || failedSrc === src) {
    const text = blank ? IMAGE_PENDING_TEXT : NO_IMAGE_TEXT;
    const placeholderClass = `image-placeholder${blank ? ' image-placeholder--pending' : ''} ${className}`;
    const content = (
      <>
        <span className="image-placeholder__icon" aria-hidden="true">
          {blank ? '📦' : '🖼️'}
        </span>
        <span className="image-placeholder__text" aria-hidden={alt ? true : undefined}>
          {text}
        </span>
      </>
    );
    // With a name (alt) the placeholder stands in for the image; without one (a card whose title names the
    // product) the image was decorative, so the placeholder is plain text rather than an image with no name.
    return alt ? (
      <div className={placeholderClass} role="img" aria-label={`${alt}: ${text}`}>
        {content}
      </div>
    ) : (
      <div className={placeholderClass}>{content}</div>
    );
  }
  return (
    <img
      className={`product-img ${className}`}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
