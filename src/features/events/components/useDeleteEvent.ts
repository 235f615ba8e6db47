import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { deleteEvent } from '../slice';
import type { PlatformEvent } from '../slice/types';
import { confirmEventDelete } from './alerts';

/** Asks the spec's 'Are you sure?' and, once confirmed, deletes the event through the server. */
export function useDeleteEvent() {
  const { t } = useTranslation('events');
  const dispatch = useAppDispatch();
  return useCallback(
    async (event: PlatformEvent) => {
      if (await confirmEventDelete(t)) dispatch(deleteEvent({ id: event.id }));
    },
    [dispatch, t],
  );
}
