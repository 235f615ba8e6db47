import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import type { BankAnswer } from '@/domain/bankCheck';

interface BankCheckProps {
  /** The payment's client secret, while its bank asks the payer to confirm it; null otherwise. */
  clientSecret: string | null;
  /** Stripe's publishable key; empty offline, where the simulated bank's page stands in. */
  publishableKey: string;
  onAnswer: (answer: BankAnswer) => void;
}

/**
 * The bank's authentication step of a card payment (3-D Secure). With Stripe, Stripe.js shows the bank's own
 * challenge and this only says what is happening; offline, a simulated bank page asks to complete or fail it. Either
 * way the form then sends the same purchase or booking again, and the server checks what the bank said.
 */
export function BankCheck({ clientSecret, publishableKey, onAnswer }: BankCheckProps) {
  const { t } = useTranslation('card');
  const answered = useRef<string | null>(null);

  useEffect(() => {
    if (!clientSecret || !publishableKey || answered.current === clientSecret) return;
    answered.current = clientSecret;
    void (async () => {
      const { stripeFor } = await import('./stripeLoader');
      const stripe = await stripeFor(publishableKey);
      const result = await stripe?.handleNextAction({ clientSecret });
      // The server reads the payment again: a failed or closed challenge is found out there, in the payer's words.
      onAnswer(result && !result.error ? 'complete' : 'fail');
    })();
  }, [clientSecret, publishableKey, onAnswer]);

  if (!clientSecret) return null;
  if (publishableKey)
    return (
      <p role="status" className="small text-muted d-flex align-items-center gap-2">
        <Spinner size="sm" aria-hidden="true" />
        {t('bank.waiting')}
      </p>
    );
  return (
    // The class is written out, not left to the `centered` prop: the build keeps only the Bootstrap rules whose class
    // names appear in the source (src/firstPaint/build/purgeBootstrap.ts).
    <Modal
      isOpen
      className="modal-dialog-centered"
      backdrop="static"
      keyboard={false}
      labelledBy="bank-check-title"
    >
      <ModalHeader tag="h2" className="h5" id="bank-check-title">
        {t('bank.title')}
      </ModalHeader>
      <ModalBody>
        <p className="mb-1">{t('bank.body')}</p>
        <p className="small text-muted mb-0">{t('bank.simulated')}</p>
      </ModalBody>
      <ModalFooter>
        <Button color="outline-danger" onClick={() => onAnswer('fail')}>
          {t('bank.fail')}
        </Button>
        <Button color="primary" onClick={() => onAnswer('complete')}>
          {t('bank.complete')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
