// The Veri*Factu declaration download as a page places it: `<VerifactuDeclaration />`.
import { getTranslations } from 'next-intl/server';
import { VerifactuDeclarationButton } from './verifactu-declaration-button';

export async function VerifactuDeclaration({ className }: { className?: string }) {
  const t = await getTranslations({ locale: 'es', namespace: 'Downloads' });
  return (
    <VerifactuDeclarationButton
      className={className}
      text={{ label: t('verifactuButton'), downloading: t('downloading'), error: t('downloadError') }}
    />
  );
}
