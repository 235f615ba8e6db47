import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/TextField';

const NS = 'ticketShop';

/** Who buys (or waits): the name and the e-mail the tickets or the offer go to, with what the e-mail is for. */
export function BuyerFields({ disabled, emailHint }: { disabled: boolean; emailHint: string }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <TextField namespace={NS} name="name" label={t('buy.name')} autoComplete="name" disabled={disabled} />
      <TextField
        namespace={NS}
        name="email"
        type="email"
        label={t('buy.email')}
        autoComplete="email"
        inputMode="email"
        disabled={disabled}
      />
      <p className="small text-muted mt-n2">{emailHint}</p>
    </>
  );
}
