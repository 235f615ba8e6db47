import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { localDateOf } from '@/domain/recurrence';
import { datedSlots, type DatedSlot } from '@/domain/slotRows';
import { mergeEntry, withoutSlot } from '@/domain/slots';
import { AvailabilityTable } from '../components/AvailabilityTable';
import { ConfirmStep } from '../components/ConfirmStep';
import { EntryForm } from '../components/EntryForm';
import { StepNav, type AddStep } from '../components/StepNav';
import { addAvailability, availabilityFormReset } from '../slice';
import { selectAddState } from '../slice/selectors';
import type { DraftEntry } from '../slice/types';
import '../availability.css';

export default function AddAvailabilityPage() {
  const { t } = useTranslation('availability');
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectAddState);
  const [step, setStep] = useState<AddStep>('entries');
  const [drafts, setDrafts] = useState<DraftEntry[]>([]);
  // "Today" is the person's own calendar date, fixed for the visit so the form does not change under them.
  const today = useMemo(() => localDateOf(new Date()), []);
  const rows = useMemo(() => datedSlots(drafts), [drafts]);

  useEffect(() => () => void dispatch(availabilityFormReset('add')), [dispatch]);

  // Removing a listed slot is how a date over the slots-per-date cap (counting those saved) is brought back under.
  const removeListed = ({ entryId, slot }: DatedSlot) =>
    setDrafts((current) => withoutSlot(current, entryId, slot.id));

  // A failure of the last confirm does not carry over to the next, after the list has been changed.
  const goBack = () => {
    dispatch(availabilityFormReset('add'));
    setStep('entries');
  };

  const startOver = () => {
    dispatch(availabilityFormReset('add'));
    setDrafts([]);
    setStep('entries');
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('add.title')}</h1>
        <Link to={paths.availability.href()} className="btn btn-outline-secondary btn-sm">
          {t('add.backToList')}
        </Link>
      </div>
      <Card>
        <CardBody className="p-3 p-md-4">
          <StepNav current={step} />
          {step === 'entries' ? (
            <>
              <EntryForm
                today={today}
                listed={drafts}
                onSubmit={(entry) => setDrafts((current) => mergeEntry(current, entry))}
              />
              <hr className="my-4" />
              <h2 className="h6 mb-2">{t('add.toAdd')}</h2>
              {rows.length > 0 ? (
                <AvailabilityTable rows={rows} onDelete={removeListed} />
              ) : (
                <p className="text-muted">{t('add.noEntries')}</p>
              )}
              <div className="d-flex justify-content-end mt-3">
                <Button
                  type="button"
                  color="primary"
                  disabled={drafts.length === 0}
                  onClick={() => setStep('confirm')}
                >
                  {t('add.next')}
                </Button>
              </div>
            </>
          ) : (
            <ConfirmStep
              rows={rows}
              request={request}
              onBack={goBack}
              onConfirm={() => dispatch(addAvailability({ entries: drafts }))}
              onAddMore={startOver}
            />
          )}
        </CardBody>
      </Card>
    </>
  );
}
