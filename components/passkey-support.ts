// Whether this page's address allows passkeys (lib/auth/passkey-host.ts): after hydration, from
// the address the browser shows; while the HTML is pre-rendered, assumed yes (a static page
// cannot know where it will be opened).
import { useSyncExternalStore } from 'react';
import { passkeysWorkOn } from '@/lib/auth/passkey-host';

const never = () => () => undefined;

export function usePasskeysWorkHere(): boolean {
  return useSyncExternalStore(
    never,
    () => passkeysWorkOn(window.location.hostname),
    () => true,
  );
}
