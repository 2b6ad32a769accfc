// Browser side of the enquiry endpoints: posts the form as multipart and reads the contract's answer.
import { OK, RQFALSE } from '@/lib/contract/tokens';

export type EnquiryResult = 'ok' | 'rqfalse' | 'error';

export async function postEnquiry(endpoint: string, values: Record<string, string>): Promise<EnquiryResult> {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.append(k, v);
  try {
    const res = await fetch(endpoint, { method: 'POST', body, credentials: 'same-origin' });
    const text = (await res.text()).trim();
    if (res.ok && text === OK) return 'ok';
    if (res.ok && text === RQFALSE) return 'rqfalse';
    return 'error';
  } catch {
    return 'error';
  }
}
