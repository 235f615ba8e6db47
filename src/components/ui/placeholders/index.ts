// Built-in pictures for profiles and listings that have none. Inline SVG data URLs: no request, no asset
// pipeline, and they scale to any card size.

const svg = (markup: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;

/** A neutral head-and-shoulders silhouette. */
export const DEFAULT_AVATAR = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" fill="#e9ecef"/>' +
    '<circle cx="32" cy="25" r="12" fill="#adb5bd"/>' +
    '<path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#adb5bd"/>' +
    '</svg>',
);

/** The colour behind the placeholder glyph; frames showing it use it so any width looks the same. */
export const PLACEHOLDER_BACKGROUND = '#eef0f7';

/** A "picture" glyph for listings without images, shown whole (contain), centred on the background. */
export const PLACEHOLDER_IMAGE = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250">' +
    '<g fill="#c3c9e0" transform="translate(150 75)">' +
    '<rect width="100" height="100" rx="10" fill="none" stroke="#c3c9e0" stroke-width="6"/>' +
    '<circle cx="32" cy="32" r="11"/>' +
    '<path d="M8 88l28-32 18 18 14-14 24 28z"/>' +
    '</g>' +
    '</svg>',
);
