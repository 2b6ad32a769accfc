// Chat button (spec §2, §3): opens WhatsApp with a phone and a prefilled message.
import { company } from '@/lib/content/company';
import { ChatIcon } from './icons';

export interface ChatButtonProps {
  telefono?: string;
  mensaje?: string;
  textoboton?: string;
  /** Accessible text of the button when only the icon shows. */
  literaltextoboton?: string;
  soloicono?: boolean;
  /** Full-width block button instead of the floating one. */
  block?: boolean;
}

export function chatUrl(telefono: string = company.chatPhone, mensaje: string = company.defaultChatMessage): string {
  return `https://wa.me/${telefono.replace(/\D/g, '')}?text=${encodeURIComponent(mensaje)}`;
}

export function ChatButton({ telefono, mensaje, textoboton = 'Chat', literaltextoboton = 'Abrir el chat de WhatsApp', soloicono = false, block = false }: ChatButtonProps) {
  const cls = block
    ? 'flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 py-3 font-semibold text-white hover:bg-emerald-800'
    : 'fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full bg-emerald-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-emerald-800';
  return (
    <a href={chatUrl(telefono, mensaje)} target="_blank" rel="noopener noreferrer" className={cls} aria-label={literaltextoboton}>
      <ChatIcon />
      {!soloicono && <span>{textoboton}</span>}
    </a>
  );
}
