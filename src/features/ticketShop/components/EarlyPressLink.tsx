import type { ReactNode } from 'react';
import { useShopAddress } from './ShopAddress';

/**
 * A button the server renders as a link to a fragment of the page (`#choose-tickets`): pressed before the page has
 * hydrated (a phone still downloading the script), it changes the address, which the hydrated page reads
 * (usePressedEarly) and acts on, so the press is never lost. Once hydrated, it acts as a button.
 */
export function EarlyPressLink({
  fragment,
  busy = false,
  className,
  onPress,
  onPointerDown,
  children,
}: {
  fragment: `#${string}`;
  busy?: boolean;
  className: string;
  onPress: () => void;
  onPointerDown?: () => void;
  children: ReactNode;
}) {
  const press = () => {
    if (!busy) onPress();
  };
  return (
    <a
      href={fragment}
      role="button"
      className={`${className}${busy ? ' disabled' : ''}`}
      aria-disabled={busy || undefined}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        event.preventDefault();
        press();
      }}
      onKeyDown={(event) => {
        // A button answers the space bar too.
        if (event.key !== ' ') return;
        event.preventDefault();
        press();
      }}
    >
      {children}
    </a>
  );
}

/**
 * Whether the link to `fragment` was pressed before the page hydrated. Hydration renders the server's address (no
 * fragment); the browser's follows right after, so the two never mismatch.
 */
export const usePressedEarly = (fragment: `#${string}`) => useShopAddress().hash === fragment;
