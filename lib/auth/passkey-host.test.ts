import { describe, expect, it } from 'vitest';
import { passkeysWorkOn } from './passkey-host';

describe('passkeysWorkOn', () => {
  it('is false on an IP address, which a browser refuses as a passkey domain', () => {
    for (const host of ['127.0.0.1', '192.0.2.10', '[::1]', '[2001:db8::1]', '::1']) {
      expect(passkeysWorkOn(host), host).toBe(false);
    }
  });
  it('is true on a domain name, localhost included', () => {
    for (const host of ['millehotel.es', 'www.millehotel.es', 'localhost', 'mille.local', '1and1.es']) {
      expect(passkeysWorkOn(host), host).toBe(true);
    }
  });
});
