import { useState } from 'react';

/** A wizard's step state: which step shows and how far the person got; a step opens only once reached. */
export function useWizardSteps(count: number) {
  const [active, setActive] = useState(0);
  const [visited, setVisited] = useState(0);
  const goTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), count - 1);
    setActive(next);
    setVisited((reached) => Math.max(reached, next));
  };
  /** Forgets progress past a step, e.g. once a changed date voids the bookings picked for the old one. */
  const reachUpTo = (index: number) => setVisited((reached) => Math.min(reached, Math.max(index, active)));
  return { active, visited, goTo, reachUpTo };
}
