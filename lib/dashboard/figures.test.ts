// The dashboard's figures by role: only those whose list the role may open are there (and counted).
import { describe, expect, it } from 'vitest';
import { loadDashboard } from './figures';

describe('the dashboard', () => {
  it('gives each role the figures of work it may open, and everyone the version and the database', async () => {
    const keys = async (role: string) => Object.keys((await loadDashboard(role)).work);
    expect(await keys('admin')).toEqual(['newEnquiries', 'breachedCases', 'unsentMails', 'scheduledNews']);
    expect(await keys('editor')).toEqual(['scheduledNews']);
    expect(await keys('support')).toEqual(['newEnquiries', 'breachedCases', 'unsentMails']);
    expect(await keys('technician')).toEqual(['breachedCases']);
    expect(await keys('retired-role')).toEqual([]);
    const editor = await loadDashboard('editor');
    expect(editor.work).toEqual({ scheduledNews: 0 });
    expect(editor.database.ok).toBe(true);
    expect(editor.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
