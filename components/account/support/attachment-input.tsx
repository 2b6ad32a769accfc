'use client';
// The file input of a case's opening and of a reply: several files `adjuntos`, offering the types
// the server takes (it checks each file's content and size again, and its refusal names the file).
import { useTranslations } from 'next-intl';
import { ATTACHMENT_ACCEPT } from './api';

export function AttachmentInput({ id }: { id: string }) {
  const t = useTranslations('Support');
  return (
    <label className="block text-sm font-medium text-slate-800">
      {t('attachLabel')}
      <input
        type="file"
        name="adjuntos"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-describedby={`${id}-ayuda`}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100"
      />
      <span id={`${id}-ayuda`} className="mt-1 block text-xs font-normal text-slate-600">
        {t('attachHelp')}
      </span>
    </label>
  );
}
