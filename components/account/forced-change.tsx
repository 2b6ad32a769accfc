'use client';
// The forced change of a temporary password at sign-in, loaded only when a sign-in needs it: the
// dialog with the message formatter it uses (next-intl), which /login otherwise does without.
import { NextIntlClientProvider } from 'next-intl';
import { PasswordChangeDialog } from './password-change-dialog';

/** The PasswordChange namespace of messages/es.json. */
export type PasswordChangeMessages = Record<string, unknown>;

export default function ForcedChange({
  messages,
  email,
  initialOld,
  onClose,
  onSuccess,
}: {
  messages: PasswordChangeMessages;
  email: string;
  initialOld: string;
  onClose: () => void;
  onSuccess: () => void;
}) {
  return (
    <NextIntlClientProvider locale="es" messages={{ PasswordChange: messages }} timeZone="Europe/Madrid">
      <PasswordChangeDialog
        open
        mode="forced"
        email={email}
        initialOld={initialOld}
        onClose={onClose}
        onSuccess={onSuccess}
      />
    </NextIntlClientProvider>
  );
}
