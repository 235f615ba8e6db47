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
  progress: Record<string, number>;
  busy: boolean;
}

/** What only event managers describe: their work, category, experience, address and previous work. */
export function ManagerFields({ categories, categoriesLoading, progress, busy }: ManagerFieldsProps) {
  const { t } = useTranslation('profile');
  return (
    <>
      <TextField
        namespace="profile"
        name="bio"
        type="textarea"
        rows={4}
        label={t('fields.bio')}
        placeholder={t('fields.bioPlaceholder')}
      />
      <Row className="gx-3">
        <Col md={8}>
          <CategoryField
            namespace="profile"
            label={t('fields.category')}
            placeholder={categoriesLoading ? t('fields.categoryLoading') : t('fields.categoryPlaceholder')}
            categories={categories}
          />
        </Col>
        <Col md={4}>
          <TextField
            namespace="profile"
            name="experienceYears"
            type="number"
            min={0}
            step={1}
            label={t('fields.experienceYears')}
          />
        </Col>
      </Row>
      <LocationField id="profile-address" name="address" namespace="profile" label={t('fields.address')} />
      <PicturesField
        id="profile-previous-work"
        name="prevAttachments"
        namespace="profile"
        label={t('fields.prevAttachments')}
        hint={t('fields.prevAttachmentsHint')}
        rules={IMAGE_RULES.previousWork}
        storedName={(index) => t('fields.previousWorkItem', { number: index + 1 })}
        progress={progress}
        disabled={busy}
      />
    </>
  );
}
