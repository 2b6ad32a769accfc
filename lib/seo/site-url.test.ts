// Every public page names one address: the build's, also on the pages the server renders later
// (news, sitemap, RSS) when the server itself runs with another SITE_URL.
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@/lib/content/company';
import { resetEnvForTests } from '@/lib/env';
import { publicSiteUrl } from './site-url';

afterEach(() => {
  delete process.env.MILLE_BUILT_SITE_URL;
  delete process.env.SITE_URL;
  resetEnvForTests();
});

describe('publicSiteUrl', () => {
  it("is the build's SITE_URL whatever the server's", () => {
    process.env.MILLE_BUILT_SITE_URL = 'https://www.example.es/';
    process.env.SITE_URL = 'http://localhost:3301';
    resetEnvForTests();
    expect(publicSiteUrl()).toBe('https://www.example.es');
  });

  it("is the company's address for a build without SITE_URL, whatever the server's", () => {
    process.env.MILLE_BUILT_SITE_URL = '';
    process.env.SITE_URL = 'http://localhost:3301';
    resetEnvForTests();
    expect(publicSiteUrl()).toBe(company.siteUrl);
  });

  it("outside a build (tests, the staff tool) is the process's own", () => {
    process.env.SITE_URL = 'http://localhost:3301';
    resetEnvForTests();
    expect(publicSiteUrl()).toBe('http://localhost:3301');
  });
});
