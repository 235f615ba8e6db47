import { useEffect, useRef } from 'react';

/**
 * Moves keyboard focus to the step marked aria-current inside the returned element whenever `step` changes, not
 * on the first render. The button that changed the step usually belongs to the step just hidden, and focus would
 * otherwise drop back to the top of the page, so keyboard and screen reader users would start over from the menu.
 */
export function useFocusCurrentStep<T extends HTMLElement>(step: unknown) {
  const container = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    container.current?.querySelector<HTMLElement>('[aria-current="step"]')?.focus();
  }, [step]);
  return container;
}
