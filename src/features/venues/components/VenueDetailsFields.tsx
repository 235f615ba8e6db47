import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { LocationField } from './LocationField';
import { PicturesField } from '@/components/forms/PicturesField';
import { IMAGE_RULES } from '@/components/ui/ImageDropzone';
import { TextField } from '@/components/ui/form/TextField';

interface VenueDetailsFieldsProps {
  progress: Record<string, number>;
  busy: boolean;
}

/** Step one of the venue wizard: fields only, the container owns Formik and the buttons. */
export function VenueDetailsFields({ progress, busy }: VenueDetailsFieldsProps) {
  const { t } = useTranslation('venues');
  return (
    <>
      <Row className="g-3">
        <Col md={8}>
          <TextField
            namespace="venues"
            name="venueName"
            label={t('fields.venueName')}
            placeholder={t('fields.venueNamePlaceholder')}
          />
        </Col>
        <Col md={4}>
          <TextField
            namespace="venues"
            name="seats"
            type="number"
            min={1}
            step={1}
            label={t('fields.seats')}
          />
        </Col>
      </Row>
      <TextField
        namespace="venues"
        name="description"
        type="textarea"
        rows={4}
        label={t('fields.description')}
        placeholder={t('fields.descriptionPlaceholder')}
      />
      <PicturesField
        id="venue-attachments"
        name="attachments"
        label={t('fields.attachments')}
        namespace="venues"
        rules={IMAGE_RULES.venue}
        storedName={(index) => t('fields.attachmentItem', { number: index + 1 })}
        progress={progress}
        disabled={busy}
      />
      <LocationField />
      <Row className="g-3">
        <Col md={6}>
          <TextField namespace="venues" name="lineAddress1" label={t('fields.lineAddress1')} />
        </Col>
        <Col md={6}>
          <TextField namespace="venues" name="lineAddress2" label={t('fields.lineAddress2')} />
        </Col>
      </Row>
    </>
  );
}
