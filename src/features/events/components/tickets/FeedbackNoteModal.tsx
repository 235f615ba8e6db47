import { useId, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { shortTicketId } from '@/domain/tickets';
import {
  feedbackNoteInitialValues,
  feedbackNoteSchema,
  toFeedbackNote,
} from '@/features/events/forms/feedbackNote.schema';
import type { Ticket } from '@/features/events/tickets/slice/types';
import { FeedbackNoteFields } from './FeedbackNoteFields';

interface FeedbackNoteModalProps {
  /** The ticket the note is for; the modal is closed without one. */
  ticket: Ticket | null;
  busy: boolean;
  onSubmit: (ticket: Ticket, note: string) => void;
  onClose: () => void;
}

/** Add Feedback Note: a required note about one ticket's holder, sent with Submit. */
export function FeedbackNoteModal({ ticket, busy, onSubmit, onClose }: FeedbackNoteModalProps) {
  const { t } = useTranslation('events');
  const titleId = useId();
  const initialValues = useMemo(() => feedbackNoteInitialValues(ticket ?? { feedbackNotes: '' }), [ticket]);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal isOpen={ticket !== null} toggle={close} centered fade={false} labelledBy={titleId}>
      {ticket ? (
        <Formik
          initialValues={initialValues}
          validationSchema={feedbackNoteSchema}
          onSubmit={(values) => onSubmit(ticket, toFeedbackNote(values))}
        >
          <Form noValidate>
            <ModalHeader toggle={close}>
              <span id={titleId}>{t('feedback.title')}</span>
            </ModalHeader>
            <ModalBody>
              <p className="text-muted small mb-3 text-break">
                {t('feedback.about', { ticketId: shortTicketId(ticket.ticketId), name: ticket.userName })}
              </p>
              <fieldset disabled={busy}>
                <FeedbackNoteFields />
              </fieldset>
            </ModalBody>
            <ModalFooter>
              <Button color="secondary" outline onClick={close} disabled={busy}>
                {t('feedback.cancel')}
              </Button>
              <SubmitButton busy={busy} busyLabel={t('feedback.submitting')} align="end">
                {t('feedback.submit')}
              </SubmitButton>
            </ModalFooter>
          </Form>
        </Formik>
      ) : null}
    </Modal>
  );
}
