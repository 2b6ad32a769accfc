import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestCookieJar } from '@/lib/auth/cookies';
import { sessionFromJar, startSession } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { isPostgresUrl } from '@/lib/db/url';
import { env, resetEnvForTests } from '@/lib/env';
import { consume } from '@/lib/http/rate-limit';
import { logToForTests } from '@/lib/log';
import { seedBacklog } from '@/lib/testing/backlog';
import { sum, tally, watchTransactions } from '@/lib/testing/transactions';
import { BATCH_SIZE } from './batches';
import { CLEANUP_FIRST_RUN_MS, cleanupAndLog, runCleanup, startCleanupJob } from './cleanup';
import { monthsBefore } from './retention';

const lines: string[] = [];
beforeAll(() => logToForTests({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) }));
afterAll(() => logToForTests(process.stdout));

const saved = { ...process.env };
beforeEach(async () => {
  lines.length = 0;
  await db().outboxMail.deleteMany();
  await db().enquiry.deleteMany();
  await db().session.deleteMany();
  await db().user.deleteMany();
  await db().staffUser.deleteMany();
  await db().auditEntry.deleteMany();
  await db().remoteGrant.deleteMany();
  await db().hotel.deleteMany();
  await db().rateLimiterFlexible.deleteMany();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  process.env = { ...saved };
  resetEnvForTests();
});

const NOW = new Date('2026-11-22T10:00:00.000Z');
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);

async function user(email = 'cliente@example.es') {
  return db().user.create({ data: { email, passwordHash: 'x' } });
}

async function enquiryAt(createdAt: Date, name: string) {
  const e = await db().enquiry.create({
    data: {
      kind: 'contact',
      fields: JSON.stringify({ nombre: name }),
      email: `${name}@example.es`,
      clientHash: 'h',
      createdAt,
    },
  });
  await db().outboxMail.createMany({
    data: [
      {
        enquiryId: e.id,
        to: 'comercial@millehotel.es',
        subject: name,
        text: name,
        status: 'sent',
        createdAt,
        sentAt: createdAt,
      },
      {
        enquiryId: e.id,
        to: `${name}@example.es`,
        subject: name,
        text: name,
        status: 'sent',
        createdAt,
        sentAt: createdAt,
      },
    ],
  });
  return e;
}

