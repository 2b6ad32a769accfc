// Chat button: opens WhatsApp with a phone and a prefilled message.
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

export function ChatButton({
  telefono,
  mensaje,
  textoboton = 'Chat',
  literaltextoboton = 'Abrir el chat de WhatsApp',
  soloicono = false,
  block = false,
}: ChatButtonProps) {
  const cls = block
    ? 'flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 py-3 font-semibold text-white hover:bg-emerald-800'
    : // On phones a floating button covers tabs and card text: there it sits in the flow at the page's end.
      'my-6 mr-4 ml-auto flex w-fit items-center gap-2 rounded-full bg-emerald-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-emerald-800 md:fixed md:right-4 md:bottom-4 md:z-40 md:m-0';
  return (
    <a
      href={chatUrl(telefono, mensaje)}
      target="_blank"
      rel="noopener noreferrer"
      className={cls}
      aria-label={literaltextoboton}
    >
      <ChatIcon />
      {!soloicono && <span>{textoboton}</span>}
    </a>
  );
}
