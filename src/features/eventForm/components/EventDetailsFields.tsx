import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Col, FormText, Row } from 'reactstrap';
import { LocationField } from '@/components/forms/LocationField';
import { PicturesField } from '@/components/forms/PicturesField';
import { IMAGE_RULES } from '@/components/ui/ImageDropzone';
import { CheckboxField } from '@/components/ui/form/CheckboxField';
import { SelectField } from '@/components/ui/form/SelectField';
import { TextField } from '@/components/ui/form/TextField';
import { EVENT_TYPES } from '@/domain/booking';
import { durationHourOptions, durationMinuteOptions } from '@/domain/duration';
import { EVENT_LEVELS, startTimeChoices, type EventDetailsValues } from '../forms/eventDetails.schema';

const NS = 'eventForm';
const TYPE_OPTIONS = EVENT_TYPES.map((label) => ({ value: label, label }));
const START_OPTIONS = startTimeChoices().map((time) => ({ value: time, label: time }));

interface EventDetailsFieldsProps {
  /** 'YYYY-MM-DD' of today: the earliest date the picker offers. */
  minDate?: string;
  /** Featured quota (Add only); null hides the featured choice (it cannot change after creation). */
  featured: { left: number; percent: number } | null;
  /** While the event holds bookings its date and start time stay as booked. */
  timeLocked?: boolean;
  /** Once a ticket is sold its date, start time and duration stay as sold. */
  ticketsLocked?: boolean;
  progress: Record<string, number>;
  busy: boolean;
}

/** Event Details: fields only, the wizard owns Formik and the buttons. */
export function EventDetailsFields({
  minDate,
  featured,
  timeLocked = false,
  ticketsLocked = false,
  progress,
  busy,
}: EventDetailsFieldsProps) {
  const { t } = useTranslation(NS);
  const { values } = useFormikContext<EventDetailsValues>();
  const dayLocked = timeLocked || ticketsLocked;
  let lockNote: string | null = null;
  if (ticketsLocked) lockNote = t('fields.ticketsLocked');
  else if (timeLocked) lockNote = t('fields.timeLocked');
  const levels =
    values.eventLevel && !(EVENT_LEVELS as readonly string[]).includes(values.eventLevel)
      ? [values.eventLevel, ...EVENT_LEVELS]
      : EVENT_LEVELS;
  return (
    <>
      <Row className="g-3">
        <Col md={8}>
          <TextField
            namespace={NS}
            name="title"
            label={t('fields.title')}
            placeholder={t('fields.titlePlaceholder')}
          />
        </Col>
        <Col md={4}>
          <SelectField
            namespace={NS}
            name="eventType"
            label={t('fields.eventType')}
            placeholder={t('fields.choose')}
            options={TYPE_OPTIONS}
          />
        </Col>
      </Row>
      <TextField
        namespace={NS}
        name="description"
        type="textarea"
        rows={4}
        label={t('fields.description')}
        placeholder={t('fields.descriptionPlaceholder')}
      />
      <Row className="g-3">
        <Col sm={6} lg={3}>
          <TextField
            namespace={NS}
            name="eventDate"
            type="date"
            label={t('fields.date')}
            min={minDate}
            disabled={dayLocked}
          />
        </Col>
        <Col sm={6} lg={3}>
          <SelectField
            namespace={NS}
            name="startTime"
            label={t('fields.startTime')}
            placeholder={t('fields.choose')}
            options={START_OPTIONS}
            disabled={dayLocked}
          />
        </Col>
        <Col xs={6} lg={3}>
          <SelectField
            namespace={NS}
            name="durationHours"
            label={t('fields.durationHours')}
            placeholder={t('fields.choose')}
            options={durationHourOptions().map((hours) => ({
              value: String(hours),
              label: t('fields.hours', { count: hours }),
            }))}
            disabled={ticketsLocked}
          />
        </Col>
        <Col xs={6} lg={3}>
          <SelectField
            namespace={NS}
            name="durationMinutes"
            label={t('fields.durationMinutes')}
            placeholder={t('fields.choose')}
            options={durationMinuteOptions().map((minutes) => ({
              value: String(minutes),
              label: t('fields.minutes', { count: minutes }),
            }))}
            disabled={ticketsLocked}
          />
        </Col>
      </Row>
      {lockNote ? <p className="small text-muted mt-n2 mb-3">{lockNote}</p> : null}
      <Row className="g-3">
        <Col sm={6} lg={4}>
          <SelectField
            namespace={NS}
            name="eventLevel"
            label={t('fields.eventLevel')}
            placeholder={t('fields.choose')}
            options={levels.map((level) => ({
              value: level,
              label: t(`levels.${level}`, { defaultValue: level }),
            }))}
          />
        </Col>
        <Col sm={6} lg={4}>
          <TextField
            namespace={NS}
            name="requiredSeats"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            label={t('fields.requiredSeats')}
          />
        </Col>
        {featured ? (
          <Col lg={4} className="pt-lg-4">
            <CheckboxField name="featured" label={t('fields.featured')} />
            <FormText className="d-block mt-n2 mb-3">
              {featured.left > 0
                ? t('fields.featuredLeft', { count: featured.left })
                : t('fields.featuredNoneLeft', { percent: featured.percent })}
            </FormText>
          </Col>
        ) : null}
      </Row>
      <LocationField id="event-location" name="location" label={t('fields.location')} namespace={NS} />
      <PicturesField
        id="event-images"
        name="attachments"
        label={t('fields.images')}
        namespace={NS}
        rules={IMAGE_RULES.event}
        storedName={(index) => t('fields.imageItem', { number: index + 1 })}
        progress={progress}
        disabled={busy}
      />
    </>
  );
}
