import { useEffect, useMemo, useRef } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { EVENT_OPTION_TITLE_MAX } from '@/domain/announcements';
import { truncate } from '@/domain/text';
import {
  announcementInitialValues,
  announcementSchema,
  toPayload,
  type AnnouncementValues,
} from '../forms/announcement.schema';
import { loadHolders, sendAnnouncement } from '../slice';
import { selectAnnounceableEvents, selectHolders, selectSendState } from '../slice/selectors';
import { AnnouncementFields } from './AnnouncementFields';

const calendarDateOf = (ms: number) => {
  const day = new Date(ms);
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
};

/** Owns the announcement: the event choice and its holder count, sending, and the outcome banner. */
export function AnnouncementForm() {
  const { t } = useTranslation('announcements');
  const dispatch = useAppDispatch();
  const format = useDisplayFormat();
  const events = useAppSelector(selectAnnounceableEvents);
  const holders = useAppSelector(selectHolders);
  const send = useAppSelector(selectSendState);
  const form = useRef<FormikProps<AnnouncementValues>>(null);
  const sending = send.status === 'sending';

  const eventOptions = useMemo(
    () =>
      events.items.map((event) => ({
        value: event.id,
        label: `${truncate(event.title, EVENT_OPTION_TITLE_MAX)} (${format.date(calendarDateOf(event.date))})`,
      })),
    [events.items, format],
  );

  // A sent announcement clears its text; the event stays chosen for the next one.
  useEffect(() => {
    if (send.status !== 'succeeded') return;
    const current = form.current;
    current?.resetForm({ values: { ...announcementInitialValues, eventId: current.values.eventId } });
  }, [send.status]);

  const holdersKnown = holders.status === 'succeeded';
  // With no event chosen, Send stays usable so pressing it says which fields are missing.
  const noHolders = holdersKnown && holders.count === 0;
  // The chosen event must be known to have ticket holders: one whose count failed may have none.
  const holdersUnconfirmed = holders.status === 'loading' || holders.status === 'failed';
  const uncountedEventId = holders.status === 'failed' ? holders.eventId : null;

  return (
    <Formik
      innerRef={form}
      initialValues={announcementInitialValues}
      validationSchema={announcementSchema}
      onSubmit={(values) => {
        dispatch(sendAnnouncement(toPayload(values)));
      }}
    >
      <Form noValidate>
        {send.status === 'succeeded' ? <Notice color="success">{t('sent')}</Notice> : null}
        {send.status === 'failed' ? (
          <Notice color="danger">
            {send.error ? <RefusalText refusal={send.error} /> : t('sendFailed')}
          </Notice>
        ) : null}
        {uncountedEventId ? (
          <Notice
            color="danger"
            className="d-flex flex-wrap align-items-center justify-content-between gap-2"
          >
            <span>{t('form.holdersFailed')}</span>
            <Button
              type="button"
              size="sm"
              color="danger"
              outline
              onClick={() => dispatch(loadHolders(uncountedEventId))}
            >
              {t('retry')}
            </Button>
          </Notice>
        ) : null}
        <AnnouncementFields
          eventOptions={eventOptions}
          holders={holdersKnown ? holders.count : null}
          holdersLoading={holders.status === 'loading'}
          onEventChange={(eventId) => dispatch(loadHolders(eventId))}
          disabled={sending}
        />
        {noHolders ? <p className="text-muted small">{t('form.noHolders')}</p> : null}
        <div className="d-grid d-sm-flex justify-content-sm-end">
          <Button
            type="submit"
            color="primary"
            className="px-4"
            disabled={sending || noHolders || holdersUnconfirmed}
          >
            {sending ? (
              <>
                <Spinner size="sm" className="me-2" aria-hidden="true" />
                {t('form.sending')}
              </>
            ) : (
              t('form.send')
            )}
          </Button>
        </div>
      </Form>
    </Formik>
  );
}
