import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import type { Category } from '@/domain/entities';
import { AttachmentsField } from './AttachmentsField';
import { CategoryField } from './CategoryField';
import { TextField } from '@/components/ui/form/TextField';

interface ManagerFieldsProps {
  categories: Category[];
  categoriesLoading: boolean;
}

/** What only event managers describe: bio, where they work, category, experience and previous work. */
export function ManagerFields({ categories, categoriesLoading }: ManagerFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField namespace="auth"
        name="bio"
        type="textarea"
        rows={3}
        label={t('fields.bio')}
        placeholder={t('fields.bioPlaceholder')}
      />
      <TextField namespace="auth"
        name="location"
        label={t('fields.location')}
        placeholder={t('fields.locationPlaceholder')}
        autoComplete="street-address"
      />
      <Row className="g-3">
        <Col sm={6}>
          <TextField namespace="auth"
            name="latitude"
            inputMode="decimal"
            label={t('fields.latitude')}
            placeholder={t('fields.latitudePlaceholder')}
          />
        </Col>
        <Col sm={6}>
          <TextField namespace="auth"
            name="longitude"
            inputMode="decimal"
            label={t('fields.longitude')}
            placeholder={t('fields.longitudePlaceholder')}
          />
        </Col>
      </Row>
      <Row className="g-3">
        <Col sm={7}>
          <CategoryField categories={categories} loading={categoriesLoading} />
        </Col>
        <Col sm={5}>
          <TextField namespace="auth"
            name="experienceYears"
            type="number"
            min={0}
            step={1}
            label={t('fields.experienceYears')}
          />
        </Col>
      </Row>
      <AttachmentsField name="prevAttachments" label={t('fields.prevAttachments')} />
    </>
  );
}
