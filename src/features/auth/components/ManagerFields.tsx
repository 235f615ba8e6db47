import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { LocationField } from '@/components/forms/LocationField';
import { PicturesField } from '@/components/forms/PicturesField';
import { IMAGE_RULES } from '@/components/ui/ImageDropzone';
import { CategoryField } from '@/components/ui/form/CategoryField';
import { TextField } from '@/components/ui/form/TextField';
import type { Category } from '@/domain/entities';

interface ManagerFieldsProps {
  categories: Category[];
  categoriesLoading: boolean;
  /** Upload percentage by picture key while the registration runs. */
  progress: Record<string, number>;
  busy: boolean;
}

/** What only event managers describe: bio, where they work, category, experience and previous work. */
export function ManagerFields({ categories, categoriesLoading, progress, busy }: ManagerFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        namespace="auth"
        name="bio"
        type="textarea"
        rows={3}
        label={t('fields.bio')}
        placeholder={t('fields.bioPlaceholder')}
      />
      <LocationField id="register-location" name="location" namespace="auth" label={t('fields.location')} />
      <Row className="g-3">
        <Col sm={7}>
          <CategoryField
            namespace="auth"
            label={t('fields.category')}
            placeholder={categoriesLoading ? t('fields.categoryLoading') : t('fields.categoryPlaceholder')}
            categories={categories}
          />
        </Col>
        <Col sm={5}>
          <TextField
            namespace="auth"
            name="experienceYears"
            type="number"
            min={0}
            step={1}
            label={t('fields.experienceYears')}
          />
        </Col>
      </Row>
      <PicturesField
        id="register-previous-work"
        name="prevAttachments"
        namespace="auth"
        label={t('fields.prevAttachments')}
        hint={t('fields.prevAttachmentsHint')}
        rules={IMAGE_RULES.previousWork}
        progress={progress}
        disabled={busy}
      />
    </>
  );
}
