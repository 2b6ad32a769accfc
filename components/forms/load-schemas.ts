// The forms validate with the same zod schemas as the handlers, but zod is a large script: it
// loads when a visitor first focuses a form (and at the latest on submit), not with every page
// that shows one. Pages keep to the public script budget (docs/PERFORMANCE.md).
import type { EnquiryKind } from '@/lib/enquiries/fields';
import type { EnquiryParse } from '@/lib/enquiries/schemas';

export const loadEnquirySchemas = () => import('@/lib/enquiries/schemas');

/** Starts loading on first interaction; repeated calls reuse the same module promise. */
export function preloadEnquirySchemas(): void {
  void loadEnquirySchemas();
}

/** Validates with the shared schema; null when the validator cannot be loaded (e.g. offline). */
export async function validateEnquiry<K extends EnquiryKind>(
  kind: K,
  raw: Record<string, unknown>,
): Promise<EnquiryParse<K> | null> {
  try {
    return (await loadEnquirySchemas()).parseEnquiry(kind, raw);
  } catch {
    return null;
  }
}
