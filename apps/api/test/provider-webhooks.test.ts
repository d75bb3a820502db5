import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContributionFlow } from './contribution-flow.ts';
import { VALID_MANAGEMENT, VALID_REGISTRY } from './fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { MACHINE, machineHeaders, machineKey, startReceiver, WEBHOOK_SECRET } from './provider-helpers.ts';

/**
 * Decisions reach the provider: a webhook receiver on loopback gets each decision signed per
 * Standard Webhooks, exactly as the feed lists it; failures are retried with backoff, then
 * visible and replayable.
 */
let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let key: string;
let flow: ContributionFlow;

beforeAll(async () => {
  // The receiver fails the first call: the event must arrive on a retry.
  receiver = await startReceiver([500]);
  ctx = await createTestApp({
    env: {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET,
      WEBHOOK_RETRY_BASE_MS: '100',
      WEBHOOK_MAX_ATTEMPTS: '3',
      WEBHOOK_POLL_MS: '100',
    },
  });
  key = await machineKey(ctx.database.db);
  flow = await ContributionFlow.start(ctx.app, 'azienda');
});
afterAll(async () => {
  await ctx?.close();
  await receiver?.close();
});

const feed = async (after = 0) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `${MACHINE}/events?after=${after}`,
      headers: machineHeaders(key),
    })
  ).json();

describe('decisions to the provider', () => {
  it('an acceptance: signed webhook (after a failed first try) equal to the feed item; a tampered body fails the check', async () => {
    const blockId = await flow.send('anagrafica', VALID_REGISTRY);
    await flow.accept(blockId);
    const calls = await receiver.waitFor(2);
    expect(calls.map((c) => c.headers['webhook-id'])).toEqual([
      calls[0]!.headers['webhook-id'],
      calls[0]!.headers['webhook-id'],
    ]);
    const delivered = calls[1]!;
    const wh = new Webhook(WEBHOOK_SECRET);
    const event = wh.verify(delivered.body, delivered.headers as Record<string, string>) as Record<
      string,
      unknown
    >;
    expect(event).toMatchObject({
      type: 'contribution.decided',
      data: {
        outcome: 'APPROVATO',
        module: 'anagrafica',
        subjectId: '1000001',
        blockId,
        reason: null,
        analyst: { userId: 'ANALISTA' },
        files: [],
      },
    });
    expect((event.data as { contribution: { descrizione: string } }).contribution.descrizione).toBe(
      VALID_REGISTRY.descrizione,
    );
    // The feed has every type (the submission first); the built-in endpoint only decisions.
    const page = await feed();
    expect(page.events.map((e: { type: string }) => e.type)).toEqual([
      'contribution.submitted',
      'contribution.decided',
    ]);
    expect(page.events[1]).toEqual(JSON.parse(delivered.body));
    expect(page.nextCursor).toBe(page.events[1].sequence);
    expect((await feed(page.nextCursor)).events).toEqual([]);

    const tampered = delivered.body.replace('APPROVATO', 'NON_APPROVATO');
    expect(() => wh.verify(tampered, delivered.headers as Record<string, string>)).toThrow(
      WebhookVerificationError,
    );
    // The dispatcher records the answer just after the receiver has it.
    const firstDelivered = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${MACHINE}/webhooks/deliveries?status=delivered`,
          headers: machineHeaders(key),
        })
      ).json().deliveries[0];
    await expect
      .poll(firstDelivered, { timeout: 5000, interval: 50 })
      .toMatchObject({ eventId: event.id, status: 'delivered', attempts: 2 });
  });

  it('a rejection carries the reason; a receiver that keeps failing: failed, listed, and delivered on replay', async () => {
    receiver.statuses.push(500, 500, 500);
    const before = receiver.received.length;
    const blockId = await flow.send('management', VALID_MANAGEMENT);
    expect((await flow.decide(blockId, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    expect((await flow.decide(blockId, 'NON_APPROVATO', 'Cariche non documentate')).statusCode).toBe(200);
    await receiver.waitFor(before + 3);
    const failedList = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${MACHINE}/webhooks/deliveries?status=failed`,
          headers: machineHeaders(key),
        })
      ).json().deliveries as { eventId: string; attempts: number; lastError: string }[];
    await expect
      .poll(async () => (await failedList()).length, { timeout: 5000, interval: 50 })
      .toBeGreaterThan(0);
    const [failed] = await failedList();
    expect(failed).toMatchObject({ attempts: 3, lastError: 'HTTP 500' });
    const replay = await ctx.app.inject({
      method: 'POST',
      url: `${MACHINE}/webhooks/deliveries/${failed!.eventId}/replay`,
      headers: machineHeaders(key),
    });
    expect(replay.statusCode).toBe(200);
    const calls = await receiver.waitFor(before + 4);
    const event = new Webhook(WEBHOOK_SECRET).verify(
      calls.at(-1)!.body,
      calls.at(-1)!.headers as Record<string, string>,
    );
    expect(event).toMatchObject({
      id: failed!.eventId,
      data: { outcome: 'NON_APPROVATO', reason: 'Cariche non documentate', module: 'management' },
    });
    expect(await failedList()).toEqual([]);
  });
});
