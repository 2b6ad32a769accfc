import { describe, expect, it } from 'vitest';
import { approximateNetwork } from './network';

describe('approximateNetwork', () => {
  it.each([
    ['203.0.113.57', '203.0.113.0/24'],
    ['::ffff:198.51.100.7', '198.51.100.0/24'],
    ['2001:db8:1:2::7', '2001:db8:1::/48'],
    ['2001:0db8:0000:0042:0000:8a2e:0370:7334', '2001:db8::/48'],
    ['2001:db8:0:1::', '2001:db8::/48'],
    ['::1', '::/48'],
    ['unknown', ''],
    ['', ''],
  ])('%s → %s', (address, network) => {
    expect(approximateNetwork(address)).toBe(network);
  });
});
