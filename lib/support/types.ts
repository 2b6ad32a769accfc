// The support cases' wire shapes (docs/CONTRACT.md "Support cases"): keys in the contract's style,
// Spanish and lower case. Pure: the customer's pages read them too.
import type { CaseState, Category, Priority } from './fields';
import type { CaseObjectiveDto } from './objective';

/** A file attached to a case's opening or to a message (downloaded at /api/cuenta/soporte/adjuntos/<id>). */
export interface CaseAttachmentDto {
  id: number;
  nombre: string;
  tamano: number;
  tipo: string;
}

export interface CaseMessageDto {
  id: number;
  /** The author's name as shown */
  autor: string;
  /** Who wrote it: the hotel's side or the support team */
  de: 'cliente' | 'soporte';
  texto: string;
  /** ISO moment */
  fecha: string;
  adjuntos: CaseAttachmentDto[];
}

export interface CaseDto {
  id: number;
  id_hotel: number;
  hotel: string;
  asunto: string;
  descripcion: string;
  categoria: Category;
  area: string;
  prioridad: Priority;
  estado: CaseState;
  /** When it was opened (ISO moment) */
  fecha: string;
  /** Its last change (ISO moment) */
  actualizado: string;
  primera_respuesta: string | null;
  resuelto: string | null;
  cerrado: string | null;
  /** Who opened it (the contact's name) */
  abierto_por: string;
  /** The support technician handling it, by name; null while unassigned */
  responsable: string | null;
  /** The invoice a facturación case asks about */
  id_factura: number | null;
  valoracion: number | null;
  comentario_valoracion: string;
  /** The customer may reopen it now (resolved less than REOPEN_DAYS ago) */
  reabrible: boolean;
  /** The response targets (first response, resolution) and where each stands now */
  objetivo: CaseObjectiveDto;
}

export interface CaseWithMessagesDto extends CaseDto {
  /** The files attached when the case was opened (with the description) */
  adjuntos: CaseAttachmentDto[];
  mensajes: CaseMessageDto[];
  /** Who follows it (mailed each staff reply and state change): the hotel's contacts' names, in order */
  seguidores: string[];
  /** The session's user follows it */
  sigo: boolean;
  /**
   * Who closed it, while `cerrada`: the contact's name, or the technician's; null when unknown (the
   * system, or a contact no longer at the hotel) or not closed
   */
  cerrado_por: string | null;
}

/** A hotel contact who may be notified of a case. */
export interface CaseContactDto {
  id: number;
  nombre: string;
}

/** One page of the list, newest first; `siguiente` is the cursor of the next page (`?pos=`). */
export interface CaseListDto {
  casos: CaseDto[];
  siguiente: string | null;
  /** With `?hotel=`: that hotel's contacts, whom a new case may notify */
  contactos?: CaseContactDto[];
}