describe('scheduled cleanup', () => {
  it('deletes the sessions ended by idle time or by absolute lifetime, and keeps the live ones', async () => {
    const { id: userId } = await user();
    const idle = env().SESSION_IDLE_SECONDS * 1000;
    const row = (id: string, lastSeenAt: Date, expiresAt: Date) => ({
      id,
      userId,
      createdAt: ms(lastSeenAt, -1000),
      lastSeenAt,
      expiresAt,
    });
    await db().session.createMany({
      data: [
        row('idle-just-over', ms(NOW, -idle), ms(NOW, 3600_000)),
        row('idle-just-under', ms(NOW, -idle + 1000), ms(NOW, 3600_000)),
        row('absolute-reached', ms(NOW, -1000), NOW),
        row('absolute-not-yet', ms(NOW, -1000), ms(NOW, 1000)),
      ],
    });
    const run = await runCleanup(NOW);
    expect(run).toMatchObject({ sessions: 2, ranElsewhere: false });
    expect((await db().session.findMany({ orderBy: { id: 'asc' } })).map((s) => s.id)).toEqual([
      'absolute-not-yet',
      'idle-just-under',
    ]);
  });

  it('deletes the staff sessions idle for 30 minutes or 8 hours old, and keeps the live ones', async () => {
    const { id: staffUserId } = await db().staffUser.create({ data: { email: 'staff@millehotel.es', role: 'admin' } });
    const row = (id: string, lastSeenAt: Date, expiresAt: Date) => ({
      id,
      staffUserId,
      createdAt: ms(lastSeenAt, -1000),
      lastSeenAt,
      expiresAt,
    });
    await db().staffSession.createMany({
      data: [
        row('idle-30-min', ms(NOW, -30 * 60_000), ms(NOW, 3600_000)),
        row('idle-29-min', ms(NOW, -29 * 60_000), ms(NOW, 3600_000)),
        row('absolute-reached', ms(NOW, -1000), NOW),
      ],
    });
    expect(await runCleanup(NOW)).toMatchObject({ staffSessions: 2 });
    expect((await db().staffSession.findMany()).map((s) => s.id)).toEqual(['idle-29-min']);
  });

  it('deletes audit entries past AUDIT_RETENTION_MONTHS and no others', async () => {
    process.env.AUDIT_RETENTION_MONTHS = '12';
    resetEnvForTests();
    const cutoff = monthsBefore(NOW, 12);
    await db().auditEntry.createMany({
      data: [
        { action: 'old', at: ms(cutoff, -1) },
        { action: 'kept', at: cutoff },
      ],
    });
    expect(await runCleanup(NOW)).toMatchObject({ auditEntries: 1 });
    expect((await db().auditEntry.findMany()).map((a) => a.action)).toEqual(['kept']);
  });

  it('keeps remote-access grants and their sessions until AUDIT_RETENTION_MONTHS after they ended', async () => {
    process.env.AUDIT_RETENTION_MONTHS = '12';
    resetEnvForTests();
    const cutoff = monthsBefore(NOW, 12);
    const hotel = await db().hotel.create({ data: { name: 'H', legalName: 'H', taxId: 'B00000000' } });
    const grant = async (note: string, endsAt: Date, revokedAt: Date | null = null) =>
      db().remoteGrant.create({
        data: {
          hotelId: hotel.id,
          grantedById: 1,
          grantedByEmail: 'a@example.es',
          startsAt: ms(endsAt, -7 * 86_400_000),
          endsAt,
          revokedAt,
          note,
          sessions: {
            create: {
              hotelId: hotel.id,
              staffId: 1,
              staffEmail: 's@x.es',
              technician: 'T',
              startedAt: ms(endsAt, -86_400_000),
            },
          },
        },
      });
    await grant('old', ms(cutoff, -1));
    // Revoked long ago but its end is at the cutoff: kept (nothing goes before its time).
    await grant('revoked-early', cutoff, ms(cutoff, -30 * 86_400_000));
    await grant('expired-recently', ms(NOW, -86_400_000));
    await grant('active', ms(NOW, 86_400_000));
    expect(await runCleanup(NOW)).toMatchObject({ remoteGrants: 1, remoteSessions: 1 });
    expect((await db().remoteGrant.findMany({ orderBy: { id: 'asc' } })).map((g) => g.note)).toEqual([
      'revoked-early',
      'expired-recently',
      'active',
    ]);
    expect(await db().remoteSession.count()).toBe(3);
  });

  it('deletes uploaded invoice files whose preview has expired, and no others', async () => {
    const upload = (id: string, expiresAt: Date) => ({
      id,
      staffId: 1,
      fileName: `${id}.csv`,
      sha256: '',
      csv: 'x',
      expiresAt,
    });
    await db().invoiceImport.createMany({ data: [upload('expired', ms(NOW, -1)), upload('open', ms(NOW, 60_000))] });
    expect(await runCleanup(NOW)).toMatchObject({ pendingImports: 1 });
    expect((await db().invoiceImport.findMany()).map((r) => r.id)).toEqual(['open']);
  });

  it('deletes exactly the sessions a returning cookie would be refused for', async () => {
    process.env.SESSION_IDLE_SECONDS = '600';
    process.env.SESSION_ABSOLUTE_SECONDS = '3600';
    resetEnvForTests();
    const { id } = await user();
    const jar = new RequestCookieJar(new Request('http://localhost:3000/'));
    await startSession(jar, id, NOW);
    // Active every 9 minutes: the idle limit never bites, the absolute one does after an hour.
    for (let t = 540_000; t < 3600_000; t += 540_000) {
      expect(await sessionFromJar(jar, { now: ms(NOW, t) })).not.toBeNull();
      expect((await runCleanup(ms(NOW, t))).sessions).toBe(0);
    }
    expect((await runCleanup(ms(NOW, 3600_000))).sessions).toBe(1);
    expect(await sessionFromJar(jar, { now: ms(NOW, 3600_000) })).toBeNull();

    // A session left alone ends 10 minutes after it was last seen, whether or not its cookie comes back.
    await startSession(jar, id, NOW);
    expect((await runCleanup(ms(NOW, 599_000))).sessions).toBe(0);
    expect((await runCleanup(ms(NOW, 600_000))).sessions).toBe(1);
    expect(await db().session.count()).toBe(0);
  });

  it('deletes the limiter rows whose window or lock has run out, and keeps the others', async () => {
    await db().rateLimiterFlexible.createMany({
      data: [
        { key: 'login-email:unknown@example.es', points: 1, expire: ms(NOW, -30 * 86_400_000) },
        { key: 'login-ip:old', points: 3, expire: NOW },
        { key: 'enquiry:open', points: 2, expire: ms(NOW, 1000) },
        { key: 'forever', points: 1, expire: null },
      ],
    });
    expect((await runCleanup(NOW)).limiterRows).toBe(2);
    expect((await db().rateLimiterFlexible.findMany({ orderBy: { key: 'asc' } })).map((r) => r.key)).toEqual([
      'enquiry:open',
      'forever',
    ]);
  });

  it('deletes e-mailed links a week after they expired, and keeps the others', async () => {
    const user = await db().user.create({ data: { email: 'enlaces@ejemplo.es', passwordHash: 'x' } });
    const link = (id: string, expiresAt: Date) => ({ id, userId: user.id, purpose: 'reset', expiresAt });
    await db().linkToken.createMany({
      data: [
        link('gone', ms(NOW, -7 * 86_400_000 - 1)),
        link('recent', ms(NOW, -7 * 86_400_000 + 1000)),
        link('live', ms(NOW, 60_000)),
      ],
    });
    expect((await runCleanup(NOW)).linkTokens).toBe(1);
    expect((await db().linkToken.findMany({ orderBy: { id: 'asc' } })).map((r) => r.id)).toEqual(['live', 'recent']);
  });

  it('leaves the limits working: an expired counter is gone, an open one still counts', async () => {
    const rule = { name: 'cleanup-test', points: 2, durationSeconds: 60 };
    await consume(rule, 'a');
    await consume(rule, 'a');
    expect((await consume(rule, 'a')).allowed).toBe(false);
    expect((await runCleanup(new Date())).limiterRows).toBe(0);
    expect((await consume(rule, 'a')).allowed).toBe(false);
    // A minute later the window has closed: the cleanup takes the row.
    expect((await runCleanup(new Date(Date.now() + 61_000))).limiterRows).toBe(1);
    expect(await db().rateLimiterFlexible.count()).toBe(0);
  });

  it('deletes enquiries, their mails and the demo mail files once the retention period has passed', async () => {
    const cutoff = monthsBefore(NOW, 24);
    expect(cutoff.toISOString()).toBe('2024-11-22T10:00:00.000Z');
    const old = await enquiryAt(ms(cutoff, -1), 'vieja');
    const kept = await enquiryAt(cutoff, 'justa');
    // A mail no longer linked to an enquiry, and one that never was, follow their own date.
    await db().outboxMail.createMany({
      data: [
        { to: 'x@example.es', subject: 'huerfano viejo', text: 't', createdAt: ms(cutoff, -86_400_000) },
        { to: 'x@example.es', subject: 'huerfano nuevo', text: 't', createdAt: ms(cutoff, 86_400_000) },
      ],
    });
    const mailDir = path.join(env().dataDir, 'mail');
    mkdirSync(mailDir, { recursive: true });
    const file = (d: Date, id: number) => `${d.toISOString().replace(/[:.]/g, '-')}-${id}-0123abcd.eml`;
    for (const name of [file(ms(cutoff, -1), 1), file(cutoff, 2), 'notas.txt'])
      writeFileSync(path.join(mailDir, name), 'x');

    const run = await runCleanup(NOW);
    expect(run).toEqual({
      sessions: 0,
      staffSessions: 0,
      limiterRows: 0,
      linkTokens: 0,
      enquiries: 1,
      mails: 3,
      mailFiles: 1,
      auditEntries: 0,
      pendingImports: 0,
      orphanFiles: 0,
      removedFiles: 0,
      fileChunks: 0,
      remoteGrants: 0,
      remoteSessions: 0,
      statusSubscribers: 0,
      searchMerges: expect.any(Number),
      ranElsewhere: false,
      unfinished: false,
    });
    expect(await db().enquiry.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db().enquiry.findUnique({ where: { id: kept.id } })).not.toBeNull();
    expect((await db().outboxMail.findMany({ orderBy: { id: 'asc' } })).map((m) => m.subject)).toEqual([
      'justa',
      'justa',
      'huerfano nuevo',
    ]);
    expect(readdirSync(mailDir).sort()).toEqual([file(cutoff, 2), 'notas.txt'].sort());

    // A day later the enquiry received on the boundary is past it too.
    expect(await runCleanup(ms(NOW, 86_400_000))).toMatchObject({ enquiries: 1, mails: 2, mailFiles: 1 });
    expect(await db().enquiry.count()).toBe(0);
  });

  it('takes the retention from ENQUIRY_RETENTION_MONTHS', async () => {
    process.env.ENQUIRY_RETENTION_MONTHS = '6';
    resetEnvForTests();
    await enquiryAt(new Date('2026-05-22T09:59:59.999Z'), 'seis');
    await enquiryAt(new Date('2026-05-22T10:00:00.000Z'), 'limite');
    expect(await runCleanup(NOW)).toMatchObject({ enquiries: 1, mails: 2 });
    expect((await db().enquiry.findMany()).map((e) => e.email)).toEqual(['limite@example.es']);
  });

  it('two runs at once delete each row once and fail neither', async () => {
    const { id: userId } = await user();
    await db().session.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        id: `s${i}`,
        userId,
        lastSeenAt: ms(NOW, -86_400_000),
        expiresAt: ms(NOW, -1),
      })),
    });
    for (let i = 0; i < 5; i++) await enquiryAt(new Date('2020-01-01T00:00:00Z'), `e${i}`);
    const runs = await Promise.all([runCleanup(NOW), runCleanup(NOW), runCleanup(NOW)]);
    const total = (k: 'sessions' | 'enquiries' | 'mails') => runs.reduce((n, r) => n + r[k], 0);
    expect([total('sessions'), total('enquiries'), total('mails')]).toEqual([20, 5, 10]);
  });

  it('logs one JSON line per run with the counts', async () => {
    await enquiryAt(new Date('2020-01-01T00:00:00Z'), 'log');
    await cleanupAndLog(NOW);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      event: 'cleanup.run',
      sessions: 0,
      limiterRows: 0,
      enquiries: 1,
      mails: 2,
      mailFiles: 0,
      ranElsewhere: false,
      retentionMonths: 24,
    });
  });

  it('logs a failed run as one error line and does not throw', async () => {
    vi.spyOn(db(), '$transaction').mockRejectedValueOnce(new Error('database is locked\n  at somewhere'));
    expect(await cleanupAndLog(NOW)).toBeNull();
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: 'error', event: 'cleanup.failed', err: 'database is locked at somewhere' }),
    ]);
  });

  it('runs shortly after start, then every CLEANUP_INTERVAL_SECONDS, and stops cleanly', async () => {
    process.env.CLEANUP_INTERVAL_SECONDS = '600';
    resetEnvForTests();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const runs = () => lines.filter((l) => l.includes('"cleanup.run"')).length;
    const stop = startCleanupJob();
    vi.advanceTimersByTime(CLEANUP_FIRST_RUN_MS - 1);
    expect(runs()).toBe(0);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(runs()).toBe(1));
    vi.advanceTimersByTime(600_000);
    await vi.waitFor(() => expect(runs()).toBe(2));
    // Stopping waits for a run in progress, and no run follows.
    vi.advanceTimersByTime(600_000);
    await stop();
    expect(runs()).toBe(3);
    vi.advanceTimersByTime(3_600_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(runs()).toBe(3);
  });
});

