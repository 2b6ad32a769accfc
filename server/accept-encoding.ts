// Reading a request's Accept-Encoding, for the answers the server layer gives itself.

/** Whether an Accept-Encoding value accepts `coding` (listed, or `*`, with a q above 0). */
export function accepts(value: string | string[] | undefined, coding: string): boolean {
  let star = false;
  for (const part of String(value || '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = !q || Number(q.slice(2)) > 0;
    if (name.trim() === coding) return allowed;
    if (name.trim() === '*') star = allowed;
  }
  return star;
}
