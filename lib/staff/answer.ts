// What a back-office call (/api/gestion/*) answers as JSON: done, with what the page needs, or
// refused with the Spanish sentence to show. One shape for every section; the browser reads it in
// components/staff/post.ts. Pure (types only).

/** Done, with `T` (the next sign-in step, new codes, …); or refused. `status`: a refused rule the API answers as a conflict (409). */
export type StaffAnswer<T = object> = ({ ok: true } & T) | { ok: false; message: string; status?: 409 };

/** A form's answer: the sentence to show and, when the page goes elsewhere afterwards, where. */
export type StaffFormAnswer = StaffAnswer<{ mensaje: string; then?: string }>;
