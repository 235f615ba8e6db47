import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { IMAGE_RULES } from '@/components/ui/imageDropzone/rules';
import { CategoryField } from '@/components/ui/form/CategoryField';
import { TextField } from '@/components/ui/form/TextField';
import type { Category } from '@/domain/entities';
import { LocationField } from './LocationField';
import { PicturesField } from './PicturesField';

interface ManagerFieldsProps {
  /** The i18n namespace of the form (`auth` or `profile`): its labels and validation messages. */
  namespace: string;
  /** Prefix of the inputs' ids: `<prefix>-<location name>` and `<prefix>-previous-work`. */
  idPrefix: string;
  /** The form's location field; its label is `fields.<name>`. */
  locationName: string;
  /** The spec asks where they work right after the bio at registration, and after the experience in the profile. */
  locationAfter: 'bio' | 'experience';
  categories: Category[];
  categoriesLoading: boolean;
  /** How a stored previous-work picture is named (the profile shows stored ones). */
  storedWorkName?: (index: number) => string;
  /** Upload percentage by picture key while the form's request runs. */
  progress: Record<string, number>;
  busy: boolean;
}

/** What only event managers describe: bio, where they work, category, experience and previous work. */
export function ManagerFields({
  namespace,
  idPrefix,
  locationName,
  locationAfter,
  categories,
  categoriesLoading,
  storedWorkName,
  progress,
  busy,
}: ManagerFieldsProps) {
  const { t } = useTranslation(namespace);
  const location = (
    <LocationField
      id={`${idPrefix}-${locationName}`}
      name={locationName}
      namespace={namespace}
      label={t(`fields.${locationName}`)}
    />
  );
  return (
    <>
      <TextField
        namespace={namespace}
        name="bio"
        type="textarea"
        rows={4}
        label={t('fields.bio')}
        placeholder={t('fields.bioPlaceholder')}
      />
      {locationAfter === 'bio' ? location : null}
      <Row className="gx-3">
        <Col sm={7} md={8}>
          <CategoryField
            namespace={namespace}
            label={t('fields.category')}
            placeholder={categoriesLoading ? t('fields.categoryLoading') : t('fields.categoryPlaceholder')}
            categories={categories}
          />
        </Col>
        <Col sm={5} md={4}>
          <TextField
            namespace={namespace}
            name="experienceYears"
            type="number"
            min={0}
            step={1}
            label={t('fields.experienceYears')}
          />
        </Col>
      </Row>
      {locationAfter === 'experience' ? location : null}
      <PicturesField
        id={`${idPrefix}-previous-work`}
        name="prevAttachments"
        namespace={namespace}
        label={t('fields.prevAttachments')}
        hint={t('fields.prevAttachmentsHint')}
        rules={IMAGE_RULES.previousWork}
        storedName={storedWorkName}
        progress={progress}
        disabled={busy}
      />
    </>
  );
}
