// The text of a login or password-change answer: the translated key when we know it, else the
// server's own sentence, else the fallback (the fields of docs/CONTRACT.md "Session and account").
export function serverMessage(
  t: { has: (key: string) => boolean; (key: string): string },
  answer: { exceptionmessage?: string; exceptionmessagetraducible?: string },
  fallback: string,
): string {
  const key = answer.exceptionmessagetraducible ? `server.${answer.exceptionmessagetraducible}` : '';
  if (key && t.has(key)) return t(key);
  return answer.exceptionmessage || fallback;
}
