import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '@/lib/firebase/errors';

/**
 * Words a failure the store holds (lib/firebase/errors failureOf) in the current language, errors:<reason> with its
 * figures; it re-renders on a change of language, so an error already shown is re-worded.
 */
export function useRefusalText(): (refusal: Refusal) => string {
  const { t } = useTranslation('errors');
  return useCallback((refusal: Refusal) => t(refusal.reason, refusal.params), [t]);
}

/** A failure the store holds, worded in the current language. */
export function RefusalText({ refusal }: { refusal: Refusal }) {
  return useRefusalText()(refusal);
}