const OLD = new Date('2020-01-01T00:00:00Z');

/** `n` enquiries received at `createdAt`, each with two mails. */
const backlog = (n: number, createdAt = OLD) => seedBacklog({ enquiries: n, mailsEach: 2, createdAt });

const expired = () => db().enquiry.count({ where: { createdAt: { lt: monthsBefore(NOW, 24) } } });

type Client = ReturnType<typeof db>;

describe('a backlog', () => {
  it('is worked off in transactions of at most BATCH_SIZE rows, and all of it goes', async () => {
    expect(BATCH_SIZE).toBe(100);
    await backlog(2_100);
    await backlog(10, NOW);
    await db().auditEntry.createMany({
      data: Array.from({ length: 1_200 }, (_, i) => ({ action: `a${i}`, at: OLD })),
    });
    const committed = watchTransactions();

    const run = await runCleanup(NOW);
    expect(Math.max(...committed.map((d) => d.enquiries))).toBe(BATCH_SIZE);
    // An enquiry's mails go in its batch: two each here.
    expect(Math.max(...committed.map((d) => d.mails))).toBe(2 * BATCH_SIZE);
    expect(Math.max(...committed.map((d) => d.audit))).toBe(BATCH_SIZE);
    expect(committed.filter((d) => d.enquiries > 0)).toHaveLength(21);
    expect(run).toMatchObject({ enquiries: 2_100, mails: 4_200, auditEntries: 1_200, unfinished: false });
    expect(await expired()).toBe(0);
    expect(await tally()).toMatchObject({ enquiries: 10, mails: 20, audit: 0 });
  });

  it('cut short by a crash keeps the batches done; the next run deletes the rest, nothing counted twice', async () => {
    await backlog(1_600);
    // The third batch of enquiries fails at its end: it rolls back, the two before it stay.
    let enquiryBatches = 0;
    const committed = watchTransactions((here) => {
      if (here.enquiries > 0 && ++enquiryBatches === 3) throw new Error('crash');
    });
    await expect(runCleanup(NOW)).rejects.toThrow('crash');
    expect(sum(committed, 'enquiries')).toBe(2 * BATCH_SIZE);
    expect(await expired()).toBe(1_600 - 2 * BATCH_SIZE);
    vi.restoreAllMocks();

    const rest = await runCleanup(NOW);
    expect(rest).toMatchObject({ enquiries: 1_600 - 2 * BATCH_SIZE, mails: 2 * (1_600 - 2 * BATCH_SIZE) });
    expect(await tally()).toMatchObject({ enquiries: 0, mails: 0, audit: 0 });
  });

  it('stopped by a shutdown ends after the batch in progress, says so, and the next run goes on', async () => {
    await backlog(1_600);
    const stopping = new AbortController();
    const committed = watchTransactions((here) => {
      if (here.enquiries > 0) stopping.abort();
    });
    const first = await runCleanup(NOW, { signal: stopping.signal });
    expect(first).toMatchObject({ enquiries: BATCH_SIZE, mails: 2 * BATCH_SIZE, unfinished: true });
    expect(sum(committed, 'enquiries')).toBe(BATCH_SIZE);
    vi.restoreAllMocks();
    // A run out of time stops the same way (a budget of 0 ms: after its first batch).
    expect(await runCleanup(NOW, { budgetMs: 0 })).toMatchObject({ unfinished: true });
    expect(await runCleanup(NOW)).toMatchObject({ enquiries: 1_600 - BATCH_SIZE, unfinished: false });
    expect(await expired()).toBe(0);
  });

  it('lets other work in between batches: a transaction asked for during the first is answered before the second', async () => {
    await backlog(1_600);
    let started = 0;
    let seen: number | null = null;
    let macrotaskSaw: number | null = null;
    let answered: Promise<unknown> = Promise.resolve();
    const client = db();
    const original = client.$transaction.bind(client) as (fn: unknown, options?: unknown) => Promise<unknown>;
    // What a request does meanwhile: a write transaction of its own, and a callback of the event loop.
    const request = () => {
      answered = original(async (tx: unknown) => {
        seen = await (tx as Client).enquiry.count({ where: { createdAt: OLD } });
      });
      setImmediate(() => (macrotaskSaw = started));
    };
    vi.spyOn(client, '$transaction').mockImplementation((async (
      fn: (tx: unknown) => Promise<unknown>,
      options: unknown,
    ) => {
      const n = ++started;
      return original(async (tx: unknown) => {
        if (n === 1) request();
        return fn(tx);
      }, options);
    }) as never);
    const run = await runCleanup(NOW);
    expect(run.enquiries).toBe(1_600);
    await answered;
    // Answered before the second batch was done, not after the whole backlog (1,600 or 1,500 on
    // SQLite, by whether it got in before the first batch's writes). On PostgreSQL it waits for no
    // batch at all, so when it counts depends only on its own connection, not on the cleanup.
    if (!isPostgresUrl(env().DATABASE_URL)) expect(seen).toBeGreaterThanOrEqual(1_600 - BATCH_SIZE);
    else expect(seen).not.toBeNull();
    // The event loop had its turn before the second batch began.
    expect(macrotaskSaw).toBe(1);
  });
});

describe('retention arithmetic', () => {
  it('counts calendar months back, keeping to the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2026-11-22T10:00:00Z'), 24).toISOString()).toBe('2024-11-22T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(monthsBefore(new Date('2026-02-28T00:00:00Z'), 24).toISOString()).toBe('2024-02-28T00:00:00.000Z');
    expect(monthsBefore(new Date('2028-02-29T00:00:00Z'), 12).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 13).toISOString()).toBe('2024-12-15T00:00:00.000Z');
  });
});
