import { useMemo, useState } from 'react';
import { useWizardSteps } from '@/components/ui/useWizardSteps';
import { bookingSteps } from '@/domain/booking';

export type StepKey = 'details' | 'packages' | 'venue' | 'managers' | 'payment';
/** Why the step shown cannot be left forward: a text key of the eventForm namespace, or a text already worded. */
export type StepError = { key: string; params?: Record<string, unknown> } | { text: string };

/** The spec's steps for the role: 4 for event managers and venue owners, 5 for organizers. */
export function stepKeysOf(role: string | undefined): StepKey[] {
  const booking = bookingSteps(role);
  return [
    'details',
    'packages',
    ...(booking.venue ? ['venue' as const] : []),
    ...(booking.managers ? ['managers' as const] : []),
    'payment',
  ];
}

interface AddEventStepsOptions {
  role: string | undefined;
  /** While the event is being created no step changes. */
  busy: boolean;
  /** Checks the step being left and keeps what it holds; false (with an error set, or fields marked) stays on it. */
  validate: (key: StepKey) => Promise<boolean>;
}

/**
 * Add Event's step machine: the role's steps, the one shown and how far the person got, and the rule that leaving a
 * step forward needs it to validate while going back never does. What each step checks is the wizard's (validate).
 */
export function useAddEventSteps({ role, busy, validate }: AddEventStepsOptions) {
  const keys = useMemo(() => stepKeysOf(role), [role]);
  const steps = useWizardSteps(keys.length);
  const [error, setError] = useState<StepError | null>(null);
  const activeKey = keys[steps.active];

  /** Validates the step shown, clearing the error an earlier attempt left. */
  const validateActive = async (): Promise<boolean> => {
    setError(null);
    return validate(activeKey);
  };

  const leaveTo = async (target: number) => {
    if (busy) return;
    if (target <= steps.active) {
      setError(null);
      return steps.goTo(target);
    }
    if (await validateActive()) steps.goTo(target);
  };

  return {
    keys,
    active: steps.active,
    activeKey,
    visited: steps.visited,
    /** The step holding "use my own venue": the venue step, or the managers step of a venue owner. */
    ownVenueStep: (keys.includes('venue') ? 'venue' : 'managers') as StepKey,
    /** The step before Payment, which submits at once when there is nothing to pay. */
    lastBookingStep: keys[keys.length - 2],
    /** Whether the role has the step and the person has reached it (its data may load). */
    reached: (key: StepKey) => keys.includes(key) && steps.visited >= keys.indexOf(key),
    reachUpTo: steps.reachUpTo,
    leaveTo,
    validateActive,
    error,
    setError,
  };
}
