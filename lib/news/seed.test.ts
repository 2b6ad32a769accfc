import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { listNews } from './repository';
import { newsRss } from './seo';
import { seedDemoNews } from './seed';
import { toView } from './view';

describe('demo news', () => {
  beforeAll(async () => {
    await db().news.deleteMany();
  });

  it('seeds at least eight varied items once', async () => {
    expect(await seedDemoNews()).toBeGreaterThanOrEqual(8);
    expect(await seedDemoNews()).toBe(0);
    const all = await listNews();
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.some((n) => n.link)).toBe(true);
    expect(all.some((n) => !n.link)).toBe(true);
    expect(all.some((n) => !n.image)).toBe(true);
    expect(all.filter((n) => n.image).length).toBeGreaterThanOrEqual(4);
    expect(all.some((n) => /<table>/.test(n.body) && /<ul>/.test(n.body) && /<a href/.test(n.body))).toBe(true);
    // The new-tab link in the rich item got its rel on the way in.
    expect(all.some((n) => n.body.includes('target="_blank" rel="noopener noreferrer"'))).toBe(true);
  });

  it('renders an RSS feed of them', async () => {
    const views = (await listNews()).map(toView);
    const rss = newsRss(views, 'https://www.example.com');
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(rss.match(/<item>/g)).toHaveLength(views.length);
    expect(rss).toContain(`<link>https://www.example.com/blog/${views[0]!.slug}</link>`);
    expect(rss).not.toMatch(/<description><p>/);
  });
});
