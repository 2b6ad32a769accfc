// /gestion/noticias/nueva: a new item, saved as a draft (published from its page).
import type { Metadata } from 'next';
import { ActionForm } from '@/components/staff/action-form';
import { NewsFields } from '@/components/staff/news-fields';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Nueva noticia' };

export default async function NewNewsPage() {
  await requireStaffPage('/gestion/noticias/nueva');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Nueva noticia</h1>
      <ActionForm
        endpoint="noticias"
        submitLabel="Guardar borrador"
        then="/gestion/noticias"
        className="mt-6 space-y-6"
      >
        <NewsFields
          v={{
            id: null,
            title: '',
            date: today,
            summary: '',
            body: '',
            link: '',
            slug: '',
            metaDescription: '',
            imageAlt: '',
            version: 0,
            image: null,
          }}
        />
      </ActionForm>
    </>
  );
}
