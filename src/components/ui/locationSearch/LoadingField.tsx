import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';

/** Holds the search field's place, label included, while the Maps script arrives. */
export function LoadingField({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation('ui');
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input id={id} type="text" disabled placeholder={t('location.loading')} />
    </FormGroup>
  );
}
