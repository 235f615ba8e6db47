import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_BACKGROUND, PLACEHOLDER_IMAGE } from './placeholders';

/** How long a slide takes to move; navigation is ignored for that long. */
export const SLIDE_MS = 400;

interface CarouselProps {
  images: readonly string[];
  /** Pixel height of the frame: 200 on provider cards, 250 on venue cards. */
  height: number;
  /** Names the pictures for assistive technology, e.g. the listing's name. */
  label: string;
}

/**
 * A sliding image strip. The index wraps both ways (the spec's carousels loop), and next/previous are
 * ignored while a slide is still moving, so quick clicks cannot skip pictures or desynchronise the strip.
 */
export function Carousel({ images, height, label }: CarouselProps) {
  const { t } = useTranslation('ui');
  const pictures = images.filter((src) => src.trim() !== '');
  const count = pictures.length;
  const [index, setIndex] = useState(0);
  const [animating, setAnimating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const settle = useCallback(() => {
    clearTimeout(timer.current);
    setAnimating(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = useCallback(
    (step: number) => {
      if (animating || count < 2) return;
      setAnimating(true);
      setIndex((current) => (current + step + count) % count);
      // transitionend does not fire when motion is reduced or the tab is hidden; the timer unlocks anyway.
      clearTimeout(timer.current);
      timer.current = setTimeout(settle, SLIDE_MS + 50);
    },
    [animating, count, settle],
  );

  // The card around the carousel is one big link: the controls must not open the details.
  const onPrevious = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    go(-1);
  };
  const onNext = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    go(1);
  };

  const shown = count > 0 ? pictures : [PLACEHOLDER_IMAGE];
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  return (
    <div
      className="position-relative overflow-hidden"
      style={{ height, background: PLACEHOLDER_BACKGROUND }}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        className="d-flex h-100"
        data-testid="carousel-track"
        style={{ transform: `translateX(-${current * 100}%)`, transition: `transform ${SLIDE_MS}ms ease` }}
        onTransitionEnd={settle}
      >
        {shown.map((src, slide) => (
          <img
            key={`${slide}-${src}`}
            src={src}
            alt={
              count > 0
                ? t('carousel.picture', { label, number: slide + 1, count })
                : t('carousel.noPicture', { label })
            }
            aria-hidden={slide !== current}
            className={`flex-shrink-0 w-100 h-100 ${count > 0 ? 'object-fit-cover' : 'object-fit-contain'}`}
            loading={slide === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
      {count > 1 ? (
        <>
          {/* Above the card's stretched link, which would otherwise swallow these clicks. */}
          <button
            type="button"
            className="carousel-control-prev"
            style={{ zIndex: 2 }}
            aria-label={t('carousel.previous')}
            onClick={onPrevious}
          >
            <span className="carousel-control-prev-icon" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="carousel-control-next"
            style={{ zIndex: 2 }}
            aria-label={t('carousel.next')}
            onClick={onNext}
          >
            <span className="carousel-control-next-icon" aria-hidden="true" />
          </button>
          <span className="visually-hidden" aria-live="polite">
            {t('carousel.position', { number: current + 1, count })}
          </span>
        </>
      ) : null}
    </div>
  );
}
