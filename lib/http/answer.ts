// What a back-office call (/api/gestion/*) and the customer's own security calls (/api/cuenta/*)
// answer as JSON, one shape with English keys: done (`ok: true`, with what the page needs and,
// for a form, the Spanish sentence to show), or refused (`ok: false` and the sentence). A refusal
// names its kind; lib/http/errors.ts gives each kind its one status (`answerResponse`), and a
// refusal thrown as an HttpError reaches the browser in the same shape. The browser reads it in
// components/staff/post.ts and components/account/security/api.ts. The /api/Data contract keeps
// its own fixed answers (docs/CONTRACT.md). Pure (types only).

/** Why a call was refused; each kind has one status (`REFUSAL_STATUS`). Without one: `invalid`. */
export type RefusalKind =
  'invalid' | 'unprocessable' | 'forbidden' | 'missing' | 'conflict' | 'too-large' | 'unsupported-type';

export interface Refused {
  ok: false;
  message: string;
  kind?: RefusalKind;
}

/** Done, with `T` (the next sign-in step, new codes, …); or refused. */
export type Answer<T = object> = ({ ok: true } & T) | Refused;

/** A form's answer: the sentence to show and, when the page goes elsewhere afterwards, where. */
export type FormAnswer = Answer<{ message: string; then?: string }>;
