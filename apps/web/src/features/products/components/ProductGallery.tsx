import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { ProductImage } from './ProductImage';

interface ProductGalleryProps {
  images: readonly string[];
  name: string;
  /** Extra content over the image (badges, the easter egg). */
  children?: ReactNode;
}

/** Image carousel: previous and next wrap around; arrow keys work when the gallery has focus. */
export function ProductGallery({ images, name, children }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = count > 0 ? (images[index % count] ?? '') : '';

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label={`Images of ${name}`}
      onKeyDown={onKeyDown}
    >
      <div className="gallery__stage">
        <ProductImage
          key={current}
          src={current}
          alt={count > 1 ? `${name} (image ${index + 1} of ${count})` : name}
          eager
          className="gallery__image"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              aria-label="Previous image"
              onClick={() => show(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label="Next image"
              onClick={() => show(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="gallery__counter" aria-live="polite">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
        {children}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={`gallery__thumb${i === index ? ' is-active' : ''}`}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index || undefined}
                onClick={() => show(i)}
              >
                <ProductImage src={src} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
